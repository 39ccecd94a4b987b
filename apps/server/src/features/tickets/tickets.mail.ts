import type { ServiceContext } from "../../lib/service-context.js";
import type { DbOrTx } from "../../db/client.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { CustomerRow } from "../../plugins/auth.js";

/**
 * Tells the staff inbox (STAFF_INBOX) that a customer opened a ticket or wrote on one, with a link to the ticket in
 * the back office, where the answer belongs: it reaches the customer's portal and is audited, an e-mail reply would
 * not. Queued in the caller's transaction, so the notice exists exactly when the ticket or reply does.
 */
export async function notifyStaffOfTicket(
  tx: DbOrTx,
  ctx: ServiceContext,
  notice: { kind: "opened" | "replied"; ticketId: number; subject: string; customer: CustomerRow; message: string },
) {
  const who = `${notice.customer.firstname} ${notice.customer.lastname} (${notice.customer.email_address})`;
  const opened = notice.kind === "opened";
  await enqueueMail(tx, {
    to: ctx.config.STAFF_INBOX,
    subject: `${opened ? "New support ticket" : "Customer reply on ticket"} #${notice.ticketId}: ${notice.subject}`,
    content: {
      heading: opened ? "A customer opened a support ticket" : "A customer replied on a support ticket",
      paragraphs: [`${who} ${opened ? "wrote" : "replied"}:`, notice.message],
      action: { label: "Answer in the back office", url: `${ctx.config.PUBLIC_URL}/admin/tickets/${notice.ticketId}` },
    },
  });
}
