import type { ShipmentStatus } from "@app/shared/core/enums";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
import { admins, customers, invoices, shipmentStatusHistory, shipments } from "../../db/schema.js";

export type ShipmentRow = typeof shipments.$inferSelect;

/** The shipment when it leaves from one of the caller's warehouses (`scope`), with its customer, creator, invoice. */
export async function findShipmentDetail(db: DbOrTx, id: number, scope?: WarehouseScope) {
  const [row] = await db
    .select({
      shipment: shipments,
      customer_first: customers.firstname,
      customer_last: customers.lastname,
      creator_first: admins.firstname,
      creator_last: admins.lastname,
      invoice: {
        id: invoices.id,
        transaction_id: invoices.transaction_id,
        status: invoices.status,
        total_amount: invoices.total_amount,
        currency: invoices.currency,
      },
    })
    .from(shipments)
    .leftJoin(customers, eq(customers.id, shipments.user_id))
    .leftJoin(admins, eq(admins.id, shipments.created_by))
    .leftJoin(invoices, and(eq(invoices.reference_type, "shipments"), eq(invoices.reference_id, shipments.id)))
    .where(and(eq(shipments.id, id), inScope(scope, shipments.warehouse)))
    .limit(1);
  return row;
}

/** The status timeline, newest first, with who changed it. */
export async function statusHistoryOf(db: DbOrTx, shipmentId: number) {
  return db
    .select({
      shipment_status: shipmentStatusHistory.shipment_status,
      created_at: shipmentStatusHistory.created_at,
      first: admins.firstname,
      last: admins.lastname,
    })
    .from(shipmentStatusHistory)
    .leftJoin(admins, eq(admins.id, shipmentStatusHistory.changed_by))
    .where(eq(shipmentStatusHistory.shipment_id, shipmentId))
    .orderBy(desc(shipmentStatusHistory.created_at), desc(shipmentStatusHistory.id));
}

/** Locks the shipment row for the rest of the transaction, so two status changes cannot interleave. */
export async function lockShipmentByTrackingNumber(
  tx: DbOrTx,
  trackingNumber: string,
  scope?: WarehouseScope,
): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.tracking_number, trackingNumber), inScope(scope, shipments.warehouse)))
    .for("update")
    .limit(1);
  return row;
}

/**
 * Locks these shipments of the caller's warehouses (in id order, so two bulk changes cannot deadlock) for the rest
 * of the transaction; another warehouse's id is left out, as one no shipment has.
 */
export async function lockShipmentsByIds(
  tx: DbOrTx,
  ids: readonly number[],
  scope?: WarehouseScope,
): Promise<ShipmentRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(shipments)
    .where(and(inArray(shipments.id, [...ids]), inScope(scope, shipments.warehouse)))
    .orderBy(asc(shipments.id))
    .for("update");
}

export async function insertShipment(tx: DbOrTx, values: typeof shipments.$inferInsert): Promise<ShipmentRow> {
  const [row] = await tx.insert(shipments).values(values).returning();
  return row!;
}

export async function updateShipment(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof shipments.$inferInsert>,
): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(shipments.id, id))
    .returning();
  return row!;
}

export async function insertStatusHistory(tx: DbOrTx, shipmentId: number, status: ShipmentStatus, adminId: number) {
  await insertStatusHistories(tx, [shipmentId], status, adminId);
}

/** The same timeline entry for several shipments, in one statement. */
export async function insertStatusHistories(
  tx: DbOrTx,
  shipmentIds: readonly number[],
  status: ShipmentStatus,
  adminId: number,
) {
  if (shipmentIds.length === 0) return;
  await tx
    .insert(shipmentStatusHistory)
    .values(shipmentIds.map((id) => ({ shipment_id: id, shipment_status: status, changed_by: adminId })));
}

/** Sets the status of these shipments in one statement; answers the changed rows. */
export async function setShipmentStatuses(
  tx: DbOrTx,
  ids: readonly number[],
  status: ShipmentStatus,
): Promise<ShipmentRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(shipments)
    .set({ shipment_status: status, updated_at: new Date() })
    .where(inArray(shipments.id, [...ids]))
    .returning();
}

/** Which of these tracking numbers are already taken. */
export async function takenTrackingNumbers(db: DbOrTx, candidates: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ tracking_number: shipments.tracking_number })
    .from(shipments)
    .where(inArray(shipments.tracking_number, candidates));
  return new Set(rows.map((r) => r.tracking_number));
}

export async function trackingNumberExists(db: DbOrTx, trackingNumber: string): Promise<boolean> {
  return (await takenTrackingNumbers(db, [trackingNumber])).size > 0;
}

/** The first names of these customers (one query for a bulk change's e-mails), by customer id. */
export async function firstnamesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, firstname: customers.firstname })
    .from(customers)
    .where(inArray(customers.id, userIds));
  return new Map(rows.map((row) => [row.id, row.firstname]));
}
