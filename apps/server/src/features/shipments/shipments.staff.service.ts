import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { ShipmentPaymentStatus, ShipmentStatus } from "@app/shared/core/enums";
import type { ListQuery } from "@app/shared/core/http";
import { paginationOf } from "@app/shared/core/http";
import { type createShipmentSchema, generateTrackingNumber, type StaffShipmentRow } from "@app/shared/shipments/staff";
import type { ShipmentSortColumn } from "@app/shared/shipments/staff.route";
import { SHIPMENT_STAFF_TEXTS as TEXTS } from "@app/shared/shipments/staff.texts";
import type { z } from "zod";
import { adminActor, auditViewOf, recordAudit, recordAudits } from "../../lib/audit.js";
import type { WarehouseCode } from "@app/shared/core/company";
import type { ShipmentCountry } from "@app/shared/core/enums";
import { SCOPE_TEXTS } from "@app/shared/core/roles";
import { badRequest, conflict, forbidden, HttpError, isUniqueViolation, notFound } from "../../lib/errors.js";
import { covers } from "../../lib/warehouse-scope.js";
import { CSV_MAX_ROWS, type CsvColumn } from "../../lib/list.js";
import { noticeOfMail, notifyCustomers } from "../../lib/notify/notify.js";
import type { AdminRow } from "../../plugins/auth.js";
import type { DbOrTx } from "../../db/client.js";
import { customerOf, shipmentCreatedMail, shipmentStatusMail } from "./shipments.staff.mail.js";
import { findCustomerByEmail, findCustomerById } from "../accounts/public.js";
import { listShipmentPageWithCount, type StaffShipmentFilter } from "./shipments.staff.list-query.js";
import {
  findShipmentDetail,
  insertShipment,
  insertStatusHistories,
  insertStatusHistory,
  lockShipmentByTrackingNumber,
  setShipmentStatuses,
  type ShipmentRow,
  statusHistoryOf,
  takenTrackingNumbers,
  trackingNumberExists,
  updateShipment,
} from "./shipments.staff.repository.js";

type CreateShipment = z.output<typeof createShipmentSchema>;
type ListInput = Pick<ListQuery, "page" | "pageSize" | "q" | "sort"> & {
  status?: ShipmentStatus;
  sortBy?: ShipmentSortColumn;
};

const iso = (d: Date) => d.toISOString();

function mutationRow(s: ShipmentRow, invoice: { id: number; transaction_id: string } | null = null) {
  return {
    id: s.id,
    tracking_number: s.tracking_number,
    shipment_status: s.shipment_status,
    payment_status: s.payment_status,
    email_address: s.email_address,
    shipping_cost: s.shipping_cost,
    currency: s.currency,
    user_id: s.user_id,
    created_at: iso(s.created_at),
    invoice,
  };
}

/**
 * GET /api/shipment: one page and the number of matches, counted in the same statement: exactly up to
 * LIST_EXACT_TOTAL, above it an estimate flagged `estimated`.
 */
export async function listStaffShipments(ctx: ServiceContext, query: ListInput) {
  const filter: StaffShipmentFilter = {
    q: query.q,
    status: query.status,
    sort: query.sort,
    sortBy: query.sortBy,
    scope: ctx.scope,
  };
  const { rows, counted, estimated } = await listShipmentPageWithCount(ctx.db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    count: true,
    exactUpTo: ctx.config.LIST_EXACT_TOTAL,
  });
  const pagination = { ...paginationOf(query, counted), totalIsCapped: false };
  return { shipments: rows, pagination: estimated ? { ...pagination, estimated: true } : pagination };
}

/** The filtered list for CSV export (capped at CSV_MAX_ROWS; no count). */
export async function exportStaffShipments(ctx: ServiceContext, query: Omit<ListInput, "page" | "pageSize">) {
  const filter = { q: query.q, status: query.status, sort: query.sort, sortBy: query.sortBy, scope: ctx.scope };
  return (await listShipmentPageWithCount(ctx.db, filter, { limit: CSV_MAX_ROWS, offset: 0, count: false })).rows;
}

export const SHIPMENT_CSV_COLUMNS: CsvColumn<StaffShipmentRow>[] = [
  { header: "Tracking No.", value: (r) => r.tracking_number },
  { header: "Shipment Status", value: (r) => r.shipment_status },
  { header: "Payment Status", value: (r) => r.payment_status },
  { header: "Email", value: (r) => r.email_address },
  { header: "Currency", value: (r) => r.currency },
  { header: "Shipping Cost", value: (r) => r.shipping_cost },
  { header: "Created On", value: (r) => r.created_at },
  { header: "Invoice", value: (r) => r.invoice?.transaction_id ?? "" },
];

export async function getStaffShipment(ctx: ServiceContext, id: number) {
  const found = await findShipmentDetail(ctx.db, id, ctx.scope);
  if (!found) throw notFound(TEXTS.notFound);
  const { shipment: s, invoice } = found;
  const [history, audit] = await Promise.all([statusHistoryOf(ctx.db, id), auditViewOf(ctx.db, "shipment", id)]);
  return {
    shipment: {
      ...mutationRow(s),
      delivery_address: s.delivery_address,
      warehouse_arrival_date: s.warehouse_arrival_date,
      shipment_date: s.shipment_date,
      estimated_delivery_date: s.estimated_delivery_date,
      weight: s.weight,
      dimensions: s.dimensions,
      courier: s.courier,
      country: s.country,
      added_charges: s.added_charges,
      created_by: s.created_by,
      created_by_name: found.creator_first ? `${found.creator_first} ${found.creator_last}` : null,
      customer_name: found.customer_first ? `${found.customer_first} ${found.customer_last}` : null,
      updated_at: iso(s.updated_at),
      invoice: invoice?.id != null ? invoice : null,
    },
    history: history.map((h) => ({
      shipment_status: h.shipment_status,
      changed_by: h.first ? `${h.first} ${h.last}` : null,
      created_at: iso(h.created_at),
    })),
    audit,
  };
}

/** The warehouse a shipment of each origin country leaves from: the generated column shipments.warehouse, in code. */
const ORIGIN_OF_COUNTRY: Record<ShipmentCountry, WarehouseCode> = {
  USA: "Trail Richmond",
  UK: "Brixton",
  China: "Guangzhou",
  Nigeria: "Sabo Yaba",
};

/**
 * Creates a shipment for the customer whose e-mail it names. created_by is always the signed-in admin.
 * The shipment, its first timeline entry, the audit entry and the customer's e-mail commit together.
 */
export async function createStaffShipment(ctx: ServiceContext, admin: AdminRow, input: CreateShipment) {
  // A shipment leaves from the warehouse of its country (shipments.warehouse): one of the caller's.
  if (!covers(ctx.scope, ORIGIN_OF_COUNTRY[input.country])) throw forbidden(SCOPE_TEXTS.notYourWarehouse);
  const customer = await findCustomerByEmail(ctx.db, input.email);
  if (!customer) throw badRequest(TEXTS.noCustomer, { email: TEXTS.noCustomer });
  const duplicate = () => conflict(TEXTS.duplicateTracking, { tracking_number: TEXTS.duplicateTracking });
  if (await trackingNumberExists(ctx.db, input.tracking_number)) throw duplicate();
  try {
    const shipment = await inTransaction(ctx, async (tx) => {
      const row = await insertShipment(tx, {
        tracking_number: input.tracking_number,
        user_id: customer.id,
        email_address: customer.email_address,
        shipment_status: "Pending",
        payment_status: input.payment_status,
        delivery_address: input.delivery_address,
        shipping_cost: input.shipping_cost.toFixed(2),
        currency: input.currency,
        warehouse_arrival_date: input.warehouse_arrival_date,
        shipment_date: input.shipment_date,
        estimated_delivery_date: input.estimated_delivery_date,
        weight: input.weight.toFixed(2),
        dimensions: input.dimensions,
        courier: input.courier,
        country: input.country,
        created_by: admin.id,
      });
      await insertStatusHistory(tx, row.id, row.shipment_status, admin.id);
      await recordAudit(tx, adminActor(admin), {
        entityType: "shipment",
        entityId: row.id,
        action: "created",
        field: "shipment_status",
        newValue: row.shipment_status,
      });
      await notifyCustomers(tx, ctx.config, [
        noticeOfMail(
          customerOf(row),
          "milestones",
          shipmentCreatedMail(row, customer.firstname, ctx.config.PUBLIC_URL),
        ),
      ]);
      return row;
    });
    return { message: TEXTS.created, shipment: mutationRow(shipment) };
  } catch (error) {
    if (isUniqueViolation(error, "shipments_tracking_unique")) throw duplicate();
    throw error;
  }
}

/**
 * The status change itself, for locked shipments whose status differs from `next`: the rows, their timeline
 * entries (public tracking) and audit entries (with `cause` when something else made them, e.g. a bulk change),
 * one statement each however many shipments. The caller decides about the customers' e-mails. Shared by the
 * single and the bulk status change; answers the changed rows in the order of `current`.
 */
export async function changeShipmentStatuses(
  tx: DbOrTx,
  admin: AdminRow,
  current: readonly ShipmentRow[],
  next: ShipmentStatus,
  cause?: string,
): Promise<ShipmentRow[]> {
  const ids = current.map((row) => row.id);
  const updated = new Map((await setShipmentStatuses(tx, ids, next)).map((row) => [row.id, row]));
  await insertStatusHistories(tx, ids, next, admin.id);
  await recordAudits(
    tx,
    adminActor(admin),
    current.map((row) => ({
      entityType: "shipment" as const,
      entityId: row.id,
      action: "changed",
      field: "shipment_status",
      oldValue: row.shipment_status,
      newValue: next,
      cause,
    })),
  );
  return ids.map((id) => updated.get(id)!);
}

/**
 * Changes one locked shipment's status (timeline, audit entry with `cause`) and tells its customer: a staff member's
 * status change, and a recorded proof of delivery (proof-of-delivery.ts).
 */
export async function changeStatusAndNotify(
  ctx: ServiceContext,
  tx: DbOrTx,
  admin: AdminRow,
  current: ShipmentRow,
  next: ShipmentStatus,
  cause?: string,
): Promise<ShipmentRow> {
  const [updated] = await changeShipmentStatuses(tx, admin, [current], next, cause);
  if (!updated) throw notFound(TEXTS.notFound);
  const owner = await findCustomerById(tx, updated.user_id);
  await notifyCustomers(tx, ctx.config, [
    noticeOfMail(
      customerOf(updated),
      "milestones",
      shipmentStatusMail(updated, current.shipment_status, ctx.config.PUBLIC_URL, owner?.firstname),
    ),
  ]);
  return updated;
}

/** Changes the shipment status: timeline entry (public tracking), audit entry and the customer's e-mail. */
export async function updateShipmentStatus(
  ctx: ServiceContext,
  admin: AdminRow,
  input: { tracking_number: string; shipment_status: ShipmentStatus },
) {
  const shipment = await inTransaction(ctx, async (tx) => {
    const current = await lockShipmentByTrackingNumber(tx, input.tracking_number, ctx.scope);
    if (!current) throw notFound(TEXTS.notFound);
    if (current.shipment_status === input.shipment_status) return current;
    return changeStatusAndNotify(ctx, tx, admin, current, input.shipment_status);
  });
  return { message: "Shipment status updated.", shipment: mutationRow(shipment) };
}

export async function updatePaymentStatus(
  ctx: ServiceContext,
  admin: AdminRow,
  input: { tracking_number: string; payment_status: ShipmentPaymentStatus },
) {
  const shipment = await inTransaction(ctx, async (tx) => {
    const current = await lockShipmentByTrackingNumber(tx, input.tracking_number, ctx.scope);
    if (!current) throw notFound(TEXTS.notFound);
    if (current.payment_status === input.payment_status) return current;
    // Refunded is money given back (a refund recorded on its invoice): only money moves it, as with a refunded invoice.
    if (current.payment_status === "Refunded") throw conflict(TEXTS.refundedLocked);
    const updated = await updateShipment(tx, current.id, { payment_status: input.payment_status });
    await recordAudit(tx, adminActor(admin), {
      entityType: "shipment",
      entityId: current.id,
      action: "changed",
      field: "payment_status",
      oldValue: current.payment_status,
      newValue: input.payment_status,
    });
    return updated;
  });
  return { message: "Payment status updated.", shipment: mutationRow(shipment) };
}

/** An unused tracking number for the form's generator (the unique index still guards the insert). */
export async function unusedTrackingNumber(ctx: ServiceContext): Promise<string> {
  for (let round = 0; round < 5; round++) {
    const candidates = Array.from({ length: 8 }, () => generateTrackingNumber());
    const taken = await takenTrackingNumbers(ctx.db, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
  throw new HttpError(503, "Could not find an unused tracking number. Please try again.");
}
