import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, run } from "./processes.js";

/**
 * The command-line tools (scripts/cli.mjs: npm run backup, restore, seed, admin:create) never rebuild apps/server/dist
 * under a server: with NODE_ENV=production, or while a server runs the build, they run the build they find and warn
 * when it is older than the sources. A rebuild swapped dist whole and deleted the old chunks, and the running server
 * then answered 500 on every lazily loaded one. A rebuild that does happen keeps the old build's chunks.
 */
const build = (await import(join(REPO_ROOT, "scripts/lib/build.mjs"))) as {
  buildIfStale(options: { web: boolean }): Promise<void>;
  buildServer(): Promise<void>;
  SERVER_DIST: string;
  SERVER_ENTRY: string;
};
const root = mkdtempSync(join(tmpdir(), "freight-tools-build-"));
const longAgo = new Date("2000-01-01T00:00:00Z");
let running: ChildProcess | undefined;
let builtAtFirst: Date | undefined;

/** The build made to look older than every source, as after a `git pull` (put back after each test). */
function makeStale() {
  builtAtFirst ??= statSync(build.SERVER_ENTRY).mtime;
  utimesSync(build.SERVER_ENTRY, longAgo, longAgo);
  return statSync(build.SERVER_ENTRY).mtimeMs;
}

/** `npm run restore` with no folder: it ends with its usage line, after whatever build step it takes. */
const restoreWithoutFolder = (env: Record<string, string>) =>
  run(process.execPath, ["scripts/cli.mjs", "restore"], { DATA_DIR: join(root, "data"), ...env });

describe.skipIf(process.env.TEST_DRIVER === "postgres")("the command-line tools' build", () => {
  beforeAll(() => build.buildIfStale({ web: false }), 120_000);
  afterEach(() => {
    if (builtAtFirst && existsSync(build.SERVER_ENTRY)) utimesSync(build.SERVER_ENTRY, builtAtFirst, builtAtFirst);
    builtAtFirst = undefined;
  });
  afterAll(() => {
    running?.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  });

  it("with NODE_ENV=production a stale build is run as it is, with a warning", async () => {
    const builtAt = makeStale();
    const tool = await restoreWithoutFolder({ NODE_ENV: "production" });
    expect(tool.stderr).toContain("restore: name the backup folder");
    expect(tool.stderr).toContain("the build is older than the sources; not rebuilt (NODE_ENV=production)");
    expect(tool.stdout).not.toMatch(/Building|Built the server/);
    expect(statSync(build.SERVER_ENTRY).mtimeMs).toBe(builtAt);
  });

  it("beside a server running the build (holding DATA_DIR, or any other) a stale build is not rebuilt", async () => {
    // Stands in for `node apps/server/dist/main.js` holding DATA_DIR: its command line names the build's entry.
    running = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", build.SERVER_ENTRY], { stdio: "ignore" });
    await new Promise((resolve) => running?.once("spawn", resolve));
    const pid = running.pid as number;
    mkdirSync(join(root, "data"), { recursive: true });
    const lock = { pid, holder: "the server (npm start)", startedAt: new Date().toISOString() };
    writeFileSync(join(root, "data", "db.lock"), JSON.stringify({ ...lock, control: join(root, "data", "db.sock") }));
    const builtAt = makeStale();
    for (const dataDir of [join(root, "data"), join(root, "another")]) {
      const tool = await restoreWithoutFolder({ DATA_DIR: dataDir });
      expect(tool.stderr).toContain("restore: name the backup folder");
      expect(tool.stderr).toContain(`not rebuilt (the server, process ${pid}, runs it)`);
      expect(tool.stdout).not.toMatch(/Building|Built the server/);
      expect(statSync(build.SERVER_ENTRY).mtimeMs).toBe(builtAt);
    }
  }, 120_000);

  it("a rebuild keeps the chunks of the build it replaces, for a server still running that one", async () => {
    const kept = join(build.SERVER_DIST, "chunks-KEPTBYTEST.js");
    const expired = join(build.SERVER_DIST, "chunks-EXPIREDBYTEST.js");
    writeFileSync(kept, "export const x = 1;\n");
    writeFileSync(expired, "export const x = 2;\n");
    utimesSync(expired, longAgo, longAgo);
    await build.buildServer();
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(expired)).toBe(false);
    rmSync(kept);
  }, 120_000);
});
