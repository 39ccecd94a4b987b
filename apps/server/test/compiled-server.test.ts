import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_TRACKING_NUMBER } from "../src/cli/demo-data.js";
import { childEnv, freePort, REPO_ROOT, waitForExit, waitUntilHealthy } from "./processes.js";

/**
 * The compiled server as npm start runs it (scripts/lib/build.mjs): plain node on apps/server/dist, no tsx. On a new
 * DATA_DIR it finds its migrations (from SERVER_ROOT), creates and seeds the database in its child process, loads
 * every feature's routes from dist/features, answers, and stops cleanly on SIGTERM.
 */
interface Build {
  buildIfStale(options: { web: boolean }): Promise<void>;
  SERVER_NODE_ARGS: string[];
  SERVER_ENV: Record<string, string>;
}
const build = (await import(join(REPO_ROOT, "scripts/lib/build.mjs"))) as Build;
const root = mkdtempSync(join(tmpdir(), "freight-compiled-"));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DRIVER === "postgres")("the compiled server", () => {
  beforeAll(() => build.buildIfStale({ web: false }), 120_000);

  it("starts on a new embedded database with the demo data, serves the features and stops on SIGTERM", async () => {
    const port = await freePort();
    const proc = spawn(process.execPath, build.SERVER_NODE_ARGS, {
      cwd: REPO_ROOT,
      env: childEnv({ ...build.SERVER_ENV, DATA_DIR: join(root, "data"), PORT: String(port), HOST: "127.0.0.1" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exit = waitForExit(proc, 180_000);
    try {
      await waitUntilHealthy(port, () => proc.exitCode !== null, 150_000);
      const command = readFileSync(`/proc/${proc.pid}/cmdline`, "utf8").split("\0").join(" ");
      expect(command).toContain("apps/server/dist/main.js");
      expect(command).not.toContain("tsx");
      // Its accept queue holds a burst of connections (Node's default is 511; ss shows a listener's queue as Send-Q).
      const listener = execFileSync("ss", ["-Hltn", `sport = :${port}`], { encoding: "utf8" })
        .trim()
        .split(/\s+/);
      expect(Number(listener[2])).toBe(Math.min(4096, Number(readFileSync("/proc/sys/net/core/somaxconn", "utf8"))));
      const tracked = await fetch(`http://127.0.0.1:${port}/api/track/${DEMO_TRACKING_NUMBER}`);
      expect(tracked.status).toBe(200);
      expect(await tracked.json()).toMatchObject({ tracking_number: DEMO_TRACKING_NUMBER });
    } finally {
      proc.kill("SIGTERM");
    }
    const finished = await exit;
    expect(finished.code, finished.stderr).toBe(0);
    expect(finished.stdout).toContain("Demo log-ins (just created)");
  }, 200_000);
});
