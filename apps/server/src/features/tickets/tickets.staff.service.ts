import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { TicketStatus } from "@app/shared/core/enums";
import { STAFF_TICKET_TEXTS } from "@app/shared/tickets/staff";
import type { AdminRow } from "../../plugins/auth.js";
import { adminActor, auditViewOf, recordAudit } from "../../lib/audit.js";
import { notFound } from "../../lib/errors.js";
import { CSV_MAX_ROWS, type CsvColumn, fetchPage } from "../../lib/list.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { ANSWER_ON_THE_TICKET_PAGE } from "./tickets.mail.js";
import { insertResponse, lockTicket, touchTicket } from "./tickets.repository.js";
import { ticketDetailOf } from "./tickets.service.js";
import {
  findStaffTicket,
  type StaffTicketFilter,
  type StaffTicketRow,
  staffTicketSource,
  toStaffTicketRecord,
} from "./tickets.staff.repository.js";

export async function listTicketsForStaff(
  ctx: ServiceContext,
  query: StaffTicketFilter & { page: number; pageSize: number },
) {
  const { rows, pagination } = await fetchPage(staffTicketSource(ctx.db, query), query, ctx.config.LIST_EXACT_TOTAL);
  return { tickets: rows.map(toStaffTicketRecord), pagination };
}

export const TICKET_CSV_COLUMNS: CsvColumn<StaffTicketRow>[] = [
  { header: "ID", value: (t) => t.id },
  { header: "Subject", value: (t) => t.subject },
  { header: "Status", value: (t) => t.status },
  { header: "Department", value: (t) => t.department },
  { header: "Warehouse", value: (t) => t.warehouse },
  { header: "Email", value: (t) => t.email_address },
  { header: "Last updated", value: (t) => t.updated_at.toISOString() },
  { header: "Created", value: (t) => t.created_at.toISOString() },
];

/** The whole filtered list (capped) for the CSV export. */
export async function ticketsForCsv(ctx: ServiceContext, filter: StaffTicketFilter) {
  return staffTicketSource(ctx.db, filter).rows(CSV_MAX_ROWS, 0);
}

export async function getTicketForStaff(ctx: ServiceContext, id: number) {
  const row = await findStaffTicket(ctx.db, id);
  if (!row) throw notFound(STAFF_TICKET_TEXTS.notFound);
  const [detail, audit] = await Promise.all([ticketDetailOf(ctx.db, row), auditViewOf(ctx.db, "ticket", id)]);
  return {
    ticket: { ...detail, user_id: row.user_id, email_address: row.email_address, customer_name: row.customer_name },
    audit,
  };
}

/**
 * A staff reply. It moves an 'open' ticket to 'answered': the customer now has an answer, and that is what
 * the status column is for (staff can still pick any value inline). 'closed' and 'answered' stay as they are.
 * In the same transaction: the response, the status, one audit entry, and the customer's e-mail in the outbox.
 */
export async function replyAsStaff(ctx: ServiceContext, admin: AdminRow, id: number, text: string) {
  await inTransaction(ctx, async (tx) => {
    const locked = await lockTicket(tx, id);
    if (!locked) throw notFound(STAFF_TICKET_TEXTS.notFound);
    const ticket = (await findStaffTicket(tx, id))!;
    await insertResponse(tx, { ticket_id: id, message: text, message_by: "admin", admin_id: admin.id });
    const nextStatus: TicketStatus = locked.status === "open" ? "answered" : locked.status;
    await touchTicket(tx, id, nextStatus);
    await recordAudit(
      tx,
      adminActor(admin),
      nextStatus === locked.status
        ? { entityType: "ticket", entityId: id, action: "replied" }
        : {
            entityType: "ticket",
            entityId: id,
            action: "replied and set",
            field: "status",
            oldValue: locked.status,
            newValue: nextStatus,
            cause: "staff replied",
          },
    );
    await enqueueMail(tx, {
      to: ticket.email_address,
      subject: `New reply to your ticket #${id}: ${ticket.subject}`,
      content: {
        heading: "New reply to your ticket",
        paragraphs: [
          `Hello ${ticket.customer_name},`,
          `Our support team replied to your ticket "${ticket.subject}":`,
          text,
          ANSWER_ON_THE_TICKET_PAGE,
        ],
        action: { label: "View your ticket", url: `${ctx.config.PUBLIC_URL}/user/support/${id}` },
      },
    });
  });
  return { message: STAFF_TICKET_TEXTS.replied };
}

/** Any of the three values may be chosen; a real change is audited with the old and new value. */
export async function setTicketStatus(ctx: ServiceContext, admin: AdminRow, id: number, status: TicketStatus) {
  await inTransaction(ctx, async (tx) => {
    const locked = await lockTicket(tx, id);
    if (!locked) throw notFound(STAFF_TICKET_TEXTS.notFound);
    if (locked.status === status) return;
    await touchTicket(tx, id, status);
    await recordAudit(tx, adminActor(admin), {
      entityType: "ticket",
      entityId: id,
      action: "changed",
      field: "status",
      oldValue: locked.status,
      newValue: status,
    });
  });
  return { message: STAFF_TICKET_TEXTS.statusUpdated, status };
}
