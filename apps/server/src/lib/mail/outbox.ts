import type { DbOrTx } from "../../db/client.js";
import { type MailAttachment, mailOutbox } from "../../db/schema.js";
import { type EmailContent, renderEmail } from "../html.js";

export interface OutgoingMail {
  to: string;
  subject: string;
  content: EmailContent;
  replyTo?: string;
  /** Stored uploads sent with the message; an inline one is named in the html as cid:<cid> (EmailContent.images). */
  attachments?: MailAttachment[];
}

/**
 * Queues an e-mail. Call it with the same transaction as the change that causes it:
 * the message exists exactly when the change does, and the worker sends it later.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const { html, text } = renderEmail(mail.content);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: mail.subject,
      html,
      text_body: text,
      reply_to: mail.replyTo ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Rows per INSERT when queueing many e-mails (well under PostgreSQL's 65,535 bind parameters). */
const BULK_CHUNK = 500;

/** Queues many e-mails with one INSERT per BULK_CHUNK (a master shipment's milestone reaches thousands of customers). */
export async function enqueueMails(db: DbOrTx, mails: readonly OutgoingMail[]): Promise<number> {
  for (let start = 0; start < mails.length; start += BULK_CHUNK) {
    const rows = mails.slice(start, start + BULK_CHUNK).map((mail) => {
      const { html, text } = renderEmail(mail.content);
      return {
        to_address: mail.to,
        subject: mail.subject,
        html,
        text_body: text,
        reply_to: mail.replyTo ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
      };
    });
    await db.insert(mailOutbox).values(rows);
  }
  return mails.length;
}
