import { setTimeout as sleep } from "node:timers/promises";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { loadConfig } from "../../config.js";
import { scheduledRuns } from "../../db/schema.js";
import { memoryLogger } from "../../../test/smtp-peer.js";
import { jobStatuses } from "../job-status.js";
import { type DailyJob, runIfDue, startScheduler } from "../schedule.js";
import { lastBackup } from "./last-backup.js";
import { BACKUP_JOB, scheduledBackupJob } from "./scheduled-backup.js";

/**
 * The daily backup job on the embedded database (decision 0059; the dump made in a child process, decision 0078):
 * the backup is written whole into BACKUP_DIR (database.sql, jwt-secret, uploads, and no snapshot left over), the
 * older ones past BACKUP_KEEP and a half-written one are removed, and it is recorded; a failing afterCommit gives the day back, so the next check runs it again.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const root = mkdtempSync(join(tmpdir(), "freight-scheduled-backup-"));
const backupDir = join(root, "backups");

describe.skipIf(process.env.TEST_DRIVER === "postgres")("the daily backup job", () => {
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("writes a whole backup from BACKUP_AT on, keeps the newest BACKUP_KEEP and records it", async () => {
    for (const old of ["swiftway-2020-01-01T00-00-00-000Z", "swiftway-2020-01-02T00-00-00-000Z", ".partial-x"])
      mkdirSync(join(backupDir, old), { recursive: true });
    mkdirSync(join(root, "data", "uploads"), { recursive: true });
    const config = loadConfig({
      DATA_DIR: join(root, "data"),
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: "2",
      BACKUP_AT: "05:00",
      JWT_SECRET: "scheduled-backup-secret-".padEnd(48, "x"),
      LOG_LEVEL: "silent",
    });
    const job = scheduledBackupJob(config, database);
    // Not before BACKUP_AT (UTC): nothing is written.
    expect(await runIfDue(database.db, job, new Date("2026-06-01T04:59:00Z"))).toEqual({ job: BACKUP_JOB, ran: false });
    expect(readdirSync(backupDir).filter((f) => !f.startsWith("swiftway-2020"))).toEqual([".partial-x"]);
    const outcome = await runIfDue(database.db, job, new Date("2026-06-01T05:00:00Z"));
    expect(outcome.ran).toBe(true);
    const folders = readdirSync(backupDir).sort();
    expect(folders).toHaveLength(2);
    expect(folders[0]).toBe("swiftway-2020-01-02T00-00-00-000Z");
    const written = join(backupDir, folders[1]!);
    expect(readdirSync(written).sort()).toEqual(["backup.json", "database.sql", "jwt-secret", "uploads"]);
    expect(readFileSync(join(written, "database.sql"), "utf8")).toMatch(/CREATE TABLE public\.mail_outbox/);
    expect(readFileSync(join(written, "jwt-secret"), "utf8")).toBe(config.JWT_SECRET);
    expect(outcome.ran && outcome.summary).toBe(`backup written to ${written} (0 uploaded file(s)); 2 older removed`);
    expect(await lastBackup(database.db)).toMatchObject({ folder: written, kind: "embedded", trigger: "scheduled" });
    const [run] = await database.db.select().from(scheduledRuns).where(eq(scheduledRuns.job, BACKUP_JOB));
    expect(run?.finished_at).toBeInstanceOf(Date);
  }, 120_000);

  it("gives the day back when the work after the claim fails, so the next check runs it", async () => {
    let calls = 0;
    const flaky: DailyJob = {
      name: "flaky-after-commit",
      run: async () => "claimed",
      async afterCommit() {
        calls++;
        if (calls === 1) throw new Error("disk full");
        return "done";
      },
    };
    const now = new Date();
    await expect(runIfDue(database.db, flaky, now)).rejects.toThrow("disk full");
    expect(await database.db.select().from(scheduledRuns).where(eq(scheduledRuns.job, flaky.name))).toEqual([]);
    expect(await runIfDue(database.db, flaky, now)).toMatchObject({ ran: true, summary: "done" });
    expect(await runIfDue(database.db, flaky, now)).toEqual({ job: flaky.name, ran: false });
    expect(calls).toBe(2);
    expect(existsSync(backupDir)).toBe(true);
  });

  it("the scheduler's stop kills the backup's child at once, leaves no half-written folder and gives the day back", async () => {
    const dir = join(root, "stopped-backups");
    const config = loadConfig({
      DATA_DIR: join(root, "data"),
      BACKUP_DIR: dir,
      JWT_SECRET: "scheduled-backup-secret-".padEnd(48, "x"),
      LOG_LEVEL: "silent",
    });
    const job = scheduledBackupJob(config, database);
    const now = new Date("2026-06-02T05:00:00Z");
    const scheduler = startScheduler(database.db, [job], memoryLogger().log, { intervalMs: 60_000, now: () => now });
    // The snapshot is handed to the child in the hidden folder: the child is at work.
    const snapshotWritten = () =>
      existsSync(dir) && readdirSync(dir).some((name) => existsSync(join(dir, name, ".snapshot.tar")));
    while (!snapshotWritten()) await sleep(20);
    const stopAt = Date.now();
    await scheduler.stop();
    expect(Date.now() - stopAt).toBeLessThan(2_000);
    expect(readdirSync(dir)).toEqual([]);
    const claims = await database.db.select().from(scheduledRuns).where(eq(scheduledRuns.job, BACKUP_JOB));
    expect(claims.filter((claim) => claim.period === "2026-06-02")).toEqual([]);
    expect((await jobStatuses(database.db)).find((status) => status.job === BACKUP_JOB)).toMatchObject({
      outcome: "failed",
    });
    // The next start's check writes the day's backup.
    expect(await runIfDue(database.db, job, now)).toMatchObject({ ran: true, period: "2026-06-02" });
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^swiftway-2026-06-02/)]);
  }, 120_000);
});
