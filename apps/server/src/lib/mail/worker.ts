import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { OutboxAttachment } from "../../db/schema.js";
import { type ClaimedOutboxRow, deliverDue, type Outbox, startOutboxWorker } from "../outbox-worker.js";
import { withRenderedDocuments } from "./mail-documents.js";
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

interface ClaimedMail extends ClaimedOutboxRow {
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  reply_to: string | null;
  attachments: OutboxAttachment[] | null;
  created_at: string | Date;
}

/**
 * The e-mail outbox: a claimed message is 'sending'. One still 'sending' after its lease belongs to a worker that
 * died mid-send (the server may have it): it is sent once more with the same Message-ID. A message the SMTP server
 * rejects permanently is failed at once.
 */
function mailOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
): Outbox<ClaimedMail, string | undefined> {
  return {
    table: "mail_outbox",
    dueStatus: "pending",
    claimedStatus: "sending",
    leaseMs: CLAIM_LEASE_MS,
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs,
    deliver: async (row) => {
      if (row.was === "sending")
        log.warn({ mailId: row.id }, "a previous send of this mail was interrupted; sending it again, same Message-ID");
      return transport.send({
        id: row.id,
        from,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        replyTo: row.reply_to,
        attachments: await withRenderedDocuments(db, row.attachments ?? []),
        createdAt: new Date(row.created_at),
      });
    },
    delivered: () => sql`status = 'sent', sent_at = now()`,
    afterDelivered: (row, where) =>
      log.info({ mailId: row.id, to: row.to_address, file: where }, where ? `mail written to ${where}` : "mail sent"),
    isPermanent: isPermanentRejection,
    reasonOf: smtpReason,
    label: () => "mail",
    logFields: (row) => ({ mailId: row.id }),
  };
}

/**
 * Sends due messages one at a time (lib/outbox-worker.ts) until none is due or a send fails for a reason that is not
 * the message's own. Returns how many messages were sent; `signal` (the process is stopping) lets no further message
 * be claimed: the one being sent is finished and recorded.
 */
export function deliverDueMail(
  db: Db,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
) {
  return deliverDue(db, mailOutbox(db, transport, from, log), log, signal);
}

/**
 * Polls the outbox until stopped; `kick()` asks for an immediate run (after a change queued mail). `stop(graceMs)`
 * lets the message being sent finish, leaves one still hanging after `graceMs` to be retried after its lease, and
 * closes the transport.
 */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
  pollMs: number,
) {
  return startOutboxWorker(db, mailOutbox(db, transport, from, log), log, pollMs, {
    name: "mail worker",
    onStop: () => transport.close(),
  });
}
