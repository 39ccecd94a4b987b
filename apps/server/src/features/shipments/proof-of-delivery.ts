import {
  DELIVERY_PHOTO_FIELD,
  DELIVERY_TEXTS,
  type ProofOfDelivery,
  type proofOfDeliveryFieldsSchema,
} from "@app/shared/shipments/delivery";
import { SHIPMENT_STAFF_TEXTS as TEXTS } from "@app/shared/shipments/staff.texts";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { admins, proofOfDeliveries, shipments, uploads } from "../../db/schema.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors.js";
import { mailDateTime } from "../../lib/mail/mail-dates.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { withStagedImages } from "../../lib/upload-store.js";
import { type IncomingImage, uploadUrl } from "../../lib/uploads.js";
import { inScope } from "../../lib/warehouse-scope.js";
import type { AdminRow } from "../../plugins/auth.js";
import { changeStatusAndNotify } from "./shipments.staff.service.js";

/**
 * Proof of delivery (issue 37, docs/decisions/0075): staff record once, at delivery, when the shipment was handed
 * over, who received it, and a photo (one upload of entity 'proof_of_delivery', checked by content and re-encoded like
 * every upload, owned by the shipment's customer so /api/uploads serves it to them and to staff only) or the delivery
 * code the receiver gave. Recording it makes the shipment Delivered (audited, the customer told) unless it already is.
 */

type Fields = z.output<typeof proofOfDeliveryFieldsSchema>;

/** A little slack for a phone's clock a minute ahead of the server's. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** The warehouse's day may start before UTC's: a delivery on the day before its arrival day (UTC) still counts. */
const DAY_MS = 86_400_000;

/** The shipment of the caller's warehouses, or 404. */
async function shipmentInScope(ctx: ServiceContext, db: DbOrTx, id: number, lock = false) {
  const query = db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), inScope(ctx.scope, shipments.warehouse)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(TEXTS.notFound);
  return row;
}

/** The proof recorded for a shipment, with its photo, or null. */
export async function proofOfDeliveryOf(db: DbOrTx, shipmentId: number): Promise<ProofOfDelivery | null> {
  const [row] = await db
    .select({ proof: proofOfDeliveries, first: admins.firstname, last: admins.lastname })
    .from(proofOfDeliveries)
    .leftJoin(admins, eq(admins.id, proofOfDeliveries.recorded_by))
    .where(eq(proofOfDeliveries.shipment_id, shipmentId));
  if (!row) return null;
  const [photo] = await db
    .select({ name: uploads.storage_name, original: uploads.original_name })
    .from(uploads)
    .where(and(eq(uploads.entity_type, "proof_of_delivery"), eq(uploads.entity_id, row.proof.id)))
    .orderBy(asc(uploads.id))
    .limit(1);
  return {
    delivered_at: row.proof.delivered_at.toISOString(),
    received_by: row.proof.received_by,
    delivery_code: row.proof.delivery_code,
    photo: photo ? { url: uploadUrl(photo.name), name: photo.original } : null,
    recorded_by: row.first ? `${row.first} ${row.last}` : null,
    recorded_at: row.proof.created_at.toISOString(),
  };
}

export async function showProofOfDelivery(ctx: ServiceContext, id: number) {
  await shipmentInScope(ctx, ctx.db, id);
  return { proof: await proofOfDeliveryOf(ctx.db, id) };
}

export async function recordProofOfDelivery(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  fields: Fields,
  photos: IncomingImage[],
) {
  if (photos.length === 0 && !fields.delivery_code)
    throw badRequest(DELIVERY_TEXTS.photoOrCode, { [DELIVERY_PHOTO_FIELD]: DELIVERY_TEXTS.photoOrCode });
  const deliveredAt = new Date(fields.delivered_at);
  if (deliveredAt.getTime() > Date.now() + CLOCK_SLACK_MS)
    throw badRequest(DELIVERY_TEXTS.inFuture, { delivered_at: DELIVERY_TEXTS.inFuture });
  try {
    await withStagedImages(ctx.config, photos, (recordPhotos) =>
      inTransaction(ctx, async (tx) => {
        const shipment = await shipmentInScope(ctx, tx, id, true);
        if (shipment.shipment_status === "Cancelled") throw conflict(DELIVERY_TEXTS.cancelled);
        const arrival = shipment.warehouse_arrival_date;
        if (deliveredAt.getTime() < Date.parse(`${arrival}T00:00:00Z`) - DAY_MS) {
          const message = DELIVERY_TEXTS.beforeArrival(arrival);
          throw badRequest(message, { delivered_at: message });
        }
        const [proof] = await tx
          .insert(proofOfDeliveries)
          .values({
            shipment_id: id,
            delivered_at: deliveredAt,
            received_by: fields.received_by,
            delivery_code: fields.delivery_code,
            recorded_by: admin.id,
          })
          .returning();
        await recordPhotos(tx, {
          entityType: "proof_of_delivery",
          entityId: proof!.id,
          ownerUserId: shipment.user_id,
          countsTowardQuota: false,
        });
        await recordAudit(tx, adminActor(admin), {
          entityType: "shipment",
          entityId: id,
          action: "proof_of_delivery",
          newValue: `received by ${fields.received_by} on ${mailDateTime(deliveredAt)}${photos.length ? ", photo" : ""}${fields.delivery_code ? ", delivery code" : ""}`,
        });
        if (shipment.shipment_status !== "Delivered")
          await changeStatusAndNotify(ctx, tx, admin, shipment, "Delivered", "its proof of delivery was recorded");
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, "proof_of_deliveries_shipment_unique")) throw conflict(DELIVERY_TEXTS.already);
    throw error;
  }
  return { proof: await proofOfDeliveryOf(ctx.db, id) };
}
