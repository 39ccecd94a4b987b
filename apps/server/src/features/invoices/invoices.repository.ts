import type { Invoice } from "@app/shared/invoices/invoices";
import { and, count, eq, ilike, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices } from "../../db/schema.js";
import { newestFirst } from "../../lib/list.js";

export type InvoiceRow = typeof invoices.$inferSelect;

export interface CustomerInvoiceFilter {
  userId: number;
  status?: InvoiceRow["status"];
  /** Part of a transaction id. */
  q?: string;
}

function whereOf(filter: CustomerInvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [eq(invoices.user_id, filter.userId)];
  if (filter.status) conditions.push(eq(invoices.status, filter.status));
  if (filter.q) conditions.push(ilike(invoices.transaction_id, `%${filter.q.replace(/[%_\\]/g, "\\$&")}%`));
  return and(...conditions);
}

/** One page of a customer's invoices, newest first, and how many there are in all. */
export async function listCustomerInvoices(
  db: DbOrTx,
  filter: CustomerInvoiceFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...newestFirst("desc", invoices.created_at, invoices.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The invoice only when it belongs to this customer. */
export async function findCustomerInvoice(db: DbOrTx, userId: number, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.user_id, userId)))
    .limit(1);
  return row;
}

/** The invoice as the portal shows it: dates as ISO strings, the amount as a two-decimal string. */
export function toInvoiceRecord(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    status: row.status,
    reference_type: row.reference_type,
    reference_id: row.reference_id,
    total_amount: Number(row.total_amount).toFixed(2),
    currency: row.currency,
    amount_paid_minor: row.amount_paid_minor,
    due_date: row.due_date.toISOString(),
    extra_info: row.extra_info ?? null,
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
