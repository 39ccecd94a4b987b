import { PACKING_PHOTO_TEXTS } from "@app/shared/ship-requests/packing.staff";
import { PACKING_TEXTS } from "@app/shared/ship-requests/staff";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shipRequests, uploads } from "../../db/schema.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { inScope } from "../../lib/warehouse-scope.js";
import { withStagedImages } from "../../lib/upload-store.js";
import { type IncomingImage, uploadUrl } from "../../lib/uploads.js";
import type { AdminRow } from "../../plugins/auth.js";

/**
 * Packing photos: what staff photograph at the packing table (the contents when the customer asked for photos of
 * them, the packed boxes). Stored through the one upload path (checked by content, re-encoded, staged until commit)
 * as uploads of entity 'ship_request' OWNED BY THE REQUEST'S CUSTOMER, so /api/uploads serves them to that customer
 * and to staff only; like the desk's parcel photos they are the warehouse's record and do not count toward the
 * customer's quota.
 */

/** A request's packing photos, oldest first, as the API shows photos. */
export async function packingPhotosOf(db: DbOrTx, shipRequestId: number) {
  const rows = await db
    .select({ name: uploads.storage_name, original: uploads.original_name })
    .from(uploads)
    .where(and(eq(uploads.entity_type, "ship_request"), eq(uploads.entity_id, shipRequestId)))
    .orderBy(asc(uploads.id));
  return rows.map((r) => ({ url: uploadUrl(r.name), name: r.original }));
}

/** The stored names of a request's packing photos, oldest first (the packed e-mail attaches them). */
export async function packingPhotoFiles(db: DbOrTx, shipRequestId: number) {
  return db
    .select({ name: uploads.storage_name, mime: uploads.mime_type })
    .from(uploads)
    .where(and(eq(uploads.entity_type, "ship_request"), eq(uploads.entity_id, shipRequestId)))
    .orderBy(asc(uploads.id));
}

/** The packing photos of the request whose id is `shipRequestId` (an outer query's column), for a list's page. */
export const packingPhotosJson = (shipRequestId: ReturnType<typeof sql>) =>
  sql<
    [string, string | null][]
  >`(select coalesce(json_agg(json_build_array(u.storage_name, u.original_name) order by u.id), '[]') from ${uploads} u where u.entity_type = 'ship_request' and u.entity_id = ${shipRequestId})`;

/** Adds photos to a submitted request (409 once packed or cancelled, 404 for none); answers all its packing photos. */
export async function addPackingPhotos(ctx: ServiceContext, admin: AdminRow, id: number, photos: IncomingImage[]) {
  if (photos.length === 0) throw badRequest(PACKING_PHOTO_TEXTS.none, { photos: PACKING_PHOTO_TEXTS.none });
  return withStagedImages(ctx.config, photos, (recordPhotos) =>
    inTransaction(ctx, async (tx) => {
      const [request] = await tx
        .select()
        .from(shipRequests)
        .where(and(eq(shipRequests.id, id), inScope(ctx.scope, shipRequests.warehouse)))
        .for("update")
        .limit(1);
      if (!request) throw notFound(PACKING_TEXTS.notFound);
      if (request.status !== "submitted") throw conflict(PACKING_PHOTO_TEXTS.notOpen);
      await recordPhotos(tx, {
        entityType: "ship_request",
        entityId: id,
        ownerUserId: request.user_id,
        countsTowardQuota: false,
      });
      await recordAudit(tx, adminActor(admin), {
        entityType: "ship_request",
        entityId: id,
        action: "changed",
        field: "packing_photos",
        newValue: `${photos.length} photo(s) added`,
      });
      return {
        message: PACKING_PHOTO_TEXTS.added(photos.length),
        packing_photos: await packingPhotosOf(tx, id),
      };
    }),
  );
}
