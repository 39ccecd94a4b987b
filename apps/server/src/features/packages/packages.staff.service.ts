import { PACKAGE_STATUS_LABELS } from "@app/shared/packages/packages";
import { warehouseName } from "@app/shared/core/warehouse-names";
import {
  assignOwnerProblem,
  PACKAGE_STAFF_TEXTS as TEXTS,
  packageTransitionProblem,
  type StaffPackage,
  type StaffPackageRow,
  type StaffPackageStatus,
} from "@app/shared/packages/staff";
import { adminActor, auditViewOf, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { type CsvColumn, CSV_MAX_ROWS, fetchPage } from "../../lib/list.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { findCustomerById } from "../accounts/public.js";
import { activeRequestsOf } from "../ship-requests/public.js";
import { roleOpensUploadsOf } from "../uploads/public.js";
import { arrivalNotice } from "./arrival-notice.js";
import { daysHeld, packageViews, photoViews, recordPackageStatus, warehousesByCity } from "./package-records.js";
import { receiptsOf } from "./packages.repository.js";
import {
  findStaffPackage,
  givePhotosTo,
  historyOf,
  lockPackage,
  photoFilesOf,
  type StaffListPackage,
  type StaffPackageFilter,
  staffPackagePage,
  updatePackage,
} from "./packages.staff.repository.js";

type Page = { page: number; pageSize: number };

function toRows(found: StaffListPackage[]): StaffPackageRow[] {
  const now = new Date();
  return found.map(({ row, owner }) => ({
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
    owner,
    label_owner_text: row.label_owner_text,
    photos: photoViews(row.photos),
    received_at: row.received_at?.toISOString() ?? null,
    days_held: daysHeld(row, now),
    created_at: row.created_at.toISOString(),
  }));
}

export async function listPackagesForStaff(ctx: ServiceContext, query: StaffPackageFilter & Page) {
  const { rows, pagination } = await fetchPage(
    staffPackagePage(ctx.db, query, ctx),
    query,
    ctx.config.LIST_EXACT_TOTAL,
  );
  return { packages: toRows(rows), pagination };
}

export async function packagesForCsv(ctx: ServiceContext, filter: StaffPackageFilter) {
  return toRows(await staffPackagePage(ctx.db, filter, ctx).rows(CSV_MAX_ROWS, 0));
}

export const PACKAGE_CSV_COLUMNS: CsvColumn<StaffPackageRow>[] = [
  { header: "Package ID", value: (r) => r.package_code },
  { header: "Status", value: (r) => r.status },
  { header: "Warehouse", value: (r) => warehouseName(r.warehouse) },
  { header: "Carrier", value: (r) => r.carrier },
  { header: "Carrier Tracking Number", value: (r) => r.carrier_tracking_number },
  { header: "Customer", value: (r) => r.owner?.name },
  { header: "Email", value: (r) => r.owner?.email_address },
  { header: "Suite", value: (r) => r.owner?.suite_number },
  { header: "Label Says", value: (r) => r.label_owner_text },
  { header: "Description", value: (r) => r.description },
  { header: "Weight (g)", value: (r) => r.weight_grams },
  { header: "Bin", value: (r) => r.bin_location },
  { header: "Condition", value: (r) => r.condition },
  { header: "Received", value: (r) => r.received_at },
  { header: "Days Held", value: (r) => r.days_held },
];

/**
 * One package of the caller's warehouses, with the pre-alert's receipt for a caller whose role opens receipts (the
 * rule of GET /api/uploads: not a partner agent, decision 0137); the package is in their warehouses, so they open it.
 */
export async function getPackageForStaff(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
): Promise<{ package: StaffPackage }> {
  const found = await findStaffPackage(ctx.db, id, ctx.scope);
  if (!found) throw notFound(TEXTS.notFound);
  const [[view], history, audit, receipts] = await Promise.all([
    packageViews(ctx.db, [found.row]),
    historyOf(ctx.db, id),
    auditViewOf(ctx.db, "package", id),
    roleOpensUploadsOf(admin, "package_receipt") ? receiptsOf(ctx.db, [id]) : undefined,
  ]);
  return {
    package: {
      ...view!,
      owner: found.owner,
      label_owner_text: found.row.label_owner_text,
      bin_location: found.row.bin_location,
      received_by: found.received_by,
      receipt: receipts?.get(id) ?? null,
      updated_at: found.row.updated_at.toISOString(),
      history,
      audit,
    },
  };
}

/** Moves a package along (packageTransitionProblem says which moves are allowed), with its history and audit. */
export async function changePackageStatus(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  input: { status: StaffPackageStatus; note?: string },
) {
  await inTransaction(ctx, async (tx) => {
    const current = await lockPackage(tx, id, ctx.scope);
    if (!current) throw notFound(TEXTS.notFound);
    const problem = packageTransitionProblem(current.status, input.status, current.user_id != null);
    if (problem) throw conflict(problem);
    if (current.status === input.status) return;
    // Submitting a request made its packages ready to ship; packing ships them and cancelling brings them back.
    const [inRequest] = await activeRequestsOf(tx, [id]);
    if (inRequest) throw conflict(TEXTS.inShipRequest(inRequest.ship_request_id));
    await updatePackage(tx, id, { status: input.status });
    await recordPackageStatus(tx, { packageId: id, status: input.status, adminId: admin.id, note: input.note || null });
    await recordAudit(tx, adminActor(admin), {
      entityType: "package",
      entityId: id,
      action: "status_update",
      field: "status",
      oldValue: PACKAGE_STATUS_LABELS[current.status],
      newValue: PACKAGE_STATUS_LABELS[input.status],
    });
  });
  return { message: TEXTS.statusChanged, ...(await getPackageForStaff(ctx, admin, id)) };
}

export type ShelfEdit = { bin_location?: string; condition?: "good" | "damaged"; condition_note?: string };

/** Changes the bin or the condition; each changed field gets an audit entry. Empty text clears a field. */
export async function editPackageShelf(ctx: ServiceContext, admin: AdminRow, id: number, edit: ShelfEdit) {
  await inTransaction(ctx, async (tx) => {
    const current = await lockPackage(tx, id, ctx.scope);
    if (!current) throw notFound(TEXTS.notFound);
    const next = {
      bin_location: edit.bin_location === undefined ? current.bin_location : edit.bin_location || null,
      condition: edit.condition ?? current.condition,
      condition_note: edit.condition_note === undefined ? current.condition_note : edit.condition_note || null,
    };
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter((key) => next[key] !== current[key]);
    if (changed.length === 0) return;
    await updatePackage(tx, id, next);
    for (const field of changed) {
      await recordAudit(tx, adminActor(admin), {
        entityType: "package",
        entityId: id,
        action: "changed",
        field,
        oldValue: current[field] ?? "(none)",
        newValue: next[field] ?? "(none)",
      });
    }
  });
  return { message: TEXTS.shelfSaved, ...(await getPackageForStaff(ctx, admin, id)) };
}

/**
 * Gives a parcel of the unknown-owner queue to a customer: the row and its photos become theirs, the history and
 * audit say who assigned it, and the customer is e-mailed (in the same transaction) that it waits for them.
 */
export async function assignPackageOwner(ctx: ServiceContext, admin: AdminRow, id: number, customerId: number) {
  await inTransaction(ctx, async (tx) => {
    const current = await lockPackage(tx, id, ctx.scope);
    if (!current) throw notFound(TEXTS.notFound);
    if (current.user_id != null) throw conflict(TEXTS.alreadyOwned);
    if (current.contested_since != null) throw conflict(TEXTS.contested);
    const gone = assignOwnerProblem(current.status);
    if (gone) throw conflict(gone);
    const customer = await findCustomerById(tx, customerId);
    if (!customer) throw badRequest(TEXTS.customerNotFound, { customer_id: TEXTS.customerNotFound });
    const ownerText = `${customer.firstname} ${customer.lastname} (${customer.suite_number})`;
    await updatePackage(tx, id, { user_id: customer.id });
    await givePhotosTo(tx, id, customer.id);
    await recordPackageStatus(tx, {
      packageId: id,
      status: current.status,
      adminId: admin.id,
      note: `Assigned to ${ownerText}`,
    });
    await recordAudit(tx, adminActor(admin), {
      entityType: "package",
      entityId: id,
      action: "changed",
      field: "owner",
      oldValue: current.label_owner_text ? `unknown (label: ${current.label_owner_text})` : "unknown",
      newValue: ownerText,
    });
    // The arrival notice the desk sends a known owner, with the parcel's photos inline.
    const warehouse = (await warehousesByCity(tx)).get(current.warehouse);
    const photos = await photoFilesOf(tx, id);
    await notifyCustomers(tx, ctx.config, [
      arrivalNotice(
        { ...current, user_id: customer.id },
        customer,
        warehouse?.label ?? current.warehouse,
        photos,
        ctx.config.PUBLIC_URL,
      ),
    ]);
  });
  return { message: TEXTS.assigned, ...(await getPackageForStaff(ctx, admin, id)) };
}
