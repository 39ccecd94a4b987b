import { and, desc, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../src/db/schema.js";

/** Every e-mail queued for `email`, newest first. */
export function mailsTo(app: FastifyInstance, email: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(desc(mailOutbox.id));
}

/** The token of the newest confirmation link e-mailed to `email` (sign-up, resend, or a new address). */
export async function confirmationTokenOf(app: FastifyInstance, email: string): Promise<string> {
  for (const mail of await mailsTo(app, email)) {
    const token = /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text_body)?.[1];
    if (token) return decodeURIComponent(token);
  }
  throw new Error(`no confirmation link was e-mailed to ${email}`);
}

/** Removes the confirmation e-mails sent to `email` from the outbox (the test helpers' "read and used"). */
export async function forgetConfirmationMails(app: FastifyInstance, email: string) {
  await app.db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), like(mailOutbox.text_body, "%/confirm-email?token=%")));
}
