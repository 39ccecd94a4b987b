import type { InvoiceReferenceType, InvoiceStatus } from "@app/shared/core/enums";
import type { InvoiceLink } from "@app/shared/invoices/staff";
import type { InvoiceSummary } from "@app/shared/shipments/shipments";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { invoices } from "../../db/schema.js";
import { referenceTypeLiteral } from "../../lib/any-field-search.js";

/*
 * The invoice of a shipment, pickup or procurement, as the other features show it next to their records
 * (each record has at most one invoice). The invoices feature owns the table; the others read it only through here.
 */

type InvoiceRow = typeof invoices.$inferSelect;

/* ---------- Customer side: the invoice summary of each record ---------- */

/**
 * The invoices of several records of one kind (each has at most one), keyed by record id.
 * Scoped to the customer too, so a stray reference can never show someone else's invoice.
 */
export async function invoiceSummariesOf(db: DbOrTx, userId: number, type: InvoiceReferenceType, ids: number[]) {
  const byRecord = new Map<number, InvoiceSummary>();
  if (ids.length === 0) return byRecord;
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.user_id, userId), eq(invoices.reference_type, type), inArray(invoices.reference_id, ids)));
  for (const row of rows) byRecord.set(row.reference_id, toInvoiceSummary(row));
  return byRecord;
}

function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    status: row.status,
    total_amount: Number(row.total_amount).toFixed(2),
    currency: row.currency,
  };
}

/* ---------- Staff lists: the invoice cell (shipments, procurements, pickups) ---------- */

/** Columns to select next to a record so its invoice cell can be filled; null when it has none. */
export const invoiceLinkColumns = {
  invoice_id: invoices.id,
  invoice_transaction_id: invoices.transaction_id,
  invoice_status: invoices.status,
  invoice_total: invoices.total_amount,
  invoice_currency: invoices.currency,
};

/**
 * The LEFT JOIN condition of a record's invoice (there is at most one per record). The record type is written into
 * the SQL text (one of the enum's names, not user input): a constant of a list's prepared statement, so the plan
 * PostgreSQL keeps for it (lib/list-statements.ts) is priced knowing it, and kept (as a parameter, the planner found
 * a plan for the known type cheaper on every run and planned each request again: ship requests' search).
 */
export function invoiceOfRecord(referenceType: InvoiceReferenceType, recordId: AnyPgColumn): SQL {
  return sql`(${invoices.reference_type} = ${referenceTypeLiteral(referenceType)} and ${invoices.reference_id} = ${recordId})`;
}

type InvoiceLinkRow = {
  invoice_id: number | null;
  invoice_transaction_id: string | null;
  invoice_status: InvoiceStatus | null;
  invoice_total: string | null;
  invoice_currency: InvoiceLink["currency"] | null;
};

export function invoiceLinkOf(row: InvoiceLinkRow): InvoiceLink | null {
  if (row.invoice_id == null) return null;
  return {
    id: row.invoice_id,
    transaction_id: row.invoice_transaction_id!,
    status: row.invoice_status!,
    total_amount: Number(row.invoice_total).toFixed(2),
    currency: row.invoice_currency!,
  };
}
