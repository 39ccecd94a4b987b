import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { MailTransport } from "./transport.js";

const MAX_ATTEMPTS = 12;

/**
 * How long a claimed message is reserved for the worker that claimed it. Longer than the
 * transport's worst-case send (its timeouts add up to about 90 s), so no other worker can
 * take it while it is being sent; if the process dies mid-send, the message is retried after it.
 */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;

/** Backoff after the n-th failure: 5 s, 10 s, 20 s ... capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 30 * 60 * 1000);
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  reply_to: string | null;
  attempts: number;
  created_at: string | Date;
}

/**
 * Claims the oldest due message in one short statement: the row is picked with FOR UPDATE
 * SKIP LOCKED (so concurrent workers pick different rows) and its next_attempt_at is pushed
 * past the lease, so it is not due for anyone else. The send then happens OUTSIDE any
 * transaction: a slow SMTP server must not hold a database connection or row lock (on PGlite,
 * an open transaction would block every other query of the process).
 */
async function claimNext(db: Db): Promise<ClaimedRow | undefined> {
  const result = await db.execute(sql`
    update mail_outbox set attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_MS / 1000})
    where id = (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit 1
      for update skip locked)
    returning id, to_address, subject, html, text_body, reply_to, attempts, created_at`);
  return (result as unknown as { rows: ClaimedRow[] }).rows[0];
}

/**
 * Sends due messages one at a time until none is due or one fails (the server is then
 * probably down; the next poll tries again). Safe to run in several processes at once.
 * Returns how many messages were sent.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, from: string, log: FastifyBaseLogger) {
  let sent = 0;
  for (;;) {
    const row = await claimNext(db);
    if (!row) return sent;
    try {
      const where = await transport.send({
        id: row.id,
        from,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        replyTo: row.reply_to,
        createdAt: new Date(row.created_at),
      });
      await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null
        where id = ${row.id}`);
      log.info({ mailId: row.id, to: row.to_address, file: where }, where ? `mail written to ${where}` : "mail sent");
      sent++;
    } catch (error) {
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const next = new Date(Date.now() + retryDelayMs(row.attempts));
      await db.execute(sql`update mail_outbox set last_error = ${String(error).slice(0, 500)},
        status = ${giveUp ? "failed" : "pending"}, next_attempt_at = ${next.toISOString()} where id = ${row.id}`);
      log.warn(
        { mailId: row.id, attempts: row.attempts, err: String(error) },
        giveUp ? "mail delivery failed; giving up" : "mail delivery failed; will retry",
      );
      return sent;
    }
  }
}

/**
 * Polls the outbox until stopped. `kick()` asks for an immediate run (after a change queued mail);
 * kicks during a run coalesce into one more run, and there is only ever one poll timer.
 */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
  pollMs: number,
) {
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;
  let again = false;
  let stopped = false;

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
    active = deliverDueMail(db, transport, from, log)
      .then(
        () => undefined,
        (error) => log.error({ err: error }, "mail worker error"),
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await active;
      transport.close();
    },
  };
}
