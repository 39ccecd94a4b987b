import { PAYABLE_INVOICE_STATUSES } from "@app/shared/invoices/invoices";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, payments } from "../../db/schema.js";

export type PaymentRow = typeof payments.$inferSelect;
type OpenOutcome = "failed" | "abandoned";

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function setPaymentAccessCode(db: DbOrTx, id: number, accessCode: string, response: unknown) {
  await db
    .update(payments)
    .set({ access_code: accessCode, provider_response: response, updated_at: new Date() })
    .where(eq(payments.id, id));
}

export async function findPaymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

/** Locks the attempt for the rest of the transaction: verify and webhook for one reference queue up here. */
export async function lockPaymentByReference(tx: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.reference, reference)).for("update").limit(1);
  return row;
}

/** Records a non-success outcome; a settled attempt is never downgraded. */
export async function markPaymentUnpaid(
  db: DbOrTx,
  id: number,
  status: OpenOutcome,
  reason: string | null,
  response?: unknown,
) {
  await db
    .update(payments)
    .set({
      status,
      failure_reason: reason,
      ...(response === undefined ? {} : { provider_response: response }),
      updated_at: new Date(),
    })
    .where(and(eq(payments.id, id), ne(payments.status, "success")));
}

export async function markPaymentSucceeded(tx: DbOrTx, id: number, response: unknown, note: string | null = null) {
  await tx
    .update(payments)
    .set({
      status: "success",
      provider_response: response,
      failure_reason: note,
      settled_at: new Date(),
      updated_at: new Date(),
    })
    .where(eq(payments.id, id));
}

/**
 * The invoice, locked FOR UPDATE for the rest of the transaction. Settlement and refunds take it before the wallet, the
 * shipment and the ship request they change: the one lock order of decision 0153 (shop request or pickup, invoice,
 * wallet, shipment, ship request), which a staff status change of the invoice keeps too.
 */
export async function lockInvoice(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update").limit(1);
  return row;
}

/**
 * Marks the invoice paid while it still takes a payment (pending or overdue): never a paid, cancelled or refunded
 * one. Returns the row only when this call changed it.
 */
export async function markInvoicePaid(tx: DbOrTx, id: number) {
  const now = new Date();
  const [row] = await tx
    .update(invoices)
    .set({
      status: "paid",
      paid_at: now,
      amount_paid_minor: sql`round(${invoices.total_amount} * 100)`,
      updated_at: now,
    })
    .where(and(eq(invoices.id, id), inArray(invoices.status, [...PAYABLE_INVOICE_STATUSES])))
    .returning();
  return row;
}
