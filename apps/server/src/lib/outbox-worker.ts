import { setTimeout as sleep } from "node:timers/promises";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.js";

/** What every claimed outbox row has, beside its own columns. */
export interface ClaimedOutboxRow {
  id: number;
  attempts: number;
  /** The row's status when it was claimed: a claimed status means an earlier worker's lease ran out mid-delivery. */
  was: string;
}

/**
 * One outbox table (e-mails, SMS/WhatsApp messages): its rows are queued by a transaction and handed over by
 * `deliverDue` one at a time, in any number of processes at once.
 */
export interface Outbox<Row extends ClaimedOutboxRow, Result> {
  /** The table's name (a constant of the code, never user input). */
  table: "mail_outbox" | "channel_messages";
  /** The status of a row that is due once its next_attempt_at has come ('pending'). */
  dueStatus: string;
  /**
   * The status a claimed row is given (and must still have when its outcome is recorded). When it differs from
   * `dueStatus`, a row left in it by a worker that died mid-delivery is claimed again once its lease has run out.
   */
  claimedStatus: string;
  /** How long a claimed row is reserved for its worker: longer than the worst delivery. */
  leaseMs: number;
  /** A row still failing at this many attempts is failed for good. */
  maxAttempts: number;
  /** The wait before the next attempt after the n-th failure. */
  retryDelayMs(attempts: number): number;
  /** Hands the row over (SMTP server, SMS provider, file); throws when it was not taken. */
  deliver(row: Row): Promise<Result>;
  /** The assignments that record a delivered row (status, time, by whom), beside last_error = null. */
  delivered(row: Row, result: Result): SQL;
  /** After a delivery was recorded (a log line). */
  afterDelivered?(row: Row, result: Result): void;
  /** A refusal that retrying cannot mend: the row fails at once and the next one is tried. */
  isPermanent?(error: unknown): boolean;
  /** The error as last_error says it (cut to 500 characters). */
  reasonOf(error: unknown): string;
  /** How log lines name a row ("mail", "sms message") and the fields they carry about it. */
  label(row: Row): string;
  logFields(row: Row): Record<string, unknown>;
}

/**
 * Claims the oldest due row in one short statement: FOR UPDATE SKIP LOCKED picks a row no other worker is claiming,
 * and next_attempt_at moves past the lease, so the row is not due for anyone else while it is being delivered. The
 * delivery then happens OUTSIDE any transaction: a slow server must not hold a database connection or row lock (on
 * PGlite, an open transaction would block every other query).
 */
async function claimNext<Row extends ClaimedOutboxRow>(db: Db, outbox: Outbox<Row, unknown>): Promise<Row | undefined> {
  const table = sql.identifier(outbox.table);
  const result = await db.execute(sql`
    with picked as (
      select id, status from ${table}
      where status in (${outbox.dueStatus}, ${outbox.claimedStatus}) and next_attempt_at <= now()
      order by next_attempt_at, id limit 1
      for update skip locked)
    update ${table} o set status = ${outbox.claimedStatus}, attempts = o.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${outbox.leaseMs / 1000})
    from picked where o.id = picked.id
    returning o.*, picked.status as was`);
  return (result as unknown as { rows: Row[] }).rows[0];
}

/**
 * Records that the row was delivered. A database error here must not count as a failed delivery (that would deliver
 * it again): the record is retried until it succeeds, the lease runs out or the worker stops. Only then can the row
 * go out once more.
 */
async function recordDelivered<Row extends ClaimedOutboxRow, Result>(
  db: Db,
  outbox: Outbox<Row, Result>,
  row: Row,
  result: Result,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
) {
  const leaseEnd = Date.now() + outbox.leaseMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 15_000)) {
    try {
      await db.execute(sql`update ${sql.identifier(outbox.table)} set ${outbox.delivered(row, result)},
        last_error = null where id = ${row.id} and status = ${outbox.claimedStatus}`);
      return;
    } catch (error) {
      const giveUp = signal?.aborted || Date.now() + delay > leaseEnd;
      log.error(
        { ...outbox.logFields(row), err: String(error) },
        giveUp
          ? `${outbox.label(row)} delivered but could not be recorded; it may go out once more`
          : `${outbox.label(row)} delivered but not yet recorded; retrying the record (it is not delivered again)`,
      );
      if (giveUp) throw error;
      await sleep(delay, undefined, { signal }).catch(() => undefined);
    }
  }
}

/** A refused row: failed for good when refused permanently or out of attempts, else due again after the backoff. */
async function recordFailure<Row extends ClaimedOutboxRow>(
  db: Db,
  outbox: Outbox<Row, unknown>,
  row: Row,
  error: unknown,
  log: FastifyBaseLogger,
) {
  const permanent = outbox.isPermanent?.(error) ?? false;
  const giveUp = permanent || row.attempts >= outbox.maxAttempts;
  const next = new Date(Date.now() + outbox.retryDelayMs(row.attempts));
  await db.execute(sql`update ${sql.identifier(outbox.table)} set last_error = ${outbox.reasonOf(error).slice(0, 500)},
    status = ${giveUp ? "failed" : outbox.dueStatus}, next_attempt_at = ${next.toISOString()}
    where id = ${row.id} and status = ${outbox.claimedStatus}`);
  const label = outbox.label(row);
  log.warn(
    { ...outbox.logFields(row), attempts: row.attempts, err: String(error) },
    permanent
      ? `${label} refused for good; not retried`
      : giveUp
        ? `${label} delivery failed; giving up`
        : `${label} delivery failed; will retry`,
  );
  return permanent;
}

/**
 * After a delivery went through following failures (the server was down and is back): the rows waiting out their
 * backoff from those failures (up to 30 minutes for e-mails) are due now, so the queue empties at once instead of each
 * row waiting out its own delay, and running out of attempts while the server already works again.
 */
async function releaseRetrying(db: Db, outbox: Outbox<ClaimedOutboxRow, unknown>) {
  await db.execute(sql`update ${sql.identifier(outbox.table)} set next_attempt_at = now()
    where status = ${outbox.dueStatus} and last_error is not null and next_attempt_at > now()`);
}

/** What a worker remembers between runs: whether its last delivery failed for a reason not the row's own. */
export interface DeliveryState {
  failing: boolean;
}

/**
 * Delivers due rows one at a time until none is due or a delivery fails for a reason that is not the row's own (the
 * server is then probably down; the next poll tries again). A row refused for good is failed at once and the next one
 * is tried. Safe to run in several processes at once. Returns how many rows were delivered. `signal` (the process is
 * stopping) stops waiting on a database that is down, and lets no further row be claimed: the one being delivered is
 * finished and recorded. A delivery after failures (the row's own earlier attempts, or `state.failing`) makes the
 * other retrying rows due at once (releaseRetrying).
 */
export async function deliverDue<Row extends ClaimedOutboxRow, Result>(
  db: Db,
  outbox: Outbox<Row, Result>,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
  state: DeliveryState = { failing: false },
): Promise<number> {
  let delivered = 0;
  for (;;) {
    if (signal?.aborted) return delivered;
    const row = await claimNext(db, outbox);
    if (!row) return delivered;
    let result: Result;
    try {
      result = await outbox.deliver(row);
    } catch (error) {
      if (await recordFailure(db, outbox, row, error, log)) continue;
      state.failing = true;
      return delivered;
    }
    await recordDelivered(db, outbox, row, result, log, signal);
    outbox.afterDelivered?.(row, result);
    delivered++;
    if (row.attempts > 1 || state.failing) {
      state.failing = false;
      await releaseRetrying(db, outbox);
    }
  }
}

/**
 * Runs `deliverDue` every `pollMs` until stopped. `kick()` asks for an immediate run (after a change queued rows);
 * kicks during a run coalesce into one more run, and there is only ever one poll timer.
 */
export function startOutboxWorker<Row extends ClaimedOutboxRow, Result>(
  db: Db,
  outbox: Outbox<Row, Result>,
  log: FastifyBaseLogger,
  pollMs: number,
  options: { name: string; onStop?: () => void },
) {
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();
  const state: DeliveryState = { failing: false };

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  function run() {
    if (stopped) return;
    if (active) {
      again = true;
      return;
    }
    clearTimeout(timer);
    active = deliverDue(db, outbox, log, stopping.signal, state)
      .then(
        () => undefined,
        (error) => log.error({ err: error }, `${options.name} error`),
      )
      .finally(() => {
        active = undefined;
        if (again) {
          again = false;
          run();
        } else schedule(pollMs);
      });
  }

  schedule(10);
  return {
    kick: run,
    /**
     * Lets the row being delivered finish and be recorded, then stops. A delivery still hanging after `graceMs` (a
     * server that stopped answering) is left as it is: its row stays claimed and is retried after the lease, so the
     * shutdown is not held up by it.
     */
    async stop(graceMs = 5_000) {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      let grace: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        active?.then(() => true) ?? true,
        new Promise<false>((resolve) => {
          grace = setTimeout(() => resolve(false), graceMs);
        }),
      ]);
      clearTimeout(grace);
      if (!finished)
        log.warn(`${options.name}: a delivery was still running at shutdown; it is retried after its lease`);
      options.onStop?.();
    },
  };
}
