import type { PackageStatus } from "@app/shared/core/enums";
import { ACTIVE_SHIP_REQUEST_STATUSES } from "@app/shared/ship-requests/ship-requests";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customsDeclarationItems, invoices, packages, shipRequestPackages, shipRequests } from "../../db/schema.js";

export type ShipRequestRow = typeof shipRequests.$inferSelect;
export type ShipRequestInsert = typeof shipRequests.$inferInsert;
export type DeclarationItemRow = typeof customsDeclarationItems.$inferSelect;

/** The customer's packages of these ids, locked for the change (others' ids are simply absent). */
export async function lockCustomerPackages(tx: DbOrTx, userId: number, ids: number[]) {
  return tx
    .select()
    .from(packages)
    .where(and(eq(packages.user_id, userId), inArray(packages.id, ids)))
    .orderBy(asc(packages.id))
    .for("update");
}

/** Which of these packages already sit in an active ship request, and which one. */
export async function activeRequestsOf(tx: DbOrTx, packageIds: number[]) {
  return tx
    .select({ package_id: shipRequestPackages.package_id, ship_request_id: shipRequestPackages.ship_request_id })
    .from(shipRequestPackages)
    .innerJoin(shipRequests, eq(shipRequests.id, shipRequestPackages.ship_request_id))
    .where(
      and(
        inArray(shipRequestPackages.package_id, packageIds),
        eq(shipRequestPackages.active, true),
        inArray(shipRequests.status, [...ACTIVE_SHIP_REQUEST_STATUSES]),
      ),
    );
}

export async function insertShipRequest(tx: DbOrTx, values: ShipRequestInsert) {
  const [row] = await tx.insert(shipRequests).values(values).returning();
  return row!;
}

/** Links the packages to the request, each with the status it had (given back if the request is cancelled). */
export async function insertRequestPackages(
  tx: DbOrTx,
  shipRequestId: number,
  taken: ReadonlyArray<{ id: number; status: PackageStatus }>,
) {
  await tx
    .insert(shipRequestPackages)
    .values(taken.map((p) => ({ ship_request_id: shipRequestId, package_id: p.id, status_before: p.status })));
}

export async function insertDeclarationItems(
  tx: DbOrTx,
  items: Omit<typeof customsDeclarationItems.$inferInsert, "id">[],
) {
  if (items.length > 0) await tx.insert(customsDeclarationItems).values(items);
}

export async function setPackagesStatus(tx: DbOrTx, ids: number[], status: PackageStatus) {
  await tx.update(packages).set({ status, updated_at: new Date() }).where(inArray(packages.id, ids));
}

export async function findCustomerRequest(db: DbOrTx, userId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(shipRequests)
    .where(and(eq(shipRequests.id, id), eq(shipRequests.user_id, userId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function updateRequest(tx: DbOrTx, id: number, values: Partial<ShipRequestInsert>) {
  const [row] = await tx
    .update(shipRequests)
    .set({ ...values, updated_at: new Date() })
    .where(eq(shipRequests.id, id))
    .returning();
  return row!;
}

/** Frees the request's packages for another request; answers each with the status it had when the request took it. */
export async function releaseRequestPackages(tx: DbOrTx, shipRequestId: number) {
  return tx
    .update(shipRequestPackages)
    .set({ active: false })
    .where(eq(shipRequestPackages.ship_request_id, shipRequestId))
    .returning({ package_id: shipRequestPackages.package_id, status_before: shipRequestPackages.status_before });
}

export async function listCustomerRequests(db: DbOrTx, userId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(shipRequests)
    .where(eq(shipRequests.user_id, userId))
    .orderBy(desc(shipRequests.created_at), desc(shipRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCustomerRequests(db: DbOrTx, userId: number) {
  const [row] = await db.select({ n: count() }).from(shipRequests).where(eq(shipRequests.user_id, userId));
  return row?.n ?? 0;
}

/** The packages and declaration items of these requests, by request id. */
export async function partsOf(db: DbOrTx, requestIds: number[]) {
  if (requestIds.length === 0) return { packageRows: [], itemRows: [] };
  const [packageRows, itemRows] = await Promise.all([
    db
      .select({ ship_request_id: shipRequestPackages.ship_request_id, pkg: packages })
      .from(shipRequestPackages)
      .innerJoin(packages, eq(packages.id, shipRequestPackages.package_id))
      .where(inArray(shipRequestPackages.ship_request_id, requestIds))
      .orderBy(asc(packages.id)),
    db
      .select()
      .from(customsDeclarationItems)
      .where(inArray(customsDeclarationItems.ship_request_id, requestIds))
      .orderBy(asc(customsDeclarationItems.id)),
  ]);
  return { packageRows, itemRows };
}

/** The customer's invoice for a packed request's shipment (none before packing). */
export async function findRequestInvoice(db: DbOrTx, request: ShipRequestRow) {
  if (request.shipment_id == null) return null;
  const [row] = await db
    .select({
      id: invoices.id,
      transaction_id: invoices.transaction_id,
      status: invoices.status,
      total_amount: invoices.total_amount,
      currency: invoices.currency,
      evidence: invoices.evidence,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.reference_type, "shipments"),
        eq(invoices.reference_id, request.shipment_id),
        eq(invoices.user_id, request.user_id),
      ),
    );
  return row ?? null;
}
