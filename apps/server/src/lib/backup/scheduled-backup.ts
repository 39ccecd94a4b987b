import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { type DailyJob, minuteOf } from "../schedule.js";
import { writeEmbeddedBackupInChild } from "./backup-in-child.js";
import { heldBeside } from "./copy-uploads.js";
import { recordBackup } from "./last-backup.js";
import { hasPostgresTools, writePostgresBackup } from "./write-backup.js";

export const BACKUP_JOB = "backup";
/** Daily backups are folders named so that their names sort by time; only these are pruned. */
const BACKUP_PREFIX = "swiftway-";
const PARTIAL_PREFIX = ".partial-";

/** Removes all but the newest `keep` daily backups in `dir` (and any half-written one); answers the removed names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const backups = entries
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(BACKUP_PREFIX))
    .sort();
  const partial = entries.map((entry) => entry.name).filter((name) => name.startsWith(PARTIAL_PREFIX));
  const removed = [...backups.slice(0, Math.max(0, backups.length - keep)), ...partial];
  for (const name of removed) rmSync(join(dir, name), { recursive: true, force: true });
  return removed;
}

/**
 * The daily backup (decision 0059): claimed once a day across processes by the schedule (lib/schedule.ts), then
 * written after the claim commits (a snapshot of the embedded database cannot be taken inside a transaction of
 * the same database); the dump is made from that snapshot in a short-lived child process (decision 0078). It is
 * written into a hidden folder and renamed when whole, so BACKUP_DIR only ever holds whole backups; the newest BACKUP_KEEP are kept. A failed backup gives the day back, for the next check. It is due from BACKUP_AT (UTC) each day.
 * The server's shutdown stops it (the child process or pg_dump is killed) and gives the day back; a claim left by a
 * process killed mid-backup is taken over after the schedule's lease (decision 0112).
 */
export function scheduledBackupJob(config: Config, database: Database): DailyJob {
  return {
    name: BACKUP_JOB,
    dueFromMinute: minuteOf(config.BACKUP_AT),
    run: async () => "claimed",
    async afterCommit(now, signal) {
      if (!database.pglite && !(await hasPostgresTools()))
        return "skipped: pg_dump and pg_restore are not installed on this machine";
      const name = `${BACKUP_PREFIX}${now.toISOString().replace(/[:.]/g, "-")}`;
      const folder = join(config.BACKUP_DIR, name);
      const partial = join(config.BACKUP_DIR, `${PARTIAL_PREFIX}${name}`);
      mkdirSync(partial, { recursive: true, mode: 0o700 });
      const contents = { target: partial, uploadsDir: join(config.DATA_DIR, "uploads"), secret: config.JWT_SECRET };
      let written: { uploads: number };
      try {
        written = database.pglite
          ? await writeEmbeddedBackupInChild(database.pglite, contents, signal)
          : await writePostgresBackup(config.DATABASE_URL!, contents, signal);
        renameSync(partial, folder);
      } catch (error) {
        rmSync(partial, { recursive: true, force: true });
        rmSync(heldBeside(contents.uploadsDir, partial), { recursive: true, force: true });
        throw error;
      }
      const removed = pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP);
      await recordBackup(database.db, {
        at: new Date().toISOString(),
        folder,
        kind: database.pglite ? "embedded" : "postgres",
        trigger: "scheduled",
      });
      const s3 = config.S3_URL ? "; the uploads are in the S3 bucket, not in it" : "";
      return `backup written to ${folder} (${written.uploads} uploaded file(s)${s3}); ${removed.length} older removed`;
    },
  };
}
