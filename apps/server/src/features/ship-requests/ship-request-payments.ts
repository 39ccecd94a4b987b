import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shipRequests } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";

/**
 * For the payment paths: the invoice of a packed ship request bills its shipment; when that invoice is paid (by card
 * or marked paid by staff), the ship request becomes 'paid' in the same transaction, recorded in its audit trail.
 */
export async function shipRequestPaidWith(tx: DbOrTx, actor: Actor, shipmentId: number, cause: string) {
  const rows = await tx
    .update(shipRequests)
    .set({ status: "paid", updated_at: new Date() })
    .where(and(eq(shipRequests.shipment_id, shipmentId), eq(shipRequests.status, "packed")))
    .returning({ id: shipRequests.id });
  for (const row of rows) {
    await recordAudit(tx, actor, {
      entityType: "ship_request",
      entityId: row.id,
      action: "status_update",
      field: "status",
      oldValue: "packed",
      newValue: "paid",
      cause,
    });
  }
}

/**
 * The packed ship request whose packing issued the invoice billing this shipment, held FOR SHARE until the caller's
 * transaction ends (packing's and payment's updates wait); undefined when none is packed. Cancelling that invoice is
 * refused (decision 0139): nothing undoes packing, so the request would stay packed and its parcels shipped.
 */
export async function packedShipRequestOf(tx: DbOrTx, shipmentId: number) {
  const [row] = await tx
    .select({ id: shipRequests.id })
    .from(shipRequests)
    .where(and(eq(shipRequests.shipment_id, shipmentId), eq(shipRequests.status, "packed")))
    .for("share")
    .limit(1);
  return row;
}
