import { type SQL, sql } from "drizzle-orm";
import { type ReportRange, within } from "./reports.range.js";

/**
 * When shipment `s` (a shipments row's alias) was delivered, the one rule of every report that counts deliveries
 * (docs/decisions/0075, 0138): its proof of delivery's time; else the first time its status became Delivered (a staff
 * or bulk change, the proof recorded, a master's 'delivered' milestone: each writes a status entry); else its first
 * 'delivered' milestone tracking event (a shipment whose status was set without an entry).
 */
export const deliveredAt = (s: SQL) => sql`coalesce(
  (select p.delivered_at from proof_of_deliveries p where p.shipment_id = ${s}.id),
  (select min(h.created_at) from shipment_status_history h
    where h.shipment_id = ${s}.id and h.shipment_status = 'Delivered'),
  (select min(e.occurred_at) from tracking_events e where e.shipment_id = ${s}.id and e.milestone = 'delivered'))`;

/**
 * The ids of the shipments that may have been delivered in the range: each with a proof, a Delivered status entry or a
 * 'delivered' milestone in it. A shipment whose deliveredAt falls in the range is among them (its time is one of
 * these); the caller keeps those whose deliveredAt does.
 */
export const deliveredCandidates = (r: ReportRange) => sql`
  select p.shipment_id from proof_of_deliveries p where ${within(sql`p.delivered_at`, r)}
  union
  select h.shipment_id from shipment_status_history h
   where h.shipment_status = 'Delivered' and ${within(sql`h.created_at`, r)}
  union
  select e.shipment_id from tracking_events e where e.milestone = 'delivered' and ${within(sql`e.occurred_at`, r)}`;
