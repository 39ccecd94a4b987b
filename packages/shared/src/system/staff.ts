import { z } from "zod";

/** One outbox's backlog: what is still to go out, the oldest's age, what waits for a retry, what was given up on. */
export const backlogSchema = z.object({
  queued: z.number().int(),
  oldest_at: z.string().nullable(),
  oldest_age_seconds: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});

export const jobStatusSchema = z.object({
  job: z.string(),
  at: z.string(),
  outcome: z.enum(["ok", "failed"]),
  detail: z.string(),
  duration_ms: z.number().int(),
  last_ok_at: z.string().nullable(),
});

/** What the owners' system page shows (GET /api/admin/system). Sizes in bytes, ages in seconds. */
export const systemStatusSchema = z.object({
  version: z.string(),
  commit: z.string(),
  started_at: z.string(),
  uptime_seconds: z.number().int(),
  node: z.string(),
  database: z.object({ kind: z.enum(["embedded", "postgres"]), size_bytes: z.number().int() }),
  mail: backlogSchema,
  messages: backlogSchema,
  jobs: z.array(jobStatusSchema),
  storage: z.object({
    kind: z.enum(["folder", "s3"]),
    files: z.number().int(),
    bytes: z.number().int(),
    /** The data folder's disk (embedded database, uploads in a folder, mail files); null where it cannot be read. */
    disk_free_bytes: z.number().int().nullable(),
    disk_total_bytes: z.number().int().nullable(),
  }),
  backup: z
    .object({
      at: z.string(),
      age_seconds: z.number().int(),
      folder: z.string(),
      trigger: z.enum(["scheduled", "manual"]),
    })
    .nullable(),
  /** The daily backup's settings: due from `at` (HH:MM UTC, BACKUP_AT), the newest `keep` kept (0: off). */
  backup_schedule: z.object({ at: z.string(), keep: z.number().int() }),
  warnings: z.array(z.string()),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
export type Backlog = z.infer<typeof backlogSchema>;

/** A backup older than this is warned about (issue 35: "a warning after two days"). */
export const BACKUP_WARN_AFTER_SECONDS = 2 * 24 * 3600;
/** A message queued longer than this is warned about: the worker normally sends within seconds. */
export const BACKLOG_WARN_AFTER_SECONDS = 15 * 60;

export const SYSTEM_TEXTS = {
  title: "System",
  intro:
    "How this installation is doing: the release, the database, what the mail and message workers still have to send, the daily jobs, storage and the last backup. The figures reload every few seconds.",
  loadError: "Could not load the system status.",
  /** A reload failed while figures are shown: they stay, and say how old they are. */
  refreshFailed: (at: string) =>
    `Could not refresh the figures: those shown are from the last successful load, at ${at}.`,
  ownersOnly: "Only owners see the system page.",
  noWarnings: "No warnings.",
  noJobs: "No daily job has run in this database yet.",
  noBackup: "No backup has been taken yet.",
} as const;

/** "Daily from 01:00 UTC (02:00 in Lagos), the newest 7 kept", or that it is off (BACKUP_KEEP=0). */
export function backupScheduleText({ at, keep }: SystemStatus["backup_schedule"]): string {
  if (keep === 0) return "Off (BACKUP_KEEP=0): only npm run backup writes one.";
  const lagosHour = String((Number(at.slice(0, 2)) + 1) % 24).padStart(2, "0");
  return `Daily from ${at} UTC (${lagosHour}${at.slice(2)} in Lagos), the newest ${keep} kept`;
}
