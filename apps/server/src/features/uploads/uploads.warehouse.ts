import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  packageClaims,
  packages,
  procurements,
  proofOfDeliveries,
  shipments,
  shipRequests,
  type uploads,
} from "../../db/schema.js";

type UploadRow = typeof uploads.$inferSelect;

/**
 * The warehouse of the record an upload belongs to, for a staff account of some warehouses (decision 0069): a parcel's
 * photo or receipt is its parcel's, a packing photo its ship request's, a shop request's image its request's, a proof
 * of delivery its shipment's. Tickets and pickups are company records (no warehouse): the role check refuses them to
 * such an account before this is asked. Null when the record is gone or has no warehouse yet.
 */
export async function warehouseOfUpload(db: Db, row: UploadRow): Promise<string | null> {
  const id = row.entity_id;
  switch (row.entity_type) {
    case "package":
    case "package_receipt":
      return first(db.select({ warehouse: packages.warehouse }).from(packages).where(eq(packages.id, id)));
    case "ship_request":
      return first(db.select({ warehouse: shipRequests.warehouse }).from(shipRequests).where(eq(shipRequests.id, id)));
    case "procurement":
      return first(db.select({ warehouse: procurements.warehouse }).from(procurements).where(eq(procurements.id, id)));
    case "proof_of_delivery":
      return first(
        db
          .select({ warehouse: shipments.warehouse })
          .from(proofOfDeliveries)
          .innerJoin(shipments, eq(shipments.id, proofOfDeliveries.shipment_id))
          .where(eq(proofOfDeliveries.id, id)),
      );
    case "pickup":
    case "ticket":
      return null;
  }
}

/**
 * The warehouses of the parcels a pre-alert claims (decision 0137): its receipt is evidence in the contested queue of
 * the parcel's warehouse, which may not be the warehouse the customer named on the pre-alert.
 */
export async function warehousesClaimedBy(db: Db, preAlertId: number): Promise<string[]> {
  const rows = await db
    .select({ warehouse: packages.warehouse })
    .from(packageClaims)
    .innerJoin(packages, eq(packages.id, packageClaims.parcel_id))
    .where(eq(packageClaims.pre_alert_id, preAlertId));
  return rows.map((r) => r.warehouse);
}

async function first(query: PromiseLike<{ warehouse: string | null }[]>): Promise<string | null> {
  const [found] = await query;
  return found?.warehouse ?? null;
}
