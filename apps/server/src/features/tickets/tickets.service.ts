import type { TicketStatus } from "@app/shared/enums";
import { type ListQuery, paginationOf } from "@app/shared/http";
import { TICKET_TEXTS, type TicketDetail, ticketFormSchema } from "@app/shared/tickets";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { CustomerRow } from "../../plugins/auth.js";
import type { DbOrTx } from "../../db/client.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { badRequest, notFound } from "../../lib/errors.js";
import { withStagedImages } from "../../lib/upload-store.js";
import { type IncomingImage, imagesOf } from "../../lib/uploads.js";
import { notifyStaffOfTicket } from "./tickets.mail.js";
import {
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

/** Multipart fields are checked with the same schema as the form; the answer matches a JSON validation failure. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "body"] ??= issue.message;
  throw badRequest(Object.values(errors)[0] ?? "Invalid request.", errors);
}

export async function listTicketsOf(
  app: FastifyInstance,
  userId: number,
  query: ListQuery & { status?: TicketStatus },
) {
  const { rows, total } = await listCustomerTickets(
    app.db,
    { userId, status: query.status, q: query.q },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { tickets: rows.map(toTicketRecord), pagination: paginationOf(query, total) };
}

/** The ticket with its attachments and responses (newest first); another customer's ticket answers 404. */
export async function getTicketOf(app: FastifyInstance, userId: number, id: number) {
  const row = await findCustomerTicket(app.db, userId, id);
  if (!row) throw notFound(TICKET_TEXTS.notFound);
  return { ticket: await ticketDetailOf(app.db, row) };
}

export async function ticketDetailOf(db: DbOrTx, row: TicketRow): Promise<TicketDetail> {
  const [responses, images] = await Promise.all([responsesOf(db, row.id), imagesOf(db, "ticket", [row.id])]);
  return {
    ...toTicketRecord(row),
    images: images.get(row.id) ?? [],
    responses: responses.map(toReplyRecord),
  };
}

/** Creates the ticket and its images in one transaction: a failure leaves neither rows nor files behind. */
export async function createTicket(
  app: FastifyInstance,
  customer: CustomerRow,
  fields: Record<string, string>,
  images: IncomingImage[],
) {
  const input = parseFields(ticketFormSchema, fields);
  const ticket = await withStagedImages(app.config, images, (recordImages) =>
    app.db.transaction(async (tx) => {
      const row = await insertTicket(tx, { user_id: customer.id, ...input, status: "open" });
      await recordImages(tx, { entityType: "ticket", entityId: row.id, ownerUserId: customer.id });
      await recordAudit(tx, customerActor(customer), {
        entityType: "ticket",
        entityId: row.id,
        action: "opened the ticket",
      });
      await notifyStaffOfTicket(tx, app, {
        kind: "opened",
        ticketId: row.id,
        subject: row.subject,
        customer,
        message: row.message,
      });
      return row;
    }),
  );
  app.kickMail();
  return { ticket: toTicketRecord(ticket) };
}

/**
 * The customer's reply. A reply on an 'answered' or 'closed' ticket puts it back to 'open': the customer
 * is waiting for staff again, and the staff list's status filter must show it. That change is audited.
 */
export async function addCustomerResponse(app: FastifyInstance, customer: CustomerRow, id: number, message: string) {
  await app.db.transaction(async (tx) => {
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
      });
    }
    await notifyStaffOfTicket(tx, app, { kind: "replied", ticketId: id, subject: locked.subject, customer, message });
  });
  app.kickMail();
  return { message: TICKET_TEXTS.responded };
}
