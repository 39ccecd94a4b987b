import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { createPackage, insertCustomer, insertStaff } from "../src/db/factories/index.js";
import { scheduledRuns } from "../src/db/schema.js";
import { lastBackup } from "../src/lib/backup/last-backup.js";
import { BACKUP_JOB } from "../src/lib/backup/scheduled-backup.js";
import { type ServerProcesses, scratchPostgres, startServersOnOneDatabase } from "./processes.js";

/**
 * The daily backup (decision 0059) with two real server processes on one PostgreSQL database, checking their
 * schedule every 100 ms and sharing one BACKUP_DIR: the day's backup is written once (one pg_dump -Fc folder, one
 * scheduled_runs row, one process logs it), recorded for the system page, and the older backups past BACKUP_KEEP
 * are removed. Runs in the 'postgres' vitest project (TEST_DATABASE_URL).
 */
const scratch = await scratchPostgres();
const backupDir = mkdtempSync(join(tmpdir(), "freight-daily-backups-"));
const OLDER = [
  "swiftway-2020-01-01T02-00-00-000Z",
  "swiftway-2020-01-02T02-00-00-000Z",
  "swiftway-2020-01-03T02-00-00-000Z",
];

describe.skipIf(!scratch)("the daily backup with two server processes on one PostgreSQL", () => {
  let processes: ServerProcesses | undefined;

  beforeAll(async () => {
    for (const name of OLDER) mkdirSync(join(backupDir, name));
    processes = await startServersOnOneDatabase(scratch!.url, {
      env: {
        JWT_SECRET: "daily-backup-secret-".padEnd(48, "x"),
        SCHEDULE_CHECK_MS: "100",
        LOG_LEVEL: "info",
        BACKUP_DIR: backupDir,
        BACKUP_KEEP: "2",
      },
      seed: async (db) => {
        await insertStaff(db, { role: "owner", email: "owner@staff.test" });
        const owner = await insertCustomer(db, { email_address: "ada@example.com" });
        await createPackage(db, { owner, receivedDaysAgo: 3 });
      },
    });
  }, 240_000);

  afterAll(async () => {
    processes?.stop();
    await scratch?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("writes the day's backup once, records it, and keeps the newest BACKUP_KEEP", async () => {
    const database = await openDatabase({ url: scratch!.url });
    try {
      const db = database.db;
      const done = and(eq(scheduledRuns.job, BACKUP_JOB), isNotNull(scheduledRuns.finished_at));
      const deadline = Date.now() + 60_000;
      while ((await db.select().from(scheduledRuns).where(done)).length === 0) {
        if (Date.now() > deadline) throw new Error("no backup was written in 60 s");
        await sleep(200);
      }
      // Both processes keep checking every 100 ms for another 1.5 s: nothing more may happen.
      await sleep(1_500);
      const runs = await db.select().from(scheduledRuns).where(eq(scheduledRuns.job, BACKUP_JOB));
      expect(runs).toHaveLength(1);
      expect(runs[0]!.summary).toMatch(/^backup written to .*swiftway-.* \(0 uploaded file\(s\)\); 2 older removed$/);

      const folders = readdirSync(backupDir).sort();
      expect(folders).toHaveLength(2);
      expect(folders[0]).toBe(OLDER[2]);
      const written = join(backupDir, folders[1]!);
      expect(existsSync(join(written, "database.dump"))).toBe(true);
      expect(existsSync(join(written, "jwt-secret"))).toBe(true);
      expect(await lastBackup(db)).toMatchObject({ folder: written, kind: "postgres", trigger: "scheduled" });
    } finally {
      await database.close();
    }
    const outputs = await processes!.terminate();
    const ranIn = outputs.map((out) => (out.match(/scheduled job backup ran/g) ?? []).length);
    expect(ranIn.sort()).toEqual([0, 1]);
  }, 120_000);
});
