import { statfs } from "node:fs/promises";
import { BACKLOG_WARN_AFTER_SECONDS, BACKUP_WARN_AFTER_SECONDS, type SystemStatus } from "@app/shared/system/staff";
import { lastBackup } from "../../lib/backup/last-backup.js";
import { ageSeconds, databaseSizeBytes, type OutboxBacklog, readBacklogs, uploadsUse } from "../../lib/backlogs.js";
import { buildInfo } from "../../lib/build-info.js";
import { jobStatuses } from "../../lib/job-status.js";
import type { ServiceContext } from "../../lib/service-context.js";

/** Free space under this share of the data folder's disk is warned about. */
const DISK_WARN_SHARE = 0.1;

const backlogOut = (backlog: OutboxBacklog, now: Date) => ({
  queued: backlog.queued,
  oldest_at: backlog.oldestAt?.toISOString() ?? null,
  oldest_age_seconds: ageSeconds(backlog.oldestAt, now),
  retrying: backlog.retrying,
  failed: backlog.failed,
});

/** The data folder's disk; null where the system cannot say (statfs is not everywhere). */
async function diskOf(dir: string): Promise<{ free: number; total: number } | null> {
  try {
    const stats = await statfs(dir);
    return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What needs the owner's attention, in plain words, most urgent first. */
export function warningsOf(status: Omit<SystemStatus, "warnings">): string[] {
  const warnings: string[] = [];
  const { mail, messages, backup, jobs, storage } = status;
  if (mail.retrying > 0)
    warnings.push(
      `${plural(mail.retrying, "e-mail is", "e-mails are")} being retried: the mail server refuses or cannot be reached.`,
    );
  if (messages.retrying > 0)
    warnings.push(
      `${plural(messages.retrying, "SMS/WhatsApp message is", "SMS/WhatsApp messages are")} being retried.`,
    );
  for (const [what, backlog] of [
    ["e-mail", mail],
    ["SMS/WhatsApp message", messages],
  ] as const)
    if (backlog.oldest_age_seconds > BACKLOG_WARN_AFTER_SECONDS)
      warnings.push(`The oldest queued ${what} has waited ${Math.floor(backlog.oldest_age_seconds / 60)} minutes.`);
  const failed = mail.failed + messages.failed;
  if (failed > 0)
    warnings.push(`${plural(failed, "message has", "messages have")} failed for good: see Failed E-mails.`);
  for (const job of jobs)
    if (job.outcome === "failed") warnings.push(`The daily job "${job.job}" failed: ${job.detail}`);
  if (!backup) warnings.push("No backup has been taken yet.");
  else if (backup.age_seconds > BACKUP_WARN_AFTER_SECONDS)
    warnings.push(`The last backup is ${Math.floor(backup.age_seconds / 86_400)} days old.`);
  if (storage.disk_free_bytes !== null && storage.disk_total_bytes)
    if (storage.disk_free_bytes / storage.disk_total_bytes < DISK_WARN_SHARE)
      warnings.push("The data folder's disk is more than 90% full.");
  return warnings;
}

export async function systemStatus(ctx: ServiceContext): Promise<SystemStatus> {
  const now = new Date();
  const { config, db } = ctx;
  const [backlogs, size, jobs, backup, uploads, disk] = await Promise.all([
    readBacklogs(db),
    databaseSizeBytes(db),
    jobStatuses(db),
    lastBackup(db),
    uploadsUse(db),
    diskOf(config.DATA_DIR),
  ]);
  const uptime = process.uptime();
  const { version, commit } = buildInfo(config.SOURCE_COMMIT);
  const status: Omit<SystemStatus, "warnings"> = {
    version,
    commit,
    started_at: new Date(now.getTime() - uptime * 1000).toISOString(),
    uptime_seconds: Math.floor(uptime),
    node: process.version,
    database: { kind: config.DATABASE_URL ? "postgres" : "embedded", size_bytes: size },
    mail: backlogOut(backlogs.mail, now),
    messages: backlogOut(backlogs.messages, now),
    jobs: jobs.map((job) => ({
      job: job.job,
      at: job.at,
      outcome: job.outcome,
      detail: job.detail,
      duration_ms: job.durationMs,
      last_ok_at: job.lastOkAt,
    })),
    storage: {
      kind: config.S3_URL ? "s3" : "folder",
      files: uploads.files,
      bytes: uploads.bytes,
      disk_free_bytes: disk?.free ?? null,
      disk_total_bytes: disk?.total ?? null,
    },
    backup: backup
      ? {
          at: backup.at,
          age_seconds: ageSeconds(new Date(backup.at), now),
          folder: backup.folder,
          trigger: backup.trigger,
        }
      : null,
    backup_schedule: { at: config.BACKUP_AT, keep: config.BACKUP_KEEP },
  };
  return { ...status, warnings: warningsOf(status) };
}
