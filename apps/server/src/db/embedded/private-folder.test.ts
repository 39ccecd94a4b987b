import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../client.js";

/**
 * The embedded database's folder is readable by its own user only, as PostgreSQL insists for a data directory: its
 * files hold password hashes and every e-mail address. A new DATA_DIR and its db/ are made 0700, and every open
 * (a start, a tool, a restore) takes group and other access off a folder that was copied or unpacked loosely.
 */
const root = mkdtempSync(join(tmpdir(), "freight-private-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;
/** Everything under `dir` that group or other may read, write or enter. */
const openToOthers = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => modeOf(path) & 0o077);

describe.skipIf(process.env.TEST_DRIVER === "postgres")("the embedded database folder", () => {
  it("a new DATA_DIR (made by the configuration's secret) is 0700", () => {
    const dataDir = join(root, "config", "data");
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    expect(modeOf(dataDir).toString(8)).toBe("700");
  });

  it("a new database leaves DATA_DIR, db/ and every file in it to its user alone", async () => {
    const dataDir = join(root, "fresh", "data");
    const dbDir = join(dataDir, "db");
    const database = await openDatabase({ dataDir: dbDir, holder: "test" });
    await database.db.execute("create table t (x int)");
    await database.close();
    expect(modeOf(dataDir).toString(8)).toBe("700");
    expect(modeOf(dbDir).toString(8)).toBe("700");
    expect(readdirSync(dbDir, { recursive: true }).length).toBeGreaterThan(100);
    expect(openToOthers(dbDir)).toEqual([]);
  }, 60_000);

  it("opening a folder copied with loose modes tightens it before the database reads it", async () => {
    const dbDir = join(root, "fresh", "data", "db");
    chmodSync(dbDir, 0o755);
    const wal = join(dbDir, "pg_wal");
    chmodSync(wal, 0o777);
    const loose = join(dbDir, "global", "pg_control");
    chmodSync(loose, 0o666);
    writeFileSync(join(dbDir, "left-over"), "x", { mode: 0o644 });
    const database = await openDatabase({ dataDir: dbDir, holder: "test" });
    try {
      expect(modeOf(dbDir).toString(8)).toBe("700");
      expect(modeOf(wal).toString(8)).toBe("700");
      expect(modeOf(loose).toString(8)).toBe("600");
      expect(openToOthers(dbDir)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
