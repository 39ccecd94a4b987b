import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { MailAttachment } from "../../db/schema.js";
import { isPermanentRejection, type MailTransport, smtpReason } from "./transport.js";

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
  attachments: MailAttachment[] | null;
  attempts: number;
  created_at: string | Date;
  /** 'sending' when an earlier worker's lease ran out mid-send (it crashed): the server may have the message. */
  was: "pending" | "sending";
}

/**
 * Claims the oldest due message in one short statement: the row is picked with FOR UPDATE
 * SKIP LOCKED (so concurrent workers pick different rows), marked 'sending' and its next_attempt_at
 * pushed past the lease, so it is not due for anyone else. A 'sending' row whose lease ran out
 * belongs to a worker that died mid-send; it is claimed again and sent once more with the same
 * Message-ID. The send then happens OUTSIDE any transaction: a slow SMTP server must not hold a
 * database connection or row lock (on PGlite, an open transaction would block every other query).
 */
async function claimNext(db: Db): Promise<ClaimedRow | undefined> {
  const result = await db.execute(sql`
    with picked as (
      select id, status from mail_outbox
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at, id limit 1
      for update skip locked)
    update mail_outbox m set status = 'sending', attempts = m.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_MS / 1000})
    from picked where m.id = picked.id
    returning m.id, m.to_address, m.subject, m.html, m.text_body, m.reply_to, m.attachments, m.attempts, m.created_at,
      picked.status as was`);
  return (result as unknown as { rows: ClaimedRow[] }).rows[0];
}

/**
 * Records that the SMTP server accepted the message. A database error here must not count as a failed
 * send (that would send it again): the record is retried until it succeeds, the lease runs out or the
 * worker stops. Only then can the message go out once more, with the same Message-ID.
 */
async function recordSent(db: Db, row: ClaimedRow, log: FastifyBaseLogger, signal?: AbortSignal) {
  const leaseEnd = Date.now() + CLAIM_LEASE_MS;
  for (let delay = 250; ; delay = Math.min(delay * 2, 15_000)) {
    try {
      await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null
        where id = ${row.id} and status = 'sending'`);
      return;
    } catch (error) {
      const giveUp = signal?.aborted || Date.now() + delay > leaseEnd;
      log.error(
        { mailId: row.id, err: String(error) },
        giveUp
          ? "mail sent but could not be recorded; it may go out once more with the same Message-ID"
          : "mail sent but not yet recorded; retrying the record (the message is not sent again)",
      );
      if (giveUp) throw error;
      await sleep(delay, undefined, { signal }).catch(() => undefined);
    }
  }
}

/** A refused message: failed for good when the server rejected it permanently or it ran out of attempts. */
async function recordFailure(db: Db, row: ClaimedRow, error: unknown, log: FastifyBaseLogger) {
  const permanent = isPermanentRejection(error);
  const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
  const next = new Date(Date.now() + retryDelayMs(row.attempts));
  await db.execute(sql`update mail_outbox set last_error = ${smtpReason(error).slice(0, 500)},
    status = ${giveUp ? "failed" : "pending"}, next_attempt_at = ${next.toISOString()}
    where id = ${row.id} and status = 'sending'`);
  log.warn(
    { mailId: row.id, attempts: row.attempts, err: String(error) },
    permanent
      ? "mail rejected by the SMTP server; not retried"
      : giveUp
        ? "mail delivery failed; giving up"
        : "mail delivery failed; will retry",
  );
  return permanent;
}

/**
 * Sends due messages one at a time until none is due or a send fails for a reason that is not the
 * message's own (the server is then probably down; the next poll tries again). A message the server
 * rejects permanently is failed at once and the next one is tried. Safe to run in several processes
 * at once. Returns how many messages were sent. `signal` (the process is stopping) stops waiting on a
 * database that is down, and lets no further message be claimed: the one being sent is finished and recorded.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
) {
  let sent = 0;
  for (;;) {
    if (signal?.aborted) return sent;
    const row = await claimNext(db);
    if (!row) return sent;
    if (row.was === "sending")
      log.warn({ mailId: row.id }, "a previous send of this mail was interrupted; sending it again, same Message-ID");
    let where: string | undefined;
    try {
      where = await transport.send({
        id: row.id,
        from,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        replyTo: row.reply_to,
        attachments: row.attachments ?? [],
        createdAt: new Date(row.created_at),
      });
    } catch (error) {
      if (await recordFailure(db, row, error, log)) continue;
      return sent;
    }
    await recordSent(db, row, log, signal);
    log.info({ mailId: row.id, to: row.to_address, file: where }, where ? `mail written to ${where}` : "mail sent");
    sent++;
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
    active = deliverDueMail(db, transport, from, log, stopping.signal)
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
    /**
     * Lets the message being sent finish and be marked sent, then stops. A send still hanging after `graceMs`
     * (an SMTP server that stopped answering) is left as it is: its row stays claimed and is retried after the
     * lease, with the same Message-ID, so the shutdown is not held up by it.
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
      if (!finished) log.warn("a message was still being sent at shutdown; it will be retried after its lease");
      transport.close();
    },
  };
}
