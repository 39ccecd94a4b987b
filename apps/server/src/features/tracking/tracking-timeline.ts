import { CUSTOMS_REASON_LABELS, MILESTONE_LABELS } from "@app/shared/core/milestones";
import type { StatusHistoryEntry, TrackingEvent } from "@app/shared/tracking/tracking";
import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shipments } from "../../db/schema.js";
import { isoUtc } from "../../lib/sql-iso.js";

/**
 * A shipment's timeline as JSON built inside the caller's statement (one round trip): the status history and the
 * visible tracking events, each newest first. The public lookup and the portal's shipment detail both select these,
 * correlated on the shipment id they name. Times are formatted as ISO strings in UTC by the database, so both
 * drivers give the same text.
 */

/** Enough for any real shipment's life; bounds the answer of a public, unauthenticated call. */
export const HISTORY_LIMIT = 50;
export const EVENTS_LIMIT = 100;

export const historyJsonOf = (shipmentId: SQL) => sql<StatusHistoryEntry[]>`coalesce((
  select json_agg(json_build_object('shipment_status', h.shipment_status, 'created_at', ${isoUtc(sql`h.created_at`)})
    order by h.created_at desc, h.id desc)
  from (select hs.id, hs.shipment_status, hs.created_at from shipment_status_history hs
    where hs.shipment_id = ${shipmentId}
    order by hs.created_at desc, hs.id desc limit ${HISTORY_LIMIT}) h), '[]'::json)`;

type RawEvent = Omit<TrackingEvent, "milestone_label" | "customs_reason_label">;

export const eventsJsonOf = (shipmentId: SQL) => sql<RawEvent[]>`coalesce((
  select json_agg(json_build_object('kind', e.kind, 'milestone', e.milestone, 'customs_reason', e.customs_reason,
      'place', e.place, 'note', e.note, 'new_expected_date', e.new_expected_date::text,
      'occurred_at', ${isoUtc(sql`e.occurred_at`)})
    order by e.occurred_at desc, e.id desc)
  from (select te.id, te.kind, te.milestone, te.customs_reason, te.place, te.note, te.new_expected_date, te.occurred_at
    from tracking_events te
    where te.shipment_id = ${shipmentId} and te.visible
    order by te.occurred_at desc, te.id desc limit ${EVENTS_LIMIT}) e), '[]'::json)`;

/** The customer-facing words of each event's milestone and customs reason. */
export function labelEvents(events: readonly RawEvent[]): TrackingEvent[] {
  return events.map((event) => ({
    kind: event.kind,
    milestone: event.milestone,
    milestone_label: event.milestone ? MILESTONE_LABELS[event.milestone] : null,
    customs_reason: event.customs_reason,
    customs_reason_label: event.customs_reason ? CUSTOMS_REASON_LABELS[event.customs_reason] : null,
    place: event.place,
    note: event.note,
    new_expected_date: event.new_expected_date,
    occurred_at: event.occurred_at,
  }));
}

/**
 * The timeline of one shipment the caller already scoped (the portal checks the customer owns it first): the status
 * history and the visible events, in one statement.
 */
export async function timelineOf(
  db: DbOrTx,
  id: number,
): Promise<{ history: StatusHistoryEntry[]; events: TrackingEvent[] }> {
  const shipmentId = sql`"shipments"."id"`;
  const [row] = await db
    .select({ history: historyJsonOf(shipmentId), events: eventsJsonOf(shipmentId) })
    .from(shipments)
    .where(eq(shipments.id, id));
  return { history: row?.history ?? [], events: labelEvents(row?.events ?? []) };
}
