import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { MailTransport } from "./transport.js";

const MAX_ATTEMPTS = 12;

/** Backoff after the n-th failure: 5 s, 10 s, 20 s ... capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 30 * 60 * 1000);
}

interface DueRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  reply_to: string | null;
  attempts: number;
}

/**
 * Sends due messages one at a time. Each row is claimed with FOR UPDATE SKIP LOCKED inside
 * a transaction that also records the outcome, so several processes never send one twice.
 * Returns how many messages were sent.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, from: string, log: FastifyBaseLogger) {
  let sent = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        select id, to_address, subject, html, text_body, reply_to, attempts from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id limit 1 for update skip locked`);
      const row = (result as unknown as { rows: DueRow[] }).rows[0];
      if (!row) return "idle" as const;
      try {
        const where = await transport.send({
          id: row.id,
          from,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text_body,
          replyTo: row.reply_to,
        });
        await tx.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1,
          last_error = null where id = ${row.id}`);
        log.info({ mailId: row.id, to: row.to_address, file: where }, where ? `mail written to ${where}` : "mail sent");
        return "sent" as const;
      } catch (error) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= MAX_ATTEMPTS;
        const next = new Date(Date.now() + retryDelayMs(attempts));
        await tx.execute(sql`update mail_outbox set attempts = ${attempts}, last_error = ${String(error).slice(0, 500)},
          status = ${giveUp ? "failed" : "pending"}, next_attempt_at = ${next.toISOString()} where id = ${row.id}`);
        log.warn({ mailId: row.id, attempts, err: String(error) }, "mail delivery failed; will retry");
        return "failed" as const;
      }
    });
    if (outcome === "sent") sent++;
    else return sent;
  }
}

/** Polls the outbox until stopped. `kick()` asks for an immediate run (after a change queued mail). */
export function startMailWorker(db: Db, transport: MailTransport, from: string, log: FastifyBaseLogger, pollMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    clearTimeout(timer);
    running = running
      .then(() => deliverDueMail(db, transport, from, log))
      .catch((error) => log.error({ err: error }, "mail worker error"))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, pollMs);
      });
  };
  timer = setTimeout(run, 10);
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
