import type { TicketStatus } from "@app/shared/core/enums";
import type { Ticket, TicketCharge, TicketReply } from "@app/shared/tickets/tickets";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, ticketResponses, tickets } from "../../db/schema.js";
import { newestFirst } from "../../lib/list.js";

export type TicketRow = typeof tickets.$inferSelect;
export type TicketResponseRow = typeof ticketResponses.$inferSelect;

export interface CustomerTicketFilter {
  userId: number;
  status?: TicketStatus;
  /** Part of a subject. */
  q?: string;
}

function whereOf(filter: CustomerTicketFilter): SQL | undefined {
  const conditions: SQL[] = [eq(tickets.user_id, filter.userId)];
  if (filter.status) conditions.push(eq(tickets.status, filter.status));
  if (filter.q) conditions.push(ilike(tickets.subject, `%${filter.q.replace(/[%_\\]/g, "\\$&")}%`));
  return and(...conditions);
}

/** One page of a customer's tickets, most recently updated first, and how many there are in all. */
export async function listCustomerTickets(
  db: DbOrTx,
  filter: CustomerTicketFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(...newestFirst("desc", tickets.updated_at, tickets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The ticket only when it belongs to this customer. */
export async function findCustomerTicket(db: DbOrTx, userId: number, id: number): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.user_id, userId)))
    .limit(1);
  return row;
}

export async function findTicketById(db: DbOrTx, id: number): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  return row;
}

export async function insertTicket(db: DbOrTx, values: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  return row!;
}

/** A ticket's responses, newest first. */
export async function responsesOf(db: DbOrTx, ticketId: number): Promise<TicketResponseRow[]> {
  return db
    .select()
    .from(ticketResponses)
    .where(eq(ticketResponses.ticket_id, ticketId))
    .orderBy(desc(ticketResponses.created_at), desc(ticketResponses.id));
}

export async function insertResponse(
  db: DbOrTx,
  values: typeof ticketResponses.$inferInsert,
): Promise<TicketResponseRow> {
  const [row] = await db.insert(ticketResponses).values(values).returning();
  return row!;
}

/** Marks the ticket as just updated (the lists' 'Date' is the last update), optionally with a new status. */
export async function touchTicket(db: DbOrTx, id: number, status?: TicketStatus): Promise<TicketRow> {
  const [row] = await db
    .update(tickets)
    .set({ updated_at: new Date(), ...(status ? { status } : {}) })
    .where(eq(tickets.id, id))
    .returning();
  return row!;
}

/**
 * Locks the ticket row for the rest of the transaction, so two concurrent changes (a reply and a
 * status edit) read and write the status one after the other and the audit trail stays truthful.
 */
export async function lockTicket(db: DbOrTx, id: number): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for("update").limit(1);
  return row;
}

export function toTicketRecord(row: TicketRow): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    department: row.department,
    warehouse: row.warehouse,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toReplyRecord(row: TicketResponseRow): TicketReply {
  return { id: row.id, message: row.message, message_by: row.message_by, created_at: row.created_at.toISOString() };
}

/**
 * The invoice charge a "Question this charge" ticket asks about, with the evidence line's photos (shown as
 * thumbnails, not as paths in the message); null for other tickets. Only an invoice of the ticket's own customer.
 */
export async function chargeOfTicket(
  db: DbOrTx,
  row: Pick<TicketRow, "user_id" | "invoice_id" | "invoice_line">,
): Promise<TicketCharge | null> {
  if (row.invoice_id === null) return null;
  const [invoice] = await db
    .select({ id: invoices.id, transaction_id: invoices.transaction_id, evidence: invoices.evidence })
    .from(invoices)
    .where(and(eq(invoices.id, row.invoice_id), eq(invoices.user_id, row.user_id)))
    .limit(1);
  if (!invoice) return null;
  const line = row.invoice_line === null ? undefined : invoice.evidence?.lines[row.invoice_line];
  return {
    invoice_id: invoice.id,
    transaction_id: invoice.transaction_id,
    line: (row.invoice_line ?? 0) + 1,
    line_label: line?.label ?? null,
    photos: line?.box?.photos ?? [],
  };
}
