import { measuresOf } from "@app/shared/packages";
import { RECEIVING_TEXTS, type ReceivePackageInput } from "@app/shared/packages.receiving.staff";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { withStagedImages } from "../../lib/upload-store.js";
import { type IncomingImage, uploadUrl } from "../../lib/uploads.js";
import type { AdminRow } from "../../plugins/auth.js";
import { arrivalNotice } from "./arrival-notice.js";
import {
  insertPackage,
  recordPackageStatus,
  toPackageView,
  updatePackage,
  warehousesByCity,
} from "./package-records.js";
import {
  findForReceipt,
  findOwner,
  findPackageForLabel,
  findWarehouse,
  findStoredByTracking,
  findWaitingPreAlert,
  lockTrackingNumber,
  type OwnerRow,
} from "./receiving.staff.repository.js";

const ownerView = (owner: OwnerRow) => ({
  id: owner.id,
  name: owner.name,
  suite_number: owner.suite_number,
  email_address: owner.email_address,
});

/** What the desk shows after a scan: the waiting pre-alert (with its owner) and any parcel of the number on the shelves. */
export async function lookUpTrackingNumber(ctx: ServiceContext, trackingNumber: string) {
  const [preAlert, stored] = await Promise.all([
    findWaitingPreAlert(ctx.db, trackingNumber),
    findStoredByTracking(ctx.db, trackingNumber),
  ]);
  const owner = preAlert?.user_id != null ? await findOwner(ctx.db, preAlert.user_id) : undefined;
  return {
    pre_alert:
      preAlert && owner
        ? {
            id: preAlert.id,
            package_code: preAlert.package_code,
            carrier: preAlert.carrier,
            store: preAlert.store,
            description: preAlert.description,
            owner: ownerView(owner),
          }
        : null,
    already_received: stored
      ? { id: stored.id, package_code: stored.package_code, received_at: stored.received_at?.toISOString() ?? null }
      : null,
  };
}

/**
 * Records a parcel's arrival in one transaction: the chosen customer's waiting pre-alert of its tracking number
 * becomes 'received', or a new package is created for the chosen customer or, with no owner, for the
 * unknown-owner queue. Measures in grams and millimetres, history, audit, the photos, and the owner's arrival
 * notice with the first photos inline. Any failure stores nothing (the photos are staged until commit).
 */
export async function receivePackage(
  ctx: ServiceContext,
  admin: AdminRow,
  input: ReceivePackageInput,
  photos: IncomingImage[],
) {
  const trackingNumber = input.carrier_tracking_number;
  const result = await withStagedImages(ctx.config, photos, (recordPhotos) =>
    inTransaction(ctx, async (tx) => {
      await lockTrackingNumber(tx, trackingNumber);
      // The owner the desk chose (the label's suite number) decides: only that customer's own pre-alert is matched, so
      // a customer who pre-alerts someone else's tracking number cannot claim the parcel. With the owner left
      // unknown, the oldest waiting pre-alert of the number names the owner.
      const chosenId = input.owner_unknown === "yes" ? undefined : Number(input.owner_id);
      const { stored, preAlert } = await findForReceipt(tx, trackingNumber, chosenId);
      if (stored) {
        const message = RECEIVING_TEXTS.alreadyReceived(stored.package_code);
        throw conflict(message, { carrier_tracking_number: message });
      }
      const owner = await ownerOf(tx, preAlert?.user_id ?? chosenId);
      const now = new Date();
      const values = {
        user_id: owner?.id ?? null,
        status: "received" as const,
        warehouse: input.warehouse,
        carrier: input.carrier || preAlert?.carrier || null,
        carrier_tracking_number: trackingNumber,
        store: input.store || preAlert?.store || null,
        description: input.description || preAlert?.description || "",
        ...measuresOf(input),
        bin_location: input.bin_location || null,
        condition: input.condition,
        condition_note: input.condition === "damaged" ? input.condition_note : null,
        label_owner_text: owner ? null : input.label_owner_text,
        received_at: now,
        received_by: admin.id,
      };
      const row = preAlert ? await updatePackage(tx, preAlert.id, values) : await insertPackage(tx, values);
      await recordPackageStatus(tx, {
        packageId: row.id,
        status: "received",
        adminId: admin.id,
        note: preAlert
          ? "Received at the desk; matched the customer's pre-alert"
          : owner
            ? "Received at the desk"
            : `Received at the desk with no known owner; the label says: ${input.label_owner_text}`,
      });
      await recordAudit(tx, adminActor(admin), {
        entityType: "package",
        entityId: row.id,
        action: preAlert ? "received" : "created",
        field: "status",
        oldValue: preAlert ? "expected" : null,
        newValue: "received",
        cause: preAlert ? "the parcel of the customer's pre-alert arrived" : null,
      });
      const names = await recordPhotos(tx, {
        entityType: "package",
        entityId: row.id,
        ownerUserId: owner?.id ?? null,
        countsTowardQuota: false,
      });
      const warehouse = await findWarehouse(tx, row.warehouse);
      if (owner) {
        const storedPhotos = names.map((name, i) => ({ name, mime: photos[i]!.mime }));
        await notifyCustomers(tx, ctx.config, [
          arrivalNotice(row, owner, warehouse?.label ?? row.warehouse, storedPhotos, ctx.config.PUBLIC_URL),
        ]);
      }
      return { row, owner, warehouse, names, matched: Boolean(preAlert) };
    }),
  );
  // The view from what the transaction already read and wrote (no photo or warehouse query after it).
  const storedPhotos = result.names.map((name, i) => ({ url: uploadUrl(name), name: photos[i]!.originalName }));
  const view = toPackageView(result.row, result.warehouse, storedPhotos, new Date());
  return {
    message: RECEIVING_TEXTS.received(result.row.package_code),
    package: view,
    owner: result.owner ? ownerView(result.owner) : null,
    matched_pre_alert: result.matched,
    notified: result.owner != null,
  };
}

/** The parcel's owner: its pre-alert's customer or the one the desk chose; none when unknown (400 for a bad id). */
async function ownerOf(tx: Parameters<typeof findOwner>[0], ownerId: number | null | undefined) {
  if (ownerId == null) return undefined;
  const owner = await findOwner(tx, ownerId);
  if (!owner) throw badRequest(RECEIVING_TEXTS.unknownCustomer, { owner_id: RECEIVING_TEXTS.unknownCustomer });
  return owner;
}

/** The parcel's 4×6 in label as PDF bytes. */
export async function packageLabel(ctx: ServiceContext, id: number) {
  const found = await findPackageForLabel(ctx.db, id);
  if (!found) throw notFound(RECEIVING_TEXTS.notFound);
  const warehouse = (await warehousesByCity(ctx.db)).get(found.package.warehouse);
  // The PDF and barcode libraries load with the first label, not with the server (idle memory, docs/decisions/0016).
  const { renderPackageLabel } = await import("./package-label.js");
  return {
    code: found.package.package_code,
    pdf: await renderPackageLabel({
      packageCode: found.package.package_code,
      ownerName: found.owner_name,
      suiteNumber: found.suite_number,
      labelOwnerText: found.package.label_owner_text,
      warehouse: warehouse?.label ?? found.package.warehouse,
      weightGrams: found.package.weight_grams,
      dimensions: found.package,
      binLocation: found.package.bin_location,
      receivedAt: found.package.received_at,
    }),
  };
}
