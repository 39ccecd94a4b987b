import { like, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { appSettings } from "../db/schema.js";

/**
 * The last run of each daily job and how it ended (decision 0066), for /metrics and the owners' system page. A failed
 * run rolls its claim back (lib/schedule.ts), so scheduled_runs never shows a failure: the process that ran or tried
 * a job records the outcome here, one app_settings row per job (`scheduled_job:<name>`), whichever process it was.
 */
const KEY_PREFIX = "scheduled_job:";

export interface JobStatus {
  job: string;
  /** When the run (or the attempt) started, ISO 8601. */
  at: string;
  outcome: "ok" | "failed";
  /** The run's summary, or the error of a failed attempt. */
  detail: string;
  durationMs: number;
  /** The last run that ended well, ISO 8601; null when none has yet. */
  lastOkAt: string | null;
}

/** Records a run's or a failed attempt's outcome; never throws (a database that is down is logged by the caller). */
export async function recordJobOutcome(
  db: Db,
  job: string,
  started: Date,
  outcome: { ok: true; summary: string } | { ok: false; error: unknown },
): Promise<void> {
  const status: JobStatus = {
    job,
    at: started.toISOString(),
    outcome: outcome.ok ? "ok" : "failed",
    detail: (outcome.ok
      ? outcome.summary
      : outcome.error instanceof Error
        ? outcome.error.message
        : String(outcome.error)
    ).slice(0, 500),
    // Tests move the scheduler's clock: never a negative duration.
    durationMs: Math.max(0, Date.now() - started.getTime()),
    lastOkAt: outcome.ok ? started.toISOString() : null,
  };
  const key = `${KEY_PREFIX}${job}`;
  // A failure keeps the time of the last run that went well.
  const value = outcome.ok
    ? sql`${JSON.stringify(status)}::jsonb`
    : sql`${JSON.stringify(status)}::jsonb || jsonb_build_object('lastOkAt', ${appSettings.value} -> 'lastOkAt')`;
  await db
    .insert(appSettings)
    .values({ key, value: status })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updated_at: sql`now()` } })
    .catch(() => undefined);
}

/** Every job's last recorded outcome, by name. */
export async function jobStatuses(db: Db): Promise<JobStatus[]> {
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(like(appSettings.key, `${KEY_PREFIX}%`));
  return rows.map((row) => row.value as JobStatus).sort((a, b) => a.job.localeCompare(b.job));
}
