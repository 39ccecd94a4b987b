import type { TrackingResult } from "@app/shared/tracking";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shipments } from "../../db/schema.js";

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

type HistoryEntry = TrackingResult["history"][number];

/**
 * The status history as one JSON array, newest first, built inside the same statement as the
 * shipment (one round trip per lookup: this is the busiest public call). Times are formatted as
 * ISO strings in UTC by the database, so both drivers give the same text. (Drizzle writes the outer
 * columns unqualified, so the correlation names "shipments"."id" itself.)
 */
const historyJson = sql<HistoryEntry[]>`coalesce((
  select json_agg(json_build_object('shipment_status', h.shipment_status,
      'created_at', to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    order by h.created_at desc, h.id desc)
  from (select hs.id, hs.shipment_status, hs.created_at from shipment_status_history hs
    where hs.shipment_id = "shipments"."id"
    order by hs.created_at desc, hs.id desc limit ${HISTORY_LIMIT}) h), '[]'::json)`;

/** The public view of one shipment by tracking number, with its status history newest first. */
export async function findTracking(db: DbOrTx, typed: string): Promise<TrackingResult | undefined> {
  const candidates = trackingCandidates(typed);
  const rows = await db
    .select({
      tracking_number: shipments.tracking_number,
      warehouse_arrival_date: shipments.warehouse_arrival_date,
      shipment_status: shipments.shipment_status,
      shipment_date: shipments.shipment_date,
      payment_status: shipments.payment_status,
      estimated_delivery_date: shipments.estimated_delivery_date,
      updated_at: shipments.updated_at,
      history: historyJson,
    })
    .from(shipments)
    .where(inArray(shipments.tracking_number, candidates))
    .limit(2);
  // Prefer the upper-case (canonical) match when a differently-cased twin also exists.
  const shipment = rows.find((r) => r.tracking_number === candidates[0]) ?? rows[0];
  if (!shipment) return undefined;
  return { ...shipment, updated_at: shipment.updated_at.toISOString() };
}
