import { and, eq, gt, isNotNull, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, payments } from "../../db/schema.js";

export type ShipmentInvoice = typeof invoices.$inferSelect;

/**
 * The invoice billing this shipment (the one packing issued), locked FOR UPDATE first, as every payment path locks it
 * before the shipment and the ship request (settlement, the wallet, a staff status change: decision 0153's one order),
 * so undoing a packing and paying queue here and one of them sees the other's result. Undefined when the shipment has
 * none.
 */
export async function lockShipmentInvoice(tx: DbOrTx, shipmentId: number): Promise<ShipmentInvoice | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.reference_type, "shipments"), eq(invoices.reference_id, shipmentId)))
    .for("update")
    .limit(1);
  return row;
}

/** Why an invoice cannot be withdrawn with its packing, or null when it can (not paid in full, no checkout open). */
export type WithdrawRefusal = "paid" | "not_open" | "checkout_open";

/**
 * Whether the (locked) invoice may be withdrawn: not paid, not already cancelled or refunded, and no card checkout of
 * it open. A part paid from the wallet does not refuse it: it goes back to the wallet when the invoice is cancelled
 * (returnWhatWasPaid, decision 0158). A checkout is open while its rate lock runs (naira), or for as many minutes since
 * it started when it has none: the customer may be paying at the provider right now. One paid after that finds the
 * invoice cancelled and is flagged for a refund (settlement's rule for a cancelled invoice).
 */
export async function withdrawRefusalOf(
  tx: DbOrTx,
  invoice: ShipmentInvoice,
  lockMinutes: number,
  now = new Date(),
): Promise<WithdrawRefusal | null> {
  if (invoice.status === "paid") return "paid";
  if (invoice.status !== "pending" && invoice.status !== "overdue") return "not_open";
  const startedSince = new Date(now.getTime() - lockMinutes * 60_000);
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.invoice_id, invoice.id),
        eq(payments.status, "initialized"),
        isNotNull(payments.access_code),
        or(
          gt(payments.rate_locked_until, now),
          and(isNull(payments.rate_locked_until), gt(payments.created_at, startedSince)),
        ),
      ),
    )
    .limit(1);
  return open ? "checkout_open" : null;
}
