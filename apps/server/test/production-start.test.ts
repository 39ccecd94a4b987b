import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnv, freePort, REPO_ROOT, run, waitForExit, waitUntilHealthy } from "./processes.js";

/**
 * A production start never builds (decision 0068): `npm run start:prod` (scripts/start.mjs --no-build), and
 * `npm start` with NODE_ENV=production, run what `npm run build` made and stop with a clear message when it is
 * missing.
 */
const build = (await import(join(REPO_ROOT, "scripts/lib/build.mjs"))) as {
  buildIfStale(options: { web: boolean }): Promise<void>;
  SERVER_ENTRY: string;
};
const root = mkdtempSync(join(tmpdir(), "freight-prod-start-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DRIVER === "postgres")("the production start", () => {
  it("refuses to start without a build, says to run npm run build, and builds nothing", async () => {
    for (const [args, env] of [
      [["scripts/start.mjs", "--no-build"], {}],
      [["scripts/start.mjs"], { NODE_ENV: "production" }],
    ] as const) {
      const started = await run(process.execPath, [...args], {
        ...env,
        WEB_DIST: join(root, "no-web-build"),
        DATA_DIR: join(root, "unused"),
      });
      expect(started.code).toBe(1);
      expect(started.stderr).toMatch(/the build is missing: .*no-web-build\/index\.html/);
      expect(started.stderr).toContain("Run `npm run build` once");
      expect(started.stdout).not.toMatch(/Building|Built the server/);
    }
  });

  describe("with a build", () => {
    beforeAll(() => build.buildIfStale({ web: false }), 120_000);

    it("runs the build as it is: starts, answers and stops on SIGTERM", { timeout: 200_000 }, async () => {
      const web = join(root, "web");
      mkdirSync(web, { recursive: true });
      writeFileSync(join(web, "index.html"), "<!doctype html><title>Swiftway</title>");
      const builtAt = statSync(build.SERVER_ENTRY).mtimeMs;
      const port = await freePort();
      const proc = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
        cwd: REPO_ROOT,
        env: childEnv({ WEB_DIST: web, DATA_DIR: join(root, "data"), PORT: String(port), HOST: "127.0.0.1" }),
        stdio: ["ignore", "pipe", "pipe"],
      });
      const exit = waitForExit(proc, 180_000);
      try {
        await waitUntilHealthy(port, () => proc.exitCode !== null, 150_000);
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      } finally {
        proc.kill("SIGTERM");
      }
      const finished = await exit;
      expect(finished.code, finished.stderr).toBe(0);
      expect(finished.stdout).not.toMatch(/Building|Built the server/);
      expect(statSync(build.SERVER_ENTRY).mtimeMs).toBe(builtAt);
    });
  });
});
