import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { mailOutbox, type OutboxAttachment } from "../../db/schema.js";
import { type EmailContent, renderEmail } from "../html.js";

export interface OutgoingMail {
  to: string;
  subject: string;
  content: EmailContent;
  replyTo?: string;
  /**
   * Stored uploads sent with the message (an inline one is named in the html as cid:<cid>, EmailContent.images) and
   * documents the worker renders when it sends it (lib/mail/mail-documents.ts).
   */
  attachments?: OutboxAttachment[];
  /**
   * The one-click unsubscribe URL (RFC 8058) of a notice the recipient may turn off, sent as its List-Unsubscribe
   * and List-Unsubscribe-Post headers. Never on security mail or answers to the recipient's own requests.
   */
  listUnsubscribe?: string;
}

/** The row of one message (both ways of queueing store the same columns). */
function outboxRow(mail: OutgoingMail) {
  const { html, text } = renderEmail(mail.content);
  return {
    to_address: mail.to,
    subject: mail.subject,
    html,
    text_body: text,
    reply_to: mail.replyTo ?? null,
    attachments: mail.attachments?.length ? mail.attachments : null,
    list_unsubscribe: mail.listUnsubscribe ?? null,
  };
}

/**
 * Queues an e-mail. Call it with the same transaction as the change that causes it:
 * the message exists exactly when the change does, and the worker sends it later.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * A lone UTF-16 surrogate becomes U+FFFD, as the driver does for a text parameter: in JSON it would be a \ud800
 * escape, which PostgreSQL refuses to turn into text.
 */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === "string"
    ? value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")
    : value;

/** E-mails per INSERT when queueing many (each statement carries its rows as one JSON parameter). */
const BULK_CHUNK = 500;

/**
 * Queues many e-mails (a master shipment's milestone reaches thousands of customers): each chunk is ONE parameter,
 * a JSON array read by json_to_recordset, instead of a multi-row VALUES list whose thousands of bind parameters
 * cost more to build in the query builder than the insert itself.
 */
export async function enqueueMails(db: DbOrTx, mails: readonly OutgoingMail[]): Promise<number> {
  for (let start = 0; start < mails.length; start += BULK_CHUNK) {
    const rows = mails.slice(start, start + BULK_CHUNK).map(outboxRow);
    await db.execute(sql`insert into ${mailOutbox}
        (to_address, subject, html, text_body, reply_to, attachments, list_unsubscribe)
      select to_address, subject, html, text_body, reply_to, attachments, list_unsubscribe
      from json_to_recordset(${JSON.stringify(rows, wellFormed)}::json)
        as mail(to_address text, subject text, html text, text_body text, reply_to text, attachments jsonb,
          list_unsubscribe text)`);
  }
  return mails.length;
}
