import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, masterShipments, proofOfDeliveries, shipments, uploads } from "../../db/schema.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
import { proofOfDeliveryOf } from "./proof-of-delivery.js";

/**
 * What the proof-of-delivery document prints (features/documents): the shipment, its customer and master, the proof
 * and its photo's stored name. Undefined when the shipment is not of the caller's warehouses or has no proof.
 */
export async function deliveryDocumentFacts(db: DbOrTx, shipmentId: number, scope?: WarehouseScope) {
  const [row] = await db
    .select({
      proofId: proofOfDeliveries.id,
      trackingNumber: shipments.tracking_number,
      deliveryAddress: shipments.delivery_address,
      customer: { firstname: customers.firstname, lastname: customers.lastname, suite: customers.suite_number },
      master: { reference: masterShipments.reference, transportDocument: masterShipments.transport_document },
    })
    .from(proofOfDeliveries)
    .innerJoin(shipments, eq(shipments.id, proofOfDeliveries.shipment_id))
    .innerJoin(customers, eq(customers.id, shipments.user_id))
    .leftJoin(masterShipments, eq(masterShipments.id, shipments.master_shipment_id))
    .where(and(eq(proofOfDeliveries.shipment_id, shipmentId), inScope(scope, shipments.warehouse)));
  const proof = row && (await proofOfDeliveryOf(db, shipmentId));
  if (!row || !proof) return undefined;
  const [photo] = await db
    .select({ name: uploads.storage_name })
    .from(uploads)
    .where(and(eq(uploads.entity_type, "proof_of_delivery"), eq(uploads.entity_id, row.proofId)))
    .orderBy(asc(uploads.id))
    .limit(1);
  return { ...row, proof, photoName: photo?.name ?? null };
}
export type DeliveryDocumentFacts = NonNullable<Awaited<ReturnType<typeof deliveryDocumentFacts>>>;
