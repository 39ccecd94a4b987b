import type { InvoiceReferenceType, InvoiceStatus } from "@app/shared/core/enums";
import type { INVOICE_SORT_COLUMNS, StaffInvoiceRow } from "@app/shared/invoices/staff";
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, customers, invoices, payments, shipments } from "../../db/schema.js";
import {
  customerRecordIds,
  recordIds,
  searchedListWhere,
  startsWith,
  transactionStartsWith,
} from "../../lib/any-field-search.js";
import { listSource, literalLimit, sortedOrder, NO_LIST_TOTAL } from "../../lib/list.js";

/* ---------- Staff list ---------- */

export interface StaffInvoiceFilter {
  q?: string;
  status?: InvoiceStatus;
  /** "due": only invoices with money that must go back. */
  refund?: "due";
  sort: "asc" | "desc";
  sortBy?: (typeof INVOICE_SORT_COLUMNS)[number];
}

const rowColumns = {
  id: invoices.id,
  transaction_id: invoices.transaction_id,
  status: invoices.status,
  reference_type: invoices.reference_type,
  reference_id: invoices.reference_id,
  user_id: invoices.user_id,
  email_address: customers.email_address,
  total_amount: invoices.total_amount,
  currency: invoices.currency,
  due_date: invoices.due_date,
  created_at: invoices.created_at,
  updated_at: invoices.updated_at,
  refund_due: sql<boolean>`${invoices.refund_due_at} is not null`,
};

/**
 * Any-field search: a transaction id, customer e-mail or the billed shipment's tracking number (prefix, any case),
 * the customer's name, phone or suite number (anywhere), or the invoice number; each an indexed look-up of ids
 * (lib/any-field-search.ts). Tracking numbers are stored in upper case: their start is a range of the tracking
 * number's text_pattern_ops index.
 */
function whereOf(filter: StaffInvoiceFilter): SQL | undefined {
  return searchedListWhere({
    filter: and(
      filter.status ? eq(invoices.status, filter.status) : undefined,
      filter.refund === "due" ? isNotNull(invoices.refund_due_at) : undefined,
    ),
    q: filter.q,
    id: invoices.id,
    lookups: (text) => {
      const tracked = sql`select ${shipments.id} from ${shipments}
        where ${startsWith(shipments.tracking_number, text.toUpperCase())}`;
      return [
        recordIds(invoices, invoices.id, transactionStartsWith(text)),
        customerRecordIds({ table: invoices, id: invoices.id, userId: invoices.user_id }, text, "prefix"),
        recordIds(
          invoices,
          invoices.id,
          sql`${invoices.reference_type} = 'shipments' and ${invoices.reference_id} = any(array(${tracked}))`,
        ),
      ];
    },
  });
}

type ListedRow = Omit<Awaited<ReturnType<typeof selectRows>>[number], "list_total">;

function selectRows(db: DbOrTx, filter: StaffInvoiceFilter, limit: number, offset: number, total = NO_LIST_TOTAL) {
  return db
    .select({ ...rowColumns, ...total })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.user_id))
    .where(whereOf(filter))
    .orderBy(
      ...sortedOrder(
        filter,
        {
          transaction_id: invoices.transaction_id,
          status: invoices.status,
          reference_type: invoices.reference_type,
          total_amount: invoices.total_amount,
          due_date: invoices.due_date,
          created_at: invoices.created_at,
        },
        invoices.created_at,
        invoices.id,
      ),
    )
    .limit(literalLimit(limit))
    .offset(offset);
}

export function staffInvoicePage(db: DbOrTx, filter: StaffInvoiceFilter) {
  return listSource(db, filter, {
    page: (limit, offset, total) => selectRows(db, filter, limit, offset, total),
    matches: () =>
      db
        .select({ one: sql`1` })
        .from(invoices)
        .innerJoin(customers, eq(customers.id, invoices.user_id))
        .where(whereOf(filter)),
    toRow: toStaffInvoiceRow,
  });
}

export function toStaffInvoiceRow(row: ListedRow): StaffInvoiceRow {
  return {
    ...row,
    total_amount: Number(row.total_amount).toFixed(2),
    due_date: row.due_date.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/* ---------- Detail ---------- */

export async function findStaffInvoice(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      customer_firstname: customers.firstname,
      customer_lastname: customers.lastname,
      admin_id: invoices.admin_id,
      admin_firstname: admins.firstname,
      admin_lastname: admins.lastname,
      extra_info: invoices.extra_info,
      amount_paid_minor: invoices.amount_paid_minor,
      paid_at: invoices.paid_at,
      refund_due_at: invoices.refund_due_at,
      refunded_at: invoices.refunded_at,
      refund_reason: invoices.refund_reason,
      refund_reference: invoices.refund_reference,
      evidence: invoices.evidence,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.user_id))
    .leftJoin(admins, eq(admins.id, invoices.admin_id))
    .where(eq(invoices.id, id))
    .limit(1);
  return row;
}

export function paymentsOfInvoice(db: DbOrTx, invoiceId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.invoice_id, invoiceId))
    .orderBy(desc(payments.created_at), desc(payments.id));
}

/* ---------- Writes ---------- */

export type NewInvoice = typeof invoices.$inferInsert;

export async function insertInvoice(tx: DbOrTx, values: NewInvoice) {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** The tracking number of an invoiced shipment (what its customer knows it by); undefined for other records. */
export async function recordTrackingNumber(db: DbOrTx, type: InvoiceReferenceType, id: number) {
  if (type !== "shipments") return undefined;
  const [row] = await db
    .select({ tracking_number: shipments.tracking_number })
    .from(shipments)
    .where(eq(shipments.id, id))
    .limit(1);
  return row?.tracking_number;
}

export async function findInvoiceByReference(db: DbOrTx, type: InvoiceReferenceType, id: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.reference_type, type), eq(invoices.reference_id, id)))
    .limit(1);
  return row;
}

export async function findInvoiceByTransactionId(db: DbOrTx, transactionId: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.transaction_id, transactionId))
    .limit(1);
  return row;
}

/** What an invoice bills (never changes once written), read without a lock. */
export async function findInvoiceReference(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ reference_type: invoices.reference_type, reference_id: invoices.reference_id })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  return row;
}

export async function lockInvoiceForUpdate(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update").limit(1);
  return row;
}

export async function setInvoiceStatus(tx: DbOrTx, id: number, status: InvoiceStatus, paidAt: Date | null) {
  await tx.update(invoices).set({ status, paid_at: paidAt, updated_at: new Date() }).where(eq(invoices.id, id));
}

/** Nothing is paid of the invoice any more (what was paid went back to the customer). */
export async function clearAmountPaid(tx: DbOrTx, id: number) {
  await tx.update(invoices).set({ amount_paid_minor: 0, updated_at: new Date() }).where(eq(invoices.id, id));
}
