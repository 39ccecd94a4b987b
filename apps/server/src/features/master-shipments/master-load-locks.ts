import { and, asc, eq, inArray, sql, TransactionRollbackError } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { masterShipments, shipRequests, shipments } from "../../db/schema.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";

/** How many times a load takes its locks before it gives up on requests that keep changing under it (then 409). */
const LOCK_ATTEMPTS = 3;

/**
 * The ship requests staff asked to load, of the caller's warehouses (`scope`: another warehouse's request is not
 * found, as a stranger's would not be), locked, with their shipment's master (and its reference) if any.
 *
 * In decision 0153's order, their shipments before the requests (in id order each), as payments and unpacking take
 * them: unpacking holds the shipment and then locks its request, so a load holding the request and waiting to link
 * the shipment could deadlock with it. The shipments are locked as linking them would (FOR NO KEY UPDATE), so an
 * assessment's record naming one (a foreign key's KEY SHARE) does not wait for the load.
 *
 * Which shipment to lock is read from the request before the request is locked, so a request unpacked, packed again
 * into a new shipment and paid between the two statements would come back with a shipment this load does not hold,
 * which linking would then lock after the request (decision 0159). Each attempt runs in a savepoint: when a request's
 * shipment is not one it locked, the savepoint is rolled back, which releases its locks, and the locks are taken again
 * in order. Undefined when that happened LOCK_ATTEMPTS times. Locked first and read after: a statement that waited
 * for a concurrent load's lock still sees that load's snapshot-old shipments (READ COMMITTED re-checks only rows that
 * changed), so the last statement is the one that sees its link.
 */
export async function lockLoadCandidates(tx: DbOrTx, shipRequestIds: readonly number[], scope?: WarehouseScope) {
  for (let attempt = 1; attempt <= LOCK_ATTEMPTS; attempt++) {
    const candidates = await lockOnce(tx, shipRequestIds, scope);
    if (candidates) return candidates;
  }
  return undefined;
}

async function lockOnce(tx: DbOrTx, shipRequestIds: readonly number[], scope?: WarehouseScope) {
  try {
    return await tx.transaction(async (savepoint) => {
      const asked = and(inArray(shipRequests.id, [...shipRequestIds]), inScope(scope, shipRequests.warehouse));
      const theirShipments = savepoint.select({ id: shipRequests.shipment_id }).from(shipRequests).where(asked);
      const held = await savepoint
        .select({ id: shipments.id })
        .from(shipments)
        .where(inArray(shipments.id, theirShipments))
        .orderBy(asc(shipments.id))
        .for("no key update");
      await savepoint
        .select({ id: shipRequests.id })
        .from(shipRequests)
        .where(asked)
        .orderBy(asc(shipRequests.id))
        .for("update");
      const candidates = await savepoint
        .select({
          id: shipRequests.id,
          status: shipRequests.status,
          warehouse: shipRequests.warehouse,
          shipment_id: shipRequests.shipment_id,
          tracking_number: shipments.tracking_number,
          master_shipment_id: shipments.master_shipment_id,
          master_reference: sql<
            string | null
          >`(select m.reference from ${masterShipments} m where m.id = "shipments"."master_shipment_id")`,
        })
        .from(shipRequests)
        .leftJoin(shipments, eq(shipments.id, shipRequests.shipment_id))
        .where(asked)
        .orderBy(asc(shipRequests.id));
      const heldIds = new Set(held.map((s) => s.id));
      if (candidates.some((c) => c.shipment_id !== null && !heldIds.has(c.shipment_id))) savepoint.rollback();
      return candidates;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return undefined;
    throw error;
  }
}
