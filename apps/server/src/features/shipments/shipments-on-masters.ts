import type { ShipmentStatus } from "@app/shared/core/enums";
import { type AnyColumn, and, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { auditLog, proofOfDeliveries, shipmentStatusHistory, shipments } from "../../db/schema.js";
import type { Actor } from "../../lib/audit.js";

/**
 * For master shipments: what a flight or vessel does to the customer shipments it carries, set-based (one statement
 * each however many shipments are linked), so one milestone on a master of thousands of shipments stays fast.
 */

/**
 * A shipment handed over with its proof of delivery recorded (decision 0075), given its id and status columns (or
 * an alias's, e.g. sql`s.id`): the goods are with the customer, so nothing its master reports later moves its status,
 * goes on its tracking or tells its customer (docs/decisions/0134).
 */
export const deliveredWithProof = (id: AnyColumn | SQL, status: AnyColumn | SQL) =>
  sql`(${status} = 'Delivered' and exists (select 1 from ${proofOfDeliveries} proof where proof.shipment_id = ${id}))`;

/** Links these shipments to the master (only those on no master yet); answers the ids linked. */
export async function linkShipmentsToMaster(tx: DbOrTx, shipmentIds: readonly number[], masterId: number) {
  if (shipmentIds.length === 0) return [];
  const rows = await tx
    .update(shipments)
    .set({ master_shipment_id: masterId, updated_at: new Date() })
    .where(and(inArray(shipments.id, [...shipmentIds]), isNull(shipments.master_shipment_id)))
    .returning({ id: shipments.id });
  return rows.map((r) => r.id);
}

/** Takes one shipment off its master; answers whether it was on it. */
export async function unlinkShipmentFromMaster(tx: DbOrTx, shipmentId: number, masterId: number) {
  const rows = await tx
    .update(shipments)
    .set({ master_shipment_id: null, updated_at: new Date() })
    .where(and(eq(shipments.id, shipmentId), eq(shipments.master_shipment_id, masterId)))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/**
 * Gives every shipment on the master the status its milestone implies (MILESTONE_STATUS), in ONE statement: the
 * shipments whose status differs change (a cancelled one stays cancelled, one delivered with its proof recorded stays
 * delivered), each gets a status-history entry (public tracking) and an audit entry with `cause`. Shipments already in
 * that status are left alone. Answers how many changed.
 */
export async function deriveStatusesOnMaster(
  tx: DbOrTx,
  actor: Actor,
  masterId: number,
  next: ShipmentStatus,
  cause: string,
): Promise<number> {
  const result = await tx.execute(sql`
    with moved as (
      -- the self-join reads each row's status before this statement changes it (for the audit's old value)
      update ${shipments} s set shipment_status = ${next}::shipment_status, updated_at = now()
      from ${shipments} previous
      where previous.id = s.id and s.master_shipment_id = ${masterId}
        and s.shipment_status <> ${next}::shipment_status and s.shipment_status <> 'Cancelled'
        and not ${deliveredWithProof(sql`s.id`, sql`s.shipment_status`)}
      returning s.id, previous.shipment_status::text as previous
    ), history as (
      insert into ${shipmentStatusHistory} (shipment_id, shipment_status, changed_by)
      select id, ${next}::shipment_status, ${actor.kind === "admin" ? (actor.id ?? null) : null}::integer from moved
    )
    insert into ${auditLog} (actor_kind, actor_id, actor_label, entity_type, entity_id, action, field, old_value,
      new_value, cause)
    select ${actor.kind}::actor_kind, ${actor.id ?? null}::integer, ${actor.label ?? null}::text, 'shipment', id,
      'changed', 'shipment_status', previous, ${next}, ${cause}
    from moved
    returning entity_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * A delay notice's new date becomes the estimated delivery of every shipment on the master not delivered yet (one
 * delivered by hand keeps its date: it is no longer expected).
 */
export async function setEstimatedDeliveryOnMaster(tx: DbOrTx, masterId: number, date: string) {
  await tx
    .update(shipments)
    .set({ estimated_delivery_date: date, updated_at: new Date() })
    .where(and(eq(shipments.master_shipment_id, masterId), ne(shipments.shipment_status, "Delivered")));
}
