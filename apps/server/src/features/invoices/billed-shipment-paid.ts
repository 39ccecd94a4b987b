import type { InvoiceReferenceType } from "@app/shared/core/enums";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shipments } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { shipRequestPaidWith } from "../ship-requests/public.js";

interface PaidInvoice {
  reference_type: InvoiceReferenceType;
  reference_id: number;
  user_id: number;
}

/**
 * What every payment path does once a shipment invoice is paid in full (card, transfer, wallet, or staff marking it
 * paid): the shipment it bills becomes Paid, recorded in its trail with the cause, and then its packed ship request.
 * The shipment is locked before the request, after the invoice the caller holds (decision 0153). Other invoices bill
 * no shipment and change nothing here.
 */
export async function billedShipmentPaid(tx: DbOrTx, actor: Actor, invoice: PaidInvoice, cause: string) {
  if (invoice.reference_type !== "shipments") return;
  const [before] = await tx
    .select({ id: shipments.id, payment_status: shipments.payment_status })
    .from(shipments)
    .where(and(eq(shipments.id, invoice.reference_id), eq(shipments.user_id, invoice.user_id)))
    .for("update");
  if (before && before.payment_status !== "Paid") {
    await tx
      .update(shipments)
      .set({ payment_status: "Paid", updated_at: new Date() })
      .where(eq(shipments.id, before.id));
    await recordAudit(tx, actor, {
      entityType: "shipment",
      entityId: before.id,
      action: "status_update",
      field: "payment_status",
      oldValue: before.payment_status,
      newValue: "Paid",
      cause,
    });
  }
  await shipRequestPaidWith(tx, actor, invoice.reference_id, cause);
}
