import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shipments, trackingEvents } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { insertStatusHistory } from "./shipments.staff.repository.js";

/**
 * For unpacking a ship request (decision 0150): the shipment its packing opened, locked FOR UPDATE (after its
 * invoice, the payment paths' order), and whether it may still be cancelled: "on_master" when loaded on a master
 * shipment, "moved" when it is no longer Pending or a milestone was posted on it; null when it has not left.
 */
export async function lockShipmentToCancel(tx: DbOrTx, shipmentId: number) {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for("update").limit(1);
  if (!row) return { row, refusal: null };
  if (row.master_shipment_id !== null) return { row, refusal: "on_master" as const };
  if (row.shipment_status !== "Pending") return { row, refusal: "moved" as const };
  const [milestone] = await tx
    .select({ id: trackingEvents.id })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.shipment_id, shipmentId), isNotNull(trackingEvents.milestone)))
    .limit(1);
  return { row, refusal: milestone ? ("moved" as const) : null };
}

/** Cancels a shipment that never left (the caller locked it): status Cancelled, its timeline entry and audit. */
export async function cancelUnsentShipment(
  tx: DbOrTx,
  actor: Actor,
  adminId: number,
  shipment: { id: number; shipment_status: string },
  cause: string,
) {
  await tx
    .update(shipments)
    .set({ shipment_status: "Cancelled", updated_at: new Date() })
    .where(eq(shipments.id, shipment.id));
  await insertStatusHistory(tx, shipment.id, "Cancelled", adminId);
  await recordAudit(tx, actor, {
    entityType: "shipment",
    entityId: shipment.id,
    action: "status_update",
    field: "shipment_status",
    oldValue: shipment.shipment_status,
    newValue: "Cancelled",
    cause,
  });
}
