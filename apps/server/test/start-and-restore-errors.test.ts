import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT, run } from "./processes.js";

/**
 * A start or a restore that cannot go on says why in one line an operator can act on, not with a stack trace: a
 * DATABASE_URL nobody answers on (the password in it never printed), and a backup made by a newer release.
 */
const root = mkdtempSync(join(tmpdir(), "freight-start-errors-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const tsx = join(REPO_ROOT, "node_modules/.bin/tsx");
const STACK_LINE = /^\s+at /m;

// Processes, on no database of the test run's: once.
describe.skipIf(process.env.TEST_DRIVER === "postgres")("failed starts and restores", () => {
  it("a start on a DATABASE_URL nobody answers on names DATABASE_URL in one line, without its password", async () => {
    const started = await run(tsx, ["apps/server/src/main.ts"], {
      DATA_DIR: join(root, "start"),
      DATABASE_URL: "postgres://swiftway:hunter2-secret@127.0.0.1:1/swiftway",
    });
    expect(started.code).toBe(1);
    expect(started.stderr.trim()).toBe(
      "Cannot use the PostgreSQL database at DATABASE_URL (127.0.0.1:1/swiftway): ECONNREFUSED: connect " +
        "ECONNREFUSED 127.0.0.1:1. Check that PostgreSQL runs and takes connections there, and that DATABASE_URL's " +
        "host, port, user, password and database name are right.",
    );
    expect(started.stdout + started.stderr).not.toContain("hunter2");
  }, 120_000);

  it("a restore of a backup made by a newer release says so in one line and leaves nothing behind", async () => {
    // A backup whose database a later release migrated: a migration this release does not know.
    const backup = join(root, "newer-backup");
    mkdirSync(backup, { recursive: true });
    writeFileSync(
      join(backup, "database.sql"),
      `CREATE SCHEMA drizzle;
CREATE TABLE drizzle.__drizzle_migrations (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint);
INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-later-release', 4102444800000);
`,
    );
    const dataDir = join(root, "restored");
    const restored = await run(tsx, ["apps/server/src/cli/restore.ts", backup], { DATA_DIR: dataDir });
    expect(restored.code).toBe(1);
    expect(restored.stderr).not.toMatch(STACK_LINE);
    expect(restored.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^restore: this backup was made by a newer release of the product: its database holds 1 migration\(s\) this release \(ending with \w+\) does not know\. Restore it with that release or a newer one \(nothing was left behind in .*restored\)\.$/,
      ),
    ]);
    expect(restored.stderr).not.toContain("Start the newer release again");
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);
});
