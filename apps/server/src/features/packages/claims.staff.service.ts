import { paginationOf } from "@app/shared/core/http";
import type { ClaimOutcome } from "@app/shared/packages/claims";
import { CONTESTED_TEXTS, type ContestedParcel, type StaffClaim } from "@app/shared/packages/claims.staff";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import { PDF_MIME, uploadUrl } from "../../lib/uploads.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { arrivalNotice } from "./arrival-notice.js";
import { enqueueClaimNotice } from "./claim-notices.js";
import {
  type ClaimWithClaimant,
  claimsOfParcels,
  contestedPage,
  decideClaim,
  findPackage,
  moveReceipts,
} from "./claims.repository.js";
import {
  daysHeld,
  type PackageRow,
  packagePhotos,
  recordPackageStatus,
  updatePackage,
  warehousesByCity,
} from "./package-records.js";
import { deletePackage } from "./packages.repository.js";
import { givePhotosTo, lockPackage, photoFilesOf } from "./packages.staff.repository.js";

/** The contested queue and its resolution (docs/decisions/0029-contested-claims.md). */

const claimView = (c: ClaimWithClaimant): StaffClaim => ({
  id: c.claim.id,
  source: c.claim.source as StaffClaim["source"],
  outcome: c.claim.outcome as ClaimOutcome,
  owner: { id: c.claim.customer_id, name: c.name, suite_number: c.suite_number, email_address: c.email_address },
  pre_alert:
    c.claim.pre_alert_id != null && c.pre_alert_code != null
      ? {
          id: c.claim.pre_alert_id,
          package_code: c.pre_alert_code,
          description: c.pre_alert_description ?? "",
          receipt:
            c.receipt_storage_name == null
              ? null
              : {
                  url: uploadUrl(c.receipt_storage_name),
                  name: c.receipt_original_name,
                  pdf: c.receipt_mime_type === PDF_MIME,
                },
        }
      : null,
  reason: c.claim.reason,
  decided_at: c.claim.decided_at?.toISOString() ?? null,
  created_at: c.claim.created_at.toISOString(),
});

async function contestedViews(ctx: ServiceContext, rows: PackageRow[]): Promise<ContestedParcel[]> {
  const ids = rows.map((r) => r.id);
  const [photos, claims] = await Promise.all([packagePhotos(ctx.db, ids), claimsOfParcels(ctx.db, ids)]);
  const now = new Date();
  return rows.map((row) => {
    const own = claims.filter((c) => c.claim.parcel_id === row.id);
    const owner = own.find((c) => c.claim.outcome === "yours" && c.claim.customer_id === row.user_id);
    return {
      id: row.id,
      package_code: row.package_code,
      status: row.status,
      warehouse: row.warehouse,
      carrier: row.carrier,
      carrier_tracking_number: row.carrier_tracking_number,
      description: row.description,
      weight_grams: row.weight_grams,
      bin_location: row.bin_location,
      condition: row.condition,
      owner: owner ? claimView(owner).owner : null,
      label_owner_text: row.label_owner_text,
      photos: photos.get(row.id) ?? [],
      received_at: row.received_at?.toISOString() ?? null,
      days_held: daysHeld(row, now),
      created_at: row.created_at.toISOString(),
      contested_since: row.contested_since?.toISOString() ?? null,
      claims: own.map(claimView),
    };
  });
}

export async function listContested(ctx: ServiceContext, query: { page: number; pageSize: number }) {
  const { rows, total } = await contestedPage(
    ctx.db,
    {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
    ctx.scope,
  );
  return { packages: await contestedViews(ctx, rows), pagination: paginationOf(query, total) };
}

/**
 * Gives a contested parcel to one claim's customer, with the reason (history and audit). The winner's pre-alert is
 * merged into the parcel (its receipt and what it said of the contents), the photos become theirs, and they get the
 * arrival notice; every claimant is e-mailed the outcome of their own claim only, without the staff's reason.
 */
export async function resolveContested(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  input: { claim_id: number; reason: string },
) {
  await inTransaction(ctx, async (tx) => {
    const parcel = await lockPackage(tx, id, ctx.scope);
    if (!parcel) throw notFound("Package not found.");
    if (parcel.contested_since == null || parcel.user_id != null) throw conflict(CONTESTED_TEXTS.notContested);
    const claims = await claimsOfParcels(tx, [id]);
    const chosen = claims.find((c) => c.claim.id === input.claim_id);
    if (!chosen) throw badRequest(CONTESTED_TEXTS.claimNotFound, { claim_id: CONTESTED_TEXTS.claimNotFound });
    const winnerId = chosen.claim.customer_id;
    const ownerText = `${chosen.name} (${chosen.suite_number})`;
    // What the winner's own pre-alert said of the parcel, when the desk typed nothing.
    const preAlertId = chosen.claim.pre_alert_id;
    const preAlert = preAlertId == null ? undefined : await findPackage(tx, preAlertId);
    const merged = await updatePackage(tx, id, {
      user_id: winnerId,
      contested_since: null,
      description: parcel.description || preAlert?.description || "",
      store: parcel.store || preAlert?.store || null,
      carrier: parcel.carrier || preAlert?.carrier || null,
      declared_value: preAlert?.declared_value ?? parcel.declared_value,
      declared_currency: preAlert?.declared_currency ?? parcel.declared_currency,
    });
    if (preAlert && preAlert.status === "expected" && preAlert.user_id === winnerId) {
      await moveReceipts(tx, preAlert.id, id);
      await deletePackage(tx, preAlert.id);
    }
    await givePhotosTo(tx, id, winnerId);
    for (const c of claims)
      await decideClaim(tx, c.claim.id, {
        outcome: c === chosen ? "yours" : "not_yours",
        reason: input.reason,
        decided_by: admin.id,
      });
    await recordPackageStatus(tx, {
      packageId: id,
      status: parcel.status,
      adminId: admin.id,
      note: `Contested claim resolved: given to ${ownerText}. Reason: ${input.reason}`,
    });
    await recordAudit(tx, adminActor(admin), {
      entityType: "package",
      entityId: id,
      action: "claim_resolved",
      field: "owner",
      oldValue: `contested (${claims.map((c) => `${c.name} (${c.suite_number})`).join(", ")})`,
      newValue: ownerText,
      cause: input.reason,
    });
    const warehouseLabel = (await warehousesByCity(tx)).get(parcel.warehouse)?.label ?? parcel.warehouse;
    for (const c of claims)
      await enqueueClaimNotice(tx, {
        claimant: { firstname: c.firstname, email_address: c.email_address },
        outcome: c === chosen ? "yours" : "not_yours",
        trackingNumber: parcel.carrier_tracking_number ?? "",
        preAlertCode: c.pre_alert_code,
        parcelCode: c === chosen ? parcel.package_code : undefined,
        warehouseLabel,
        publicUrl: ctx.config.PUBLIC_URL,
      });
    const photos = await photoFilesOf(tx, id);
    await notifyCustomers(tx, ctx.config, [
      arrivalNotice(
        merged,
        { id: winnerId, firstname: chosen.firstname, email_address: chosen.email_address },
        warehouseLabel,
        photos,
        ctx.config.PUBLIC_URL,
      ),
    ]);
  });
  const parcel = await findPackage(ctx.db, id);
  const [view] = await contestedViews(ctx, [parcel!]);
  return { message: CONTESTED_TEXTS.resolved(view!.package_code), package: view! };
}
