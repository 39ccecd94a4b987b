import { paginationOf } from "@app/shared/core/http";
import {
  type CustomerPackage,
  type PackageListResponse,
  PRE_ALERT_TEXTS,
  type PreAlertForm,
  type packageListQuerySchema,
} from "@app/shared/packages/pre-alert";
import { CLAIM_TEXTS, type ClaimOutcome, claimMessage } from "@app/shared/packages/claims";
import { formatMinor } from "@app/shared/rates/rates";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { removeStoredFiles, withStagedImages } from "../../lib/upload-store.js";
import type { IncomingImage } from "../../lib/uploads.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { activeRequestsOf } from "../ship-requests/public.js";
import { findReceivedBefore, ownClaimsOf } from "./claims.repository.js";
import { insertPackage, type PackageRow, packageViews, recordPackageStatus, updatePackage } from "./package-records.js";
import {
  deletePackage,
  deleteReceipts,
  findCustomerPackage,
  findLiveByTracking,
  listCustomerPackages,
  lockCustomerPreAlerts,
  receiptsOf,
  tabCountsOf,
} from "./packages.repository.js";

/** The customer side of packages: My Packages, and the pre-alert that the receiving desk matches on arrival. */

const actorOf = (customer: CustomerRow): Actor => ({
  kind: "customer",
  id: customer.id,
  label: `${customer.firstname} ${customer.lastname} (${customer.email_address})`,
});

/** Package rows as their owner sees them: the shared view plus each pre-alert's receipt. */
async function customerViews(db: DbOrTx, userId: number, rows: PackageRow[]): Promise<CustomerPackage[]> {
  const ids = rows.map((r) => r.id);
  const [views, receipts, claims, held] = await Promise.all([
    packageViews(db, rows),
    receiptsOf(db, ids),
    ownClaimsOf(db, userId, ids),
    ids.length > 0 ? activeRequestsOf(db, ids) : [],
  ]);
  const requestOf = new Map(held.map((h) => [h.package_id, h.ship_request_id]));
  return views.map((view) => {
    const claim = claims.get(view.id);
    return {
      ...view,
      receipt: receipts.get(view.id) ?? null,
      claim: claim
        ? {
            outcome: claim.outcome as ClaimOutcome,
            message: claimMessage(claim.outcome as ClaimOutcome),
            decided_at: claim.decided_at?.toISOString() ?? null,
          }
        : null,
      ship_request_id: requestOf.get(view.id) ?? null,
    };
  });
}

export async function listPackagesOf(
  ctx: ServiceContext,
  userId: number,
  query: z.output<typeof packageListQuerySchema>,
): Promise<PackageListResponse> {
  const [rows, counts] = await Promise.all([
    listCustomerPackages(ctx.db, userId, query.tab, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    tabCountsOf(ctx.db, userId),
  ]);
  return {
    packages: await customerViews(ctx.db, userId, rows),
    counts,
    pagination: paginationOf(query, counts[query.tab]),
  };
}

export async function getPackageOf(ctx: ServiceContext, userId: number, id: number) {
  const row = await findCustomerPackage(ctx.db, userId, id);
  if (!row) throw notFound(PRE_ALERT_TEXTS.notFound);
  const [view] = await customerViews(ctx.db, userId, [row]);
  return { package: view! };
}

/** The stored columns of a pre-alert form: the declared value in minor units. */
function columnsOf(input: PreAlertForm) {
  return {
    carrier_tracking_number: input.carrier_tracking_number,
    carrier: input.carrier,
    warehouse: input.warehouse,
    store: input.store,
    description: input.description,
    declared_value: input.declared_value == null ? null : Math.round(input.declared_value * 100),
    declared_currency: input.declared_value == null ? null : input.declared_currency,
  };
}

/** 400 on the tracking number field when the customer already has this parcel pre-alerted or waiting. */
async function refuseDuplicate(tx: DbOrTx, userId: number, tracking: string, except?: number) {
  const duplicate = await findLiveByTracking(tx, userId, tracking, except);
  if (!duplicate) return;
  const message = PRE_ALERT_TEXTS.duplicate(duplicate.package_code);
  throw badRequest(message, { carrier_tracking_number: message });
}

/**
 * 400 on the tracking number field when a parcel of this number was already received (on our shelves, contested,
 * or gone): a pre-alert of it would claim someone's parcel after the fact. Says nothing of whose it is.
 */
async function refuseReceived(tx: DbOrTx, tracking: string) {
  if (!(await findReceivedBefore(tx, tracking))) return;
  throw badRequest(CLAIM_TEXTS.alreadyReceived, { carrier_tracking_number: CLAIM_TEXTS.alreadyReceived });
}

/** A package of this customer, locked, that may still be changed: 404 for none, 409 once it has arrived. */
async function lockExpected(tx: DbOrTx, userId: number, id: number): Promise<PackageRow> {
  const row = await findCustomerPackage(tx, userId, id, true);
  if (!row) throw notFound(PRE_ALERT_TEXTS.notFound);
  if (row.status !== "expected") throw conflict(PRE_ALERT_TEXTS.notExpected);
  return row;
}

/** Creates the pre-alert and its receipt in one transaction: a failure leaves neither a row nor a file behind. */
export async function createPreAlert(
  ctx: ServiceContext,
  customer: CustomerRow,
  input: PreAlertForm,
  files: IncomingImage[],
) {
  const row = await withStagedImages(ctx.config, files, (recordFiles) =>
    inTransaction(ctx, async (tx) => {
      await lockCustomerPreAlerts(tx, customer.id);
      await refuseDuplicate(tx, customer.id, input.carrier_tracking_number);
      await refuseReceived(tx, input.carrier_tracking_number);
      const created = await insertPackage(tx, { ...columnsOf(input), user_id: customer.id, status: "expected" });
      await recordPackageStatus(tx, { packageId: created.id, status: "expected", note: "Pre-alerted by the customer" });
      await recordFiles(tx, { entityType: "package_receipt", entityId: created.id, ownerUserId: customer.id });
      await recordAudit(tx, actorOf(customer), {
        entityType: "package",
        entityId: created.id,
        action: "created",
        newValue: `pre-alert of ${created.carrier_tracking_number} to ${created.warehouse}`,
      });
      return created;
    }),
  );
  const [view] = await customerViews(ctx.db, customer.id, [row]);
  return { message: PRE_ALERT_TEXTS.created, package: view! };
}

const AUDITED_FIELDS = [
  "carrier_tracking_number",
  "carrier",
  "warehouse",
  "store",
  "description",
  "declared_value",
  "declared_currency",
] as const;

/** A pre-alert field as its history shows it: a declared value as money in its currency ('£120.50'), not minor units. */
function auditedValue(row: PackageRow, field: (typeof AUDITED_FIELDS)[number]): string {
  const value = row[field];
  if (value == null) return "";
  return field === "declared_value" ? formatMinor(Number(value), row.declared_currency) : String(value);
}

/**
 * Changes a pre-alert while the package is still expected. A new receipt replaces the earlier one, and
 * remove_receipt takes it away; the replaced file is deleted once the change is committed.
 */
export async function updatePreAlert(
  ctx: ServiceContext,
  customer: CustomerRow,
  id: number,
  input: PreAlertForm,
  files: IncomingImage[],
) {
  let replaced: string[] = [];
  const row = await withStagedImages(ctx.config, files, (recordFiles) =>
    inTransaction(ctx, async (tx) => {
      await lockCustomerPreAlerts(tx, customer.id);
      const before = await lockExpected(tx, customer.id, id);
      await refuseDuplicate(tx, customer.id, input.carrier_tracking_number, id);
      if (input.carrier_tracking_number !== before.carrier_tracking_number)
        await refuseReceived(tx, input.carrier_tracking_number);
      const after = await updatePackage(tx, id, columnsOf(input));
      if (files.length > 0 || input.remove_receipt) replaced = await deleteReceipts(tx, id);
      await recordFiles(tx, { entityType: "package_receipt", entityId: id, ownerUserId: customer.id });
      for (const field of AUDITED_FIELDS) {
        const [from, to] = [before[field], after[field]];
        if (from === to) continue;
        await recordAudit(tx, actorOf(customer), {
          entityType: "package",
          entityId: id,
          action: "changed",
          field,
          oldValue: auditedValue(before, field),
          newValue: auditedValue(after, field),
        });
      }
      if (replaced.length > 0 || files.length > 0)
        await recordAudit(tx, actorOf(customer), {
          entityType: "package",
          entityId: id,
          action: files.length > 0 ? "receipt_attached" : "receipt_removed",
        });
      return after;
    }),
  );
  await removeStoredFiles(ctx.config.DATA_DIR, replaced);
  const [view] = await customerViews(ctx.db, customer.id, [row]);
  return { message: PRE_ALERT_TEXTS.updated, package: view! };
}

/** Cancels a pre-alert while the package is still expected: the package and its receipt are removed (audited). */
export async function cancelPreAlert(ctx: ServiceContext, customer: CustomerRow, id: number) {
  const removed = await inTransaction(ctx, async (tx) => {
    const row = await lockExpected(tx, customer.id, id);
    const names = await deleteReceipts(tx, id);
    await deletePackage(tx, id);
    await recordAudit(tx, actorOf(customer), {
      entityType: "package",
      entityId: id,
      action: "pre_alert_cancelled",
      newValue: `${row.package_code} (${row.carrier_tracking_number})`,
    });
    return names;
  });
  await removeStoredFiles(ctx.config.DATA_DIR, removed);
  return { message: PRE_ALERT_TEXTS.cancelled };
}
