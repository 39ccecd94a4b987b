import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { ChannelMessage, MessageProvider } from "./channels.js";

const MAX_ATTEMPTS = 8;

/** How long a claimed message is reserved for its worker: a process that dies mid-delivery releases it after this. */
export const CHANNEL_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** Backoff after the n-th failure: 10 s, 20 s, 40 s ... capped at 30 minutes. */
export const channelRetryDelayMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 1_800_000);

interface ClaimedRow {
  id: number;
  channel: ChannelMessage["channel"];
  kind: ChannelMessage["kind"];
  to_address: string;
  body: string;
  attempts: number;
  created_at: string | Date;
}

/**
 * Claims the oldest due message in one statement: FOR UPDATE SKIP LOCKED picks a row no other process is claiming,
 * and next_attempt_at moves past the lease, so the row is not due for anyone else while it is handed to the provider
 * (outside any transaction: a slow provider holds no connection or lock).
 */
async function claimNext(db: Db): Promise<ClaimedRow | undefined> {
  const result = await db.execute(sql`
    with picked as (
      select id from channel_messages
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit 1
      for update skip locked)
    update channel_messages c set attempts = c.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${CHANNEL_CLAIM_LEASE_MS / 1000})
    from picked where c.id = picked.id
    returning c.id, c.channel, c.kind, c.to_address, c.body, c.attempts, c.created_at`);
  return (result as unknown as { rows: ClaimedRow[] }).rows[0];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Hands due SMS/WhatsApp messages to the provider one at a time until none is due, or the provider fails (it is then
 * probably down; the next poll tries again). A delivered row records `<provider>:<reference>` as delivered_by; a
 * failed one keeps the error and is retried with backoff, then marked failed. Safe in several processes at once.
 */
export async function deliverDueMessages(
  db: Db,
  provider: MessageProvider,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<number> {
  let delivered = 0;
  for (;;) {
    if (signal?.aborted) return delivered;
    const row = await claimNext(db);
    if (!row) return delivered;
    let reference: string;
    try {
      ({ reference } = await provider.deliver({
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        to: row.to_address,
        body: row.body,
        createdAt: new Date(row.created_at),
      }));
    } catch (error) {
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const next = new Date(Date.now() + channelRetryDelayMs(row.attempts));
      await db.execute(sql`update channel_messages set last_error = ${reasonOf(error)},
        status = ${giveUp ? "failed" : "pending"}, next_attempt_at = ${next.toISOString()}
        where id = ${row.id} and status = 'pending'`);
      log.warn(
        { messageId: row.id, channel: row.channel, attempts: row.attempts, err: String(error) },
        giveUp ? `${row.channel} message failed; giving up` : `${row.channel} message failed; will retry`,
      );
      return delivered;
    }
    await db.execute(sql`update channel_messages set status = 'delivered', delivered_at = now(), last_error = null,
      delivered_by = ${`${provider.name}:${reference}`.slice(0, 500)}
      where id = ${row.id} and status = 'pending'`);
    delivered++;
  }
}

/**
 * Polls the channel outbox until stopped (like the mail worker); `kick()` asks for a run now. Kicks during a run
 * coalesce into one more run.
 */
export function startChannelWorker(db: Db, provider: MessageProvider, log: FastifyBaseLogger, pollMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();

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
    active = deliverDueMessages(db, provider, log, stopping.signal)
      .then(
        () => undefined,
        (error) => log.error({ err: error }, "channel message worker error"),
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
    /** Lets the message being handed over finish, then stops. */
    async stop() {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      await active;
    },
  };
}
