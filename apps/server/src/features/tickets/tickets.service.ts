import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { TicketStatus } from "@app/shared/core/enums";
import { type ListQuery, paginationOf } from "@app/shared/core/http";
import { TICKET_TEXTS, type TicketDetail, type TicketForm } from "@app/shared/tickets/tickets";
import type { CustomerRow } from "../../plugins/auth.js";
import type { DbOrTx } from "../../db/client.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { notFound } from "../../lib/errors.js";
import { withStagedImages } from "../../lib/upload-store.js";
import { type IncomingImage, imagesOf } from "../../lib/uploads.js";
import { notifyStaffOfTicket } from "./tickets.mail.js";
import {
  chargeOfTicket,
  findCustomerTicket,
  insertResponse,
  insertTicket,
  listCustomerTickets,
  lockTicket,
  responsesOf,
  type TicketRow,
  toReplyRecord,
  toTicketRecord,
  touchTicket,
} from "./tickets.repository.js";

export function customerActor(customer: CustomerRow): Actor {
  return {
    kind: "customer",
    id: customer.id,
    label: `${customer.firstname} ${customer.lastname} (${customer.email_address})`,
  };
}

export async function listTicketsOf(ctx: ServiceContext, userId: number, query: ListQuery & { status?: TicketStatus }) {
  const { rows, total } = await listCustomerTickets(
    ctx.db,
    { userId, status: query.status, q: query.q },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { tickets: rows.map(toTicketRecord), pagination: paginationOf(query, total) };
}

/** The ticket with its attachments and responses (newest first); another customer's ticket answers 404. */
export async function getTicketOf(ctx: ServiceContext, userId: number, id: number) {
  const row = await findCustomerTicket(ctx.db, userId, id);
  if (!row) throw notFound(TICKET_TEXTS.notFound);
  return { ticket: await ticketDetailOf(ctx.db, row) };
}

export async function ticketDetailOf(db: DbOrTx, row: TicketRow): Promise<TicketDetail> {
  const [responses, images, charge] = await Promise.all([
    responsesOf(db, row.id),
    imagesOf(db, "ticket", [row.id]),
    chargeOfTicket(db, row),
  ]);
  return {
    ...toTicketRecord(row),
    images: images.get(row.id) ?? [],
    responses: responses.map(toReplyRecord),
    charge,
  };
}

/** Creates the ticket and its images in one transaction: a failure leaves neither rows nor files behind. */
export async function createTicket(
  ctx: ServiceContext,
  customer: CustomerRow,
  input: TicketForm,
  images: IncomingImage[],
) {
  const ticket = await withStagedImages(ctx.config, images, (recordImages) =>
    inTransaction(ctx, async (tx) => {
      const row = await insertTicket(tx, { user_id: customer.id, ...input, status: "open" });
      await recordImages(tx, { entityType: "ticket", entityId: row.id, ownerUserId: customer.id });
      await recordAudit(tx, customerActor(customer), {
        entityType: "ticket",
        entityId: row.id,
        action: "opened the ticket",
      });
      await notifyStaffOfTicket(tx, ctx, {
        kind: "opened",
        ticketId: row.id,
        subject: row.subject,
        customer,
        message: row.message,
      });
      return row;
    }),
  );
  return { ticket: toTicketRecord(ticket) };
}

/**
 * The customer's reply. A reply on an 'answered' or 'closed' ticket puts it back to 'open': the customer
 * is waiting for staff again, and the staff list's status filter must show it. That change is audited.
 */
export async function addCustomerResponse(ctx: ServiceContext, customer: CustomerRow, id: number, message: string) {
  await inTransaction(ctx, async (tx) => {
    const locked = await lockTicket(tx, id);
    if (!locked || locked.user_id !== customer.id) throw notFound(TICKET_TEXTS.notFound);
    await insertResponse(tx, { ticket_id: id, message, message_by: "user" });
    const reopen = locked.status !== "open";
    await touchTicket(tx, id, reopen ? "open" : undefined);
    if (reopen) {
      await recordAudit(tx, customerActor(customer), {
        entityType: "ticket",
        entityId: id,
        action: "replied and set",
        field: "status",
        oldValue: locked.status,
        newValue: "open",
        cause: "the customer replied",
      });
    }
    await notifyStaffOfTicket(tx, ctx, { kind: "replied", ticketId: id, subject: locked.subject, customer, message });
  });
  return { message: TICKET_TEXTS.responded };
}
