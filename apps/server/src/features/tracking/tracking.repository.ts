import type { TrackingResult } from "@app/shared/tracking/tracking";
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { shipments } from "../../db/schema.js";
import { eventsJsonOf, historyJsonOf, labelEvents } from "./tracking-timeline.js";

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

// Drizzle writes the outer columns unqualified, so the correlation names "shipments"."id" itself.
const shipmentId = sql`"shipments"."id"`;

const answerColumns = {
  tracking_number: shipments.tracking_number,
  warehouse_arrival_date: shipments.warehouse_arrival_date,
  shipment_status: shipments.shipment_status,
  shipment_date: shipments.shipment_date,
  payment_status: shipments.payment_status,
  estimated_delivery_date: shipments.estimated_delivery_date,
  updated_at: shipments.updated_at,
  history: historyJsonOf(shipmentId),
  events: eventsJsonOf(shipmentId),
};

function prepareLookup(db: Db) {
  return db
    .select(answerColumns)
    .from(shipments)
    .where(
      or(
        eq(shipments.tracking_number, sql.placeholder("canonical")),
        eq(shipments.tracking_number, sql.placeholder("given")),
      ),
    )
    .limit(2)
    .prepare("public_tracking_lookup");
}

/** One prepared statement per database (on PostgreSQL a named statement: each connection plans it once). */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/**
 * The public view of one shipment by tracking number, with its status history and visible tracking events newest
 * first, in one statement (the busiest public call).
 */
export async function findTracking(db: Db, typed: string): Promise<TrackingResult | undefined> {
  const candidates = trackingCandidates(typed);
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const rows = await lookup.execute({ canonical: candidates[0], given: candidates[1] ?? candidates[0] });
  // Prefer the upper-case (canonical) match when a differently-cased twin also exists.
  const shipment = rows.find((r) => r.tracking_number === candidates[0]) ?? rows[0];
  if (!shipment) return undefined;
  return { ...shipment, updated_at: shipment.updated_at.toISOString(), events: labelEvents(shipment.events) };
}

/** Where a scan of recentTrackingAnswers stopped: the last shipment it read. */
export type AnswerCursor = { created_at: Date; id: number } | undefined;

/**
 * Public answers of the newest shipments first (the ones people track), `limit` at a time after `cursor`, for
 * warming the cache; the shipments' list index on (created_at desc, id desc) answers it.
 */
export async function recentTrackingAnswers(
  db: Db,
  cursor: AnswerCursor,
  limit: number,
): Promise<{ answers: TrackingResult[]; next: AnswerCursor }> {
  const rows = await db
    .select({ ...answerColumns, created_at: shipments.created_at, id: shipments.id })
    .from(shipments)
    .where(cursor ? sql`(${shipments.created_at}, ${shipments.id}) < (${cursor.created_at}, ${cursor.id})` : undefined)
    // NULLS LAST as the index is declared: a plain DESC (nulls first) would sort the whole table for every batch.
    .orderBy(sql`${shipments.created_at} desc nulls last`, sql`${shipments.id} desc nulls last`)
    .limit(limit);
  const last = rows.at(-1);
  return {
    answers: rows.map(({ created_at: _, id: __, ...r }) => ({
      ...r,
      updated_at: r.updated_at.toISOString(),
      events: labelEvents(r.events),
    })),
    next: last && rows.length === limit ? { created_at: last.created_at, id: last.id } : undefined,
  };
}
