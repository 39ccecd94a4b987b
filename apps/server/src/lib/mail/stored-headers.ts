import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";
import type { MailTransport } from "./transport.js";

/**
 * The transport the server sends the outbox with: a notice's one-click unsubscribe URL (mail_outbox.list_unsubscribe)
 * is read by the message's id just before its send, so the List-Unsubscribe header survives the outbox whatever
 * columns the worker claims. A database that cannot be read fails the send, which the worker retries.
 */
export function withStoredListUnsubscribe(db: Db, transport: MailTransport): MailTransport {
  return {
    describe: transport.describe,
    async send(message) {
      if (message.listUnsubscribe !== undefined) return transport.send(message);
      const [row] = await db
        .select({ url: mailOutbox.list_unsubscribe })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, message.id));
      return transport.send({ ...message, listUnsubscribe: row?.url ?? null });
    },
    close: () => transport.close(),
  };
}
