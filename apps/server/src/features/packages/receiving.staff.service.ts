import { warehouseTimeZone } from "@app/shared/core/company";
import { measuresOf, STORED_STATUSES } from "@app/shared/packages/packages";
import { receivedBeforeText } from "@app/shared/packages/claims";
import { CONTESTED_TEXTS } from "@app/shared/packages/claims.staff";
import { RECEIVING_TEXTS, type ReceivePackageInput } from "@app/shared/packages/receiving.staff";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { SCOPE_TEXTS } from "@app/shared/core/roles";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.js";
import { covers } from "../../lib/warehouse-scope.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { withStagedImages } from "../../lib/upload-store.js";
import { type IncomingImage, uploadUrl } from "../../lib/uploads.js";
import type { AdminRow } from "../../plugins/auth.js";
import { arrivalNotice } from "./arrival-notice.js";
import { findReceivedBefore } from "./claims.repository.js";
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
  findWaitingPreAlerts,
  lockTrackingNumber,
  type OwnerRow,
} from "./receiving.staff.repository.js";
import { decideReceipt, recordReceiptClaims } from "./receiving-claims.js";

const ownerView = (owner: OwnerRow) => ({
  id: owner.id,
  name: owner.name,
  suite_number: owner.suite_number,
  email_address: owner.email_address,
});

/**
 * What the desk shows after a scan: every waiting pre-alert of the number with its claimant (staff only), the oldest
 * as `pre_alert`, and the parcel of the number received before, if any ('Received on <date> as <our id>.').
 */
export async function lookUpTrackingNumber(ctx: ServiceContext, trackingNumber: string) {
  const [waiting, received] = await Promise.all([
    findWaitingPreAlerts(ctx.db, trackingNumber, ctx.scope),
    findReceivedBefore(ctx.db, trackingNumber, ctx.scope),
  ]);
  const first = waiting[0];
  return {
    pre_alert: first
      ? {
          id: first.pre_alert.id,
          package_code: first.pre_alert.package_code,
          carrier: first.pre_alert.carrier,
          store: first.pre_alert.store,
          description: first.pre_alert.description,
          owner: ownerView(first.owner),
        }
      : null,
    claims: waiting.map(({ pre_alert, owner }) => ({
      pre_alert_id: pre_alert.id,
      package_code: pre_alert.package_code,
      description: pre_alert.description,
      owner: ownerView(owner),
      created_at: pre_alert.created_at.toISOString(),
    })),
    already_received: received
      ? {
          id: received.id,
          package_code: received.package_code,
          received_at: received.received_at?.toISOString() ?? null,
          on_shelves: STORED_STATUSES.includes(received.status),
          message: receivedBeforeText(
            received.received_at ?? received.created_at,
            received.package_code,
            warehouseTimeZone(received.warehouse),
          ),
        }
      : null,
  };
}

/**
 * Records a parcel's arrival in one transaction. The label's suite (the owner the desk chose) decides among the
 * customers who pre-alerted its tracking number (receiving-claims.ts): their own pre-alert becomes 'received' and the
 * other claimants are told 'not yours'; with no claimant matching, or the owner unknown and several claimants, the
 * parcel waits in the contested queue with no owner and every claimant is told it is being checked. Otherwise a
 * new package is created for the chosen customer or the unknown-owner queue. Measures in grams and millimetres,
 * history, audit, the photos, and the owner's arrival notice with the first photos inline. Any failure stores
 * nothing (the photos are staged until commit).
 */
export async function receivePackage(
  ctx: ServiceContext,
  admin: AdminRow,
  input: ReceivePackageInput,
  photos: IncomingImage[],
) {
  const trackingNumber = input.carrier_tracking_number;
  // A desk receives at its own warehouses only.
  if (!covers(ctx.scope, input.warehouse)) throw forbidden(SCOPE_TEXTS.notYourWarehouse);
  const result = await withStagedImages(ctx.config, photos, (recordPhotos) =>
    inTransaction(ctx, async (tx) => {
      await lockTrackingNumber(tx, trackingNumber);
      const chosenId = input.owner_unknown === "yes" ? undefined : Number(input.owner_id);
      const chosen = await ownerOf(tx, chosenId);
      const { stored, waiting } = await findForReceipt(tx, trackingNumber);
      if (stored) {
        // Still refused at any warehouse, but another warehouse's parcel is not named: the caller cannot open it.
        const message = covers(ctx.scope, stored.warehouse)
          ? RECEIVING_TEXTS.alreadyReceived(stored.package_code)
          : RECEIVING_TEXTS.alreadyReceivedElsewhere(warehouseName(stored.warehouse));
        throw conflict(message, { carrier_tracking_number: message });
      }
      const decision = decideReceipt(waiting, chosenId);
      const preAlert = decision.contested ? undefined : decision.preAlert;
      const owner = decision.contested ? undefined : preAlert ? await ownerOf(tx, preAlert.user_id) : chosen;
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
        label_owner_text: owner ? null : input.label_owner_text || null,
        contested_since: decision.contested ? now : null,
        received_at: now,
        received_by: admin.id,
      };
      const row = preAlert ? await updatePackage(tx, preAlert.id, values) : await insertPackage(tx, values);
      await recordPackageStatus(tx, {
        packageId: row.id,
        status: "received",
        adminId: admin.id,
        note: decision.contested
          ? `Received at the desk; claimed by ${decision.claims.length + (decision.labelCustomerId ? 1 : 0)} customers: in the contested queue`
          : preAlert
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
        cause: preAlert
          ? "the parcel of the customer's pre-alert arrived"
          : decision.contested
            ? "contested: more than one customer claims the tracking number"
            : null,
      });
      const names = await recordPhotos(tx, {
        entityType: "package",
        entityId: row.id,
        ownerUserId: owner?.id ?? null,
        countsTowardQuota: false,
      });
      const warehouse = await findWarehouse(tx, row.warehouse);
      const warehouseLabel = warehouse?.label ?? row.warehouse;
      if (owner) {
        const storedPhotos = names.map((name, i) => ({ name, mime: photos[i]!.mime }));
        await notifyCustomers(tx, ctx.config, [
          arrivalNotice(row, owner, warehouseLabel, storedPhotos, ctx.config.PUBLIC_URL),
        ]);
      }
      await recordReceiptClaims(tx, {
        parcel: row,
        decision,
        adminId: admin.id,
        warehouseLabel,
        publicUrl: ctx.config.PUBLIC_URL,
      });
      return { row, owner, warehouse, names, matched: Boolean(preAlert), contested: decision.contested };
    }),
  );
  // The view from what the transaction already read and wrote (no photo or warehouse query after it).
  const storedPhotos = result.names.map((name, i) => ({ url: uploadUrl(name), name: photos[i]!.originalName }));
  const view = toPackageView(result.row, result.warehouse, storedPhotos, new Date());
  return {
    message: result.contested
      ? CONTESTED_TEXTS.receivedContested(result.row.package_code)
      : RECEIVING_TEXTS.received(result.row.package_code),
    package: view,
    owner: result.owner ? ownerView(result.owner) : null,
    matched_pre_alert: result.matched,
    notified: result.owner != null,
    contested: result.contested,
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
  const found = await findPackageForLabel(ctx.db, id, ctx.scope);
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
      timeZone: warehouseTimeZone(found.package.warehouse),
    }),
  };
}
