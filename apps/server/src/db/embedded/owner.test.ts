import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, type RunningServer, run, startServer } from "../../../test/processes.js";
import { DEMO_LOGINS } from "../../cli/demo-data.js";
import { acquireLock, lockFileOf } from "./lock.js";

/**
 * One owner per embedded database folder, with real processes: the server holds the folder; a second `npm start`
 * refuses before touching it; `npm run admin:create` and `npm run seed` (run by npm in the apps/server workspace)
 * work beside it through the server, which sees their result at once; a tool that cannot go through the server
 * refuses; and after the owner is killed (a crash), its stale lock is taken over.
 * The folder is named by a relative DATA_DIR, which must mean the same folder for every script.
 */
const root = mkdtempSync(join(tmpdir(), "freight-owner-"));
const dataDir = join(root, "data");
// Relative to the repository root, as an operator writes it; from apps/server it would name another folder.
const env = { DATA_DIR: relative(REPO_ROOT, dataDir), LOG_LEVEL: "warn", WEB_DIST: root };
const dbDir = join(dataDir, "db");
const tsx = join(REPO_ROOT, "node_modules/.bin/tsx");
let server: RunningServer;

const login = (url: string, email: string, password: string) =>
  fetch(`${url}/api/admins/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

// Real processes on an embedded folder: the same in both vitest projects, so once.
describe.skipIf(process.env.TEST_DRIVER === "postgres")("one owner per embedded database folder", () => {
  beforeAll(async () => {
    server = await startServer(env);
  }, 180_000);
  afterAll(() => {
    server?.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it("a relative DATA_DIR names the folder under the repository root", () => {
    const lock = JSON.parse(readFileSync(lockFileOf(dbDir), "utf8"));
    expect(lock).toMatchObject({ pid: server.proc.pid, holder: "the server (npm start)", control: `${dbDir}.sock` });
  });

  it("a second npm start on the folder refuses before touching it, naming the running process", async () => {
    const lockBefore = readFileSync(lockFileOf(dbDir), "utf8");
    const second = await run("npm", ["start"], { ...env, PORT: "0" });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `The embedded database ${dbDir} is in use by process ${server.proc.pid}: the server (npm start)`,
    );
    expect(second.stderr).toContain(`kill ${server.proc.pid}), or set DATA_DIR to another folder`);
    expect(second.stdout).not.toContain("is running at");
    expect(readFileSync(lockFileOf(dbDir), "utf8")).toBe(lockBefore);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it("npm run admin:create and npm run seed work beside the server, which sees the result at once", async () => {
    const admin = ["--email", "beside@swiftway.test", "--password", "Beside2025x", "--firstname", "Bea"];
    const created = await run(
      "npm",
      ["run", "--silent", "admin:create", "--", ...admin, "--lastname", "Side", "--role", "manager"],
      env,
    );
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(
      `Created manager beside@swiftway.test (id ${/id (\d+)/.exec(created.stdout)?.[1]}) through the running server (process ${server.proc.pid})`,
    );
    expect((await login(server.url, "beside@swiftway.test", "Beside2025x")).status).toBe(200);

    const seeded = await run("npm", ["run", "--silent", "seed"], env);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain(`through the running server (process ${server.proc.pid})`);
    const staff = DEMO_LOGINS[0];
    expect((await login(server.url, staff.email, staff.password)).status).toBe(200);

    const duplicate = await run(tsx, ["apps/server/src/cli/admin-create.ts", ...admin, "--lastname", "Side"], env);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("admin:create: an admin with e-mail beside@swiftway.test already exists");
  }, 180_000);

  it("a tool that cannot work through the server refuses before writing: restore into its folder", async () => {
    const backup = join(root, "some-backup");
    mkdirSync(join(backup, "uploads"), { recursive: true });
    writeFileSync(join(backup, "database.sql"), "select 1;\n");
    writeFileSync(join(backup, "uploads", "x.png"), "x");
    const restore = await run(tsx, ["apps/server/src/cli/restore.ts", backup], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`restore: The embedded database ${dbDir} is in use by process ${server.proc.pid}`);
    expect(existsSync(join(dataDir, "uploads", "x.png"))).toBe(false);
  }, 120_000);

  it("a tool refuses beside another tool that holds the folder, naming it", async () => {
    const otherDir = join(root, "other");
    mkdirSync(otherDir);
    const held = acquireLock(join(otherDir, "db"), "npm run restore");
    try {
      const seed = await run(tsx, ["apps/server/src/cli/seed.ts"], { DATA_DIR: otherDir });
      expect(seed.code).toBe(1);
      expect(seed.stderr).toContain(
        `seed: The embedded database ${join(otherDir, "db")} is in use by process ${process.pid}: npm run restore`,
      );
      expect(existsSync(join(otherDir, "db"))).toBe(false);
    } finally {
      held.release();
    }
  }, 120_000);

  it("after the owner crashed, the next start takes over its stale lock and has every write", async () => {
    const crashed = server.proc.pid;
    server.proc.kill("SIGKILL");
    await server.exit;
    expect(JSON.parse(readFileSync(lockFileOf(dbDir), "utf8")).pid).toBe(crashed);

    server = await startServer(env);
    const lock = JSON.parse(readFileSync(lockFileOf(dbDir), "utf8"));
    expect(lock.pid).toBe(server.proc.pid);
    expect((await login(server.url, "beside@swiftway.test", "Beside2025x")).status).toBe(200);
  }, 180_000);
});
