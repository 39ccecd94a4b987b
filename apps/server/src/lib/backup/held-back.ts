import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { channelMessages, mailOutbox } from "../../db/schema.js";

/**
 * What a restore does with the messages that were still queued when the backup was taken (decision 0058): the
 * running installation may have sent them after the backup, so sending them from the restored copy could mail a
 * customer twice. They are marked failed with this reason, so they show under Failed E-mails, where an owner
 * sends one again ('Send again') if it never arrived.
 */
export const HELD_BACK_REASON =
  "Held back by a restore: it was queued when the backup was taken and may have been sent already. Send it again if it never arrived.";

export interface HeldBack {
  mail: number;
  messages: number;
}

/** Marks every queued e-mail (pending, or being sent) and SMS/WhatsApp message as held back; answers how many. */
export async function holdBackQueuedMessages(db: Db): Promise<HeldBack> {
  return db.transaction(async (tx) => {
    const mail = await tx
      .update(mailOutbox)
      .set({ status: "failed", last_error: HELD_BACK_REASON, next_attempt_at: sql`now()` })
      .where(inArray(mailOutbox.status, ["pending", "sending"]))
      .returning({ id: mailOutbox.id });
    const messages = await tx
      .update(channelMessages)
      .set({ status: "failed", last_error: HELD_BACK_REASON, next_attempt_at: sql`now()` })
      .where(inArray(channelMessages.status, ["pending"]))
      .returning({ id: channelMessages.id });
    return { mail: mail.length, messages: messages.length };
  });
}

/** The restore's words for the operator about what it held back (nothing when nothing was queued). */
export function heldBackReport(held: HeldBack): string | undefined {
  if (held.mail + held.messages === 0) return undefined;
  return (
    `Held back ${held.mail} e-mail(s) and ${held.messages} SMS/WhatsApp message(s) that were queued when the backup ` +
    "was taken (they may have been sent already). Owners see them under Failed E-mails (/admin/failed-mail), " +
    "marked 'Held back by a restore', and can send each again; or restore with --resend-queued-mail to send them all."
  );
}
