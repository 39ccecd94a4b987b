import type { NotificationChannel } from "@app/shared/notifications/notifications";
import { and, count, eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { channelMessages, mailOutbox } from "../../db/schema.js";
import { HELD_BACK_REASON } from "../../lib/backup/held-back.js";
import type { PageSource } from "../../lib/list.js";

const failedMail = eq(mailOutbox.status, "failed");
const failedMessage = eq(channelMessages.status, "failed");

export interface FailedRow {
  id: number;
  channel: NotificationChannel;
  to_address: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

/**
 * The failed e-mails and SMS/WhatsApp messages in one list, newest first (ties: by channel, then newest id). A
 * channel message's text stands in for the subject.
 */
export function failedMessagesSource(db: DbOrTx): PageSource<FailedRow> {
  const mail = db
    .select({
      id: mailOutbox.id,
      channel: sql<NotificationChannel>`'email'::text`.as("channel"),
      to_address: mailOutbox.to_address,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      last_error: mailOutbox.last_error,
      created_at: mailOutbox.created_at,
    })
    .from(mailOutbox)
    .where(failedMail);
  const messages = db
    .select({
      id: channelMessages.id,
      channel: sql<NotificationChannel>`${channelMessages.channel}::text`.as("channel"),
      to_address: channelMessages.to_address,
      subject: channelMessages.body,
      attempts: channelMessages.attempts,
      last_error: channelMessages.last_error,
      created_at: channelMessages.created_at,
    })
    .from(channelMessages)
    .where(failedMessage);
  return {
    rows: (limit, offset) =>
      unionAll(mail, messages).orderBy(sql`created_at desc, channel, id desc`).limit(limit).offset(offset),
    count: async () => {
      const [[mailCount], [messageCount]] = await Promise.all([
        db.select({ n: count() }).from(mailOutbox).where(failedMail),
        db.select({ n: count() }).from(channelMessages).where(failedMessage),
      ]);
      return mailCount!.n + messageCount!.n;
    },
  };
}

/**
 * Puts a failed message back in the queue as if new: due now, with a fresh set of attempts. Its Message-ID stays
 * the same (it is made from the id). Answers whether there was such a failed message.
 */
export async function requeueFailedMail(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, last_error: null })
    .where(and(eq(mailOutbox.id, id), failedMail))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** The same for a failed SMS or WhatsApp message: pending, due now, fresh attempts, error cleared. */
export async function requeueFailedMessage(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(channelMessages)
    .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, last_error: null })
    .where(and(eq(channelMessages.id, id), failedMessage))
    .returning({ id: channelMessages.id });
  return rows.length > 0;
}

/**
 * Every failed e-mail and SMS/WhatsApp message back in the queue as the single resends do, except those a restore
 * held back (they may have been sent already: an owner sends each one that never arrived). Answers the requeued ids
 * of each table, and how many held-back ones were left.
 */
export async function requeueAllFailed(db: DbOrTx) {
  const requeue = { status: "pending" as const, attempts: 0, next_attempt_at: sql`now()`, last_error: null };
  const mail = await db
    .update(mailOutbox)
    .set(requeue)
    .where(and(failedMail, sql`${mailOutbox.last_error} is distinct from ${HELD_BACK_REASON}`))
    .returning({ id: mailOutbox.id });
  const messages = await db
    .update(channelMessages)
    .set(requeue)
    .where(and(failedMessage, sql`${channelMessages.last_error} is distinct from ${HELD_BACK_REASON}`))
    .returning({ id: channelMessages.id });
  const [[heldMail], [heldMessages]] = await Promise.all([
    db.select({ n: count() }).from(mailOutbox).where(failedMail),
    db.select({ n: count() }).from(channelMessages).where(failedMessage),
  ]);
  return { mail: mail.map((r) => r.id), messages: messages.map((r) => r.id), heldBack: heldMail!.n + heldMessages!.n };
}
