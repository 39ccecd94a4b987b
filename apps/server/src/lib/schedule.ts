import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../db/client.js";
import { scheduledRuns } from "../db/schema.js";
import { recordJobOutcome } from "./job-status.js";

/**
 * Jobs that must run once a day however many server processes share the database (the storage reminders).
 *
 * Each process checks every few minutes whether today's (UTC) run of each job exists. To run one it opens a
 * transaction and claims the day with `INSERT INTO scheduled_runs (job, period) ... ON CONFLICT DO NOTHING
 * RETURNING`, then does the job's work in that same transaction. The primary key decides: a second process's
 * insert of the same (job, period) waits on the first's uncommitted row, then inserts nothing once the first
 * commits (it skips), or claims the day itself if the first rolled back (a failed run is retried at the next
 * check). So the work, and the e-mails it queues in the outbox, happen exactly once per day. No lease, no clock
 * agreement between processes beyond the calendar day, and the same SQL on PGlite and PostgreSQL.
 *
 * The exception is a job with `afterCommit` (the backup): its claim commits before its work, unfinished. The work's
 * failure or the scheduler's stop (the server's shutdown, which stops the work) removes the claim again; a claim left
 * unfinished anyway (the process was killed, or the database was restored from a backup taken while it ran) counts
 * as not done once it is older than CLAIM_LEASE_MS, and the next check takes it over (decision 0112).
 */

export interface DailyJob {
  name: string;
  /**
   * Optional work before the claim, outside any transaction: a call to an outside service (the provider's transaction
   * list) that must not hold the claiming transaction open. Its answer is passed to `run`; it may run in a process
   * that then finds the day claimed by another, so it must only read.
   */
  prepare?(now: Date): Promise<unknown>;
  /** The day's work, in the claiming transaction; answers a short summary kept on the run's row. */
  run(tx: Tx, now: Date, prepared?: unknown): Promise<string>;
  /**
   * Work that cannot happen inside the claiming transaction (a backup's snapshot of the embedded database): run
   * once the claim committed, its answer replacing run's summary. If it fails, the day's claim is removed again,
   * so a later check retries it. `signal` is aborted when the scheduler stops: the work stops at once (it throws).
   * It must finish within CLAIM_LEASE_MS, or another check may take the day over.
   */
  afterCommit?(now: Date, signal: AbortSignal): Promise<string>;
  /**
   * Run at every check instead of once a day (no day claimed): the job's own work claims each thing it does once (a
   * row's reminded_at set by UPDATE ... WHERE it is null), so processes running it together do it once. An empty
   * summary means there was nothing to do (not recorded as a run).
   */
  everyCheck?: true;
  /**
   * From when in the UTC day the day's run is due, in minutes after midnight (the daily backup's BACKUP_AT): checks
   * before it leave the day alone. Default 0: the first check of the day runs it.
   */
  dueFromMinute?: number;
}

/** Minutes after midnight UTC of `now`. */
export const minuteOfDay = (now: Date) => now.getUTCHours() * 60 + now.getUTCMinutes();

/** "HH:MM" → minutes after midnight. */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type JobOutcome =
  | {
      job: string;
      period: string;
      ran: true;
      summary: string;
      /** When the claim this run took over was made (it was left unfinished past the lease). */
      tookOverFrom?: Date;
    }
  | { job: string; ran: false };

/**
 * How long a claim committed unfinished (a job with afterCommit: the backup) holds the day: older, it is taken over
 * (decision 0112). Well above a backup's length (seconds to minutes; a large PostgreSQL dump with its uploads under
 * an hour), so a backup still running is not started twice, and short enough for a day's backup to be taken the same
 * day after a crash.
 */
export const CLAIM_LEASE_MS = 3 * 60 * 60_000;

/** The calendar day (UTC) of `now`, the period a daily run covers. */
export const periodOf = (now: Date) => now.toISOString().slice(0, 10);

/** Claims and runs one job's run for `now`'s day, unless another process (or an earlier check) already did. */
export async function runIfDue(
  db: Db,
  job: DailyJob,
  now: Date,
  signal: AbortSignal = new AbortController().signal,
): Promise<JobOutcome> {
  const period = periodOf(now);
  if (job.everyCheck) {
    const summary = await db.transaction((tx) => job.run(tx, now));
    return summary ? { job: job.name, period, ran: true, summary } : { job: job.name, ran: false };
  }
  if (job.dueFromMinute && minuteOfDay(now) < job.dueFromMinute) return { job: job.name, ran: false };
  const theDay = and(eq(scheduledRuns.job, job.name), eq(scheduledRuns.period, period));
  // A claim left unfinished this long ago: its process is gone (or the database is a restored backup's).
  const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS);
  const stale = and(isNull(scheduledRuns.finished_at), lt(scheduledRuns.started_at, staleBefore));
  // Most checks find the day done: answer that without opening a transaction.
  const [done] = await db
    .select({ started_at: scheduledRuns.started_at, stale: sql<boolean>`coalesce(${stale}, false)` })
    .from(scheduledRuns)
    .where(theDay)
    .limit(1);
  if (done && !done.stale) return { job: job.name, ran: false };
  const tookOverFrom = done ? { tookOverFrom: done.started_at } : {};
  const prepared = job.prepare ? await job.prepare(now) : undefined;
  const outcome = await db.transaction(async (tx): Promise<JobOutcome> => {
    // A stale claim is taken over in place: of processes doing so at once, the first's update makes the row fresh,
    // and the others' (waiting on its lock, then seeing the new row) update nothing.
    const claimed = await tx
      .insert(scheduledRuns)
      .values({ job: job.name, period, started_at: now })
      .onConflictDoUpdate({
        target: [scheduledRuns.job, scheduledRuns.period],
        set: { started_at: now, summary: null },
        setWhere: stale,
      })
      .returning({ job: scheduledRuns.job });
    if (claimed.length === 0) return { job: job.name, ran: false };
    const summary = await job.run(tx, now, prepared);
    await tx
      .update(scheduledRuns)
      .set({ finished_at: job.afterCommit ? null : sql`now()`, summary })
      .where(theDay);
    return { job: job.name, period, ran: true, summary, ...tookOverFrom };
  });
  if (!outcome.ran || !job.afterCommit) return outcome;
  // This run's claim only: one taken over from this process after the lease is the other process's now.
  const thisClaim = and(theDay, eq(scheduledRuns.started_at, now));
  let summary: string;
  try {
    signal.throwIfAborted();
    summary = await job.afterCommit(now, signal);
  } catch (error) {
    await db.delete(scheduledRuns).where(thisClaim);
    throw error;
  }
  await db.update(scheduledRuns).set({ finished_at: sql`now()`, summary }).where(thisClaim);
  return { ...outcome, summary };
}

export interface SchedulerOptions {
  /** How often to check, in ms. */
  intervalMs: number;
  /** The first check, this long after start (default: at once). */
  firstCheckMs?: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /** After a run committed (wakes the mail worker for the e-mails it queued). */
  onRan?: (outcome: JobOutcome) => void;
  /** Once, when the first check is over (whatever its jobs did): the start's background work is done. */
  afterFirstCheck?: () => void;
}

/**
 * Checks the jobs now and then every `intervalMs` until stopped, one check at a time. A failing job is logged and
 * tried again at the next check (its claim was rolled back with its work).
 */
export function startScheduler(db: Db, jobs: DailyJob[], log: FastifyBaseLogger, options: SchedulerOptions) {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;
  let stopped = false;
  // Aborted by stop(): work running after its claim committed (a backup's child process) stops at once.
  const stopping = new AbortController();

  async function check() {
    for (const job of jobs) {
      if (stopped) return;
      const started = now();
      try {
        const outcome = await runIfDue(db, job, started, stopping.signal);
        if (outcome.ran) {
          if (outcome.tookOverFrom)
            log.warn(
              { job: job.name, period: outcome.period },
              `scheduled job ${job.name}: the claim of ${outcome.period} made at ${outcome.tookOverFrom.toISOString()} never finished (its process stopped); taken over`,
            );
          log.info({ job: job.name, period: outcome.period }, `scheduled job ${job.name} ran: ${outcome.summary}`);
          await recordJobOutcome(db, job.name, started, { ok: true, summary: outcome.summary });
          options.onRan?.(outcome);
        }
      } catch (error) {
        // Kept for the system page and /metrics: the failed attempt's claim was rolled back with its work.
        if (stopping.signal.aborted) {
          const stoppedError = new Error("stopped by the server's shutdown; the next check (or start) runs it again");
          await recordJobOutcome(db, job.name, started, { ok: false, error: stoppedError });
          log.warn({ job: job.name }, `scheduled job ${job.name} ${stoppedError.message}`);
          return;
        }
        await recordJobOutcome(db, job.name, started, { ok: false, error });
        log.error(
          { err: error, job: job.name },
          `scheduled job ${job.name} failed; it is tried again at the next check`,
        );
      }
    }
  }
  let afterFirstCheck = options.afterFirstCheck;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      active = check().finally(() => {
        active = undefined;
        afterFirstCheck?.();
        afterFirstCheck = undefined;
        schedule(options.intervalMs);
      });
    }, ms);
    timer.unref();
  };
  schedule(options.firstCheckMs ?? 0);

  return {
    /** Runs a check now (tests), or waits for the one under way. */
    async checkNow() {
      if (active) return active;
      await check();
    },
    /**
     * Takes no further check and waits for the one under way, whose transaction then commits or rolls back; work
     * after a claim committed (a backup) is stopped, and its claim removed.
     */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort(new Error("the scheduler stopped"));
      await active;
    },
  };
}
