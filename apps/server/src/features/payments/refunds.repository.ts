import { and, asc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, payments, shipments } from "../../db/schema.js";
import { settledCheckout } from "./money-applied.js";

export type RefundableInvoice = typeof invoices.$inferSelect;

export async function findInvoiceById(db: DbOrTx, id: number): Promise<RefundableInvoice | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

/**
 * The settled online payment a refund gives back: first a payment flagged as due a refund (a second payment of a
 * paid invoice, or one that arrived after it was cancelled or refunded), oldest first; else the checkout that paid
 * the invoice and was not refunded yet (never one credited to the wallet instead: that money is the customer's
 * wallet credit, and what the wallet paid goes back to the wallet). Undefined when it was paid off-site or from the
 * wallet.
 */
export async function paymentToRefund(db: DbOrTx, invoice: RefundableInvoice) {
  const [due] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoice_id, invoice.id), isNotNull(payments.refund_due_at), isNull(payments.refunded_at)))
    .orderBy(asc(payments.settled_at), asc(payments.id))
    .limit(1);
  if (due) return due;
  const [row] = await db
    .select({ p: payments })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoice_id))
    .where(
      and(
        eq(payments.invoice_id, invoice.id),
        settledCheckout(sql`${payments}`, sql`${invoices}`),
        isNull(payments.refunded_at),
      ),
    )
    .orderBy(asc(payments.settled_at), asc(payments.id))
    .limit(1);
  return row?.p;
}

/** Whether another payment of this invoice still waits for its refund. */
export async function anotherRefundDue(db: DbOrTx, invoiceId: number, paymentId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.invoice_id, invoiceId),
        isNotNull(payments.refund_due_at),
        isNull(payments.refunded_at),
        ne(payments.id, paymentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The invoice's flag follows its payments: cleared when none waits for a refund any more. */
export async function setInvoiceRefundDue(tx: DbOrTx, invoiceId: number, due: boolean) {
  await tx
    .update(invoices)
    .set({ refund_due_at: due ? new Date() : null, updated_at: new Date() })
    .where(eq(invoices.id, invoiceId));
}

/** The invoice becomes refunded; it stays flagged while another payment of it still waits for its refund. */
export async function markInvoiceRefunded(
  tx: DbOrTx,
  id: number,
  refund: { reason: string; reference: string | null; anotherDue: boolean },
) {
  const now = new Date();
  await tx
    .update(invoices)
    .set({
      status: "refunded",
      refunded_at: now,
      refund_reason: refund.reason,
      refund_reference: refund.reference,
      refund_due_at: refund.anotherDue ? now : null,
      updated_at: now,
    })
    .where(eq(invoices.id, id));
}

export async function notePaymentRefunded(tx: DbOrTx, paymentId: number, note: string, reference: string | null) {
  const now = new Date();
  await tx
    .update(payments)
    .set({ failure_reason: note, refund_due_at: null, refunded_at: now, refund_reference: reference, updated_at: now })
    .where(eq(payments.id, paymentId));
}

/** The billed shipment's payment status becomes Refunded; returns its previous status when it changed. */
export async function markShipmentRefunded(tx: DbOrTx, shipmentId: number, userId: number) {
  const [before] = await tx
    .select({ id: shipments.id, payment_status: shipments.payment_status })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.user_id, userId)))
    .for("update")
    .limit(1);
  if (!before || before.payment_status === "Refunded") return undefined;
  await tx
    .update(shipments)
    .set({ payment_status: "Refunded", updated_at: new Date() })
    .where(eq(shipments.id, shipmentId));
  return before;
}
