import { and, count, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { mailOutbox, ticketResponses } from "../../db/schema.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { ServiceContext } from "../../lib/service-context.js";
import type { CustomerRow } from "../../plugins/auth.js";

/**
 * Said in every ticket mail to the customer: the mail's Reply-To is the staff inbox, so an answer by e-mail never
 * reaches the ticket (nor its history or the staff who follow it there).
 */
export const ANSWER_ON_THE_TICKET_PAGE =
  "To answer, write your reply on the ticket page in your portal; replies to this e-mail do not reach the ticket.";

/** Within this many minutes of a notice about a ticket, more activity on it sends the staff inbox no second one. */
export const STAFF_NOTICE_QUIET_MINUTES = 10;

type TicketNotice = {
  kind: "opened" | "replied";
  ticketId: number;
  subject: string;
  customer: CustomerRow;
  message: string;
};

const subjectOf = (kind: TicketNotice["kind"], ticketId: number, subject: string) =>
  `${kind === "opened" ? "New support ticket" : "Customer reply on ticket"} #${ticketId}: ${subject}`;

/**
 * Whether the staff inbox got a notice about this ticket in the last STAFF_NOTICE_QUIET_MINUTES that no staff reply
 * has answered since: a customer's message after a staff answer is news, however soon it comes.
 */
async function noticedLately(tx: DbOrTx, inbox: string, ticketId: number, subject: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.to_address, inbox),
        inArray(mailOutbox.subject, [subjectOf("opened", ticketId, subject), subjectOf("replied", ticketId, subject)]),
        gt(mailOutbox.created_at, sql`now() - make_interval(mins => ${STAFF_NOTICE_QUIET_MINUTES})`),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(ticketResponses)
            .where(
              and(
                eq(ticketResponses.ticket_id, ticketId),
                eq(ticketResponses.message_by, "admin"),
                gt(ticketResponses.created_at, mailOutbox.created_at),
              ),
            ),
        ),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Tells the staff inbox (STAFF_INBOX) that a customer opened a ticket or wrote on one, with a link to the ticket in
 * the back office, where the answer belongs: it reaches the customer's portal and is audited, an e-mail reply would
 * not. Queued in the caller's transaction, so the notice exists exactly when the ticket or reply does. A burst of
 * replies makes one notice: the ticket page shows them all, and the inbox is not flooded. A staff reply ends the
 * burst: the customer's next message is noticed at once.
 */
export async function notifyStaffOfTicket(tx: DbOrTx, ctx: ServiceContext, notice: TicketNotice) {
  const inbox = ctx.config.STAFF_INBOX;
  if (await noticedLately(tx, inbox, notice.ticketId, notice.subject)) return;
  const who = `${notice.customer.firstname} ${notice.customer.lastname} (${notice.customer.email_address})`;
  const opened = notice.kind === "opened";
  await enqueueMail(tx, {
    to: inbox,
    subject: subjectOf(notice.kind, notice.ticketId, notice.subject),
    content: {
      heading: opened ? "A customer opened a support ticket" : "A customer replied on a support ticket",
      paragraphs: [
        `${who} ${opened ? "wrote" : "replied"}:`,
        notice.message,
        `Further messages on this ticket in the next ${STAFF_NOTICE_QUIET_MINUTES} minutes send no other notice until staff answer: the ticket page shows them all.`,
      ],
      action: { label: "Answer in the back office", url: `${ctx.config.PUBLIC_URL}/admin/tickets/${notice.ticketId}` },
    },
  });
}
