import type { TrackingResult } from "@app/shared/tracking";
import { desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shipmentStatusHistory, shipments } from "../../db/schema.js";

/** Enough for any real shipment's life; bounds the answer of a public, unauthenticated call. */
const HISTORY_LIMIT = 50;

/**
 * Tracking numbers are issued upper-case, so the typed number is matched as given and upper-cased:
 * both are equality lookups on the unique index (no lower()/ILIKE scan), and a number stored in
 * another case still matches when typed exactly.
 */
export function trackingCandidates(typed: string): string[] {
  const given = typed.trim();
  const upper = given.toUpperCase();
  return upper === given ? [given] : [upper, given];
}

/** The public view of one shipment by tracking number, with its status history newest first. */
export async function findTracking(db: DbOrTx, typed: string): Promise<TrackingResult | undefined> {
  const candidates = trackingCandidates(typed);
  const rows = await db
    .select({
      id: shipments.id,
      tracking_number: shipments.tracking_number,
      warehouse_arrival_date: shipments.warehouse_arrival_date,
      shipment_status: shipments.shipment_status,
      shipment_date: shipments.shipment_date,
      payment_status: shipments.payment_status,
      estimated_delivery_date: shipments.estimated_delivery_date,
      updated_at: shipments.updated_at,
    })
    .from(shipments)
    .where(inArray(shipments.tracking_number, candidates))
    .limit(2);
  // Prefer the upper-case (canonical) match when a differently-cased twin also exists.
  const shipment = rows.find((r) => r.tracking_number === candidates[0]) ?? rows[0];
  if (!shipment) return undefined;

  const history = await db
    .select({ shipment_status: shipmentStatusHistory.shipment_status, created_at: shipmentStatusHistory.created_at })
    .from(shipmentStatusHistory)
    .where(eq(shipmentStatusHistory.shipment_id, shipment.id))
    .orderBy(desc(shipmentStatusHistory.created_at), desc(shipmentStatusHistory.id))
    .limit(HISTORY_LIMIT);

  return {
    tracking_number: shipment.tracking_number,
    warehouse_arrival_date: shipment.warehouse_arrival_date,
    shipment_status: shipment.shipment_status,
    shipment_date: shipment.shipment_date,
    payment_status: shipment.payment_status,
    estimated_delivery_date: shipment.estimated_delivery_date,
    updated_at: shipment.updated_at.toISOString(),
    history: history.map((h) => ({ shipment_status: h.shipment_status, created_at: h.created_at.toISOString() })),
  };
}
