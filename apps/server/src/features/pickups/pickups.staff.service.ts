import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { PickupStatus } from "@app/shared/core/enums";
import { STATUS_UPDATED } from "@app/shared/invoices/staff";
import {
  PICKUP_STAFF_TEXTS,
  pickupStatusChangeEmailsCustomer,
  type StaffPickup,
  type StaffPickupRow,
} from "@app/shared/pickups/staff";
import { adminActor, auditViewOf, lastToldStatus, recordAudit } from "../../lib/audit.js";
import { notFound } from "../../lib/errors.js";
import { type CsvColumn, CSV_MAX_ROWS, fetchPage } from "../../lib/list.js";
import { cancelledInvoiceNews, PICKUP_STATUS_WORDS } from "../../lib/mail/mail-words.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { imagesOf } from "../../lib/uploads.js";
import type { AdminRow } from "../../plugins/auth.js";
import { findCustomerById } from "../accounts/public.js";
import { settleInvoiceIfWithdrawn } from "../invoices/public.js";
import {
  findStaffPickup,
  itemsOf,
  lockPickup,
  type StaffPickupFilter,
  setPickupStatus,
  staffPickupPage,
} from "./pickups.staff.repository.js";

export async function listPickupsForStaff(
  ctx: ServiceContext,
  query: StaffPickupFilter & { page: number; pageSize: number },
) {
  const { rows, pagination } = await fetchPage(staffPickupPage(ctx.db, query), query, ctx.config.LIST_EXACT_TOTAL);
  return { pickups: rows, pagination };
}

export function pickupsForCsv(ctx: ServiceContext, filter: StaffPickupFilter) {
  return staffPickupPage(ctx.db, filter).rows(CSV_MAX_ROWS, 0);
}

export const PICKUP_CSV_COLUMNS: CsvColumn<StaffPickupRow>[] = [
  { header: "Pickup No.", value: (r) => r.id },
  { header: "Status", value: (r) => r.status },
  { header: "Email", value: (r) => r.email_address },
  { header: "Contact", value: (r) => r.contact_name },
  { header: "City", value: (r) => r.city },
  { header: "Country", value: (r) => r.country },
  { header: "Date", value: (r) => r.created_at },
  { header: "Invoice", value: (r) => r.invoice?.transaction_id },
  { header: "Invoice Amount", value: (r) => r.invoice?.total_amount },
  { header: "Invoice Currency", value: (r) => r.invoice?.currency },
];

export async function getPickupForStaff(ctx: ServiceContext, id: number): Promise<{ pickup: StaffPickup }> {
  const row = await findStaffPickup(ctx.db, id);
  if (!row) throw notFound(PICKUP_STAFF_TEXTS.notFound);
  const [items, images, audit] = await Promise.all([
    itemsOf(ctx.db, id),
    imagesOf(ctx.db, "pickup", [id]),
    auditViewOf(ctx.db, "pickup", id),
  ]);
  return { pickup: { ...row, items, images: images.get(id) ?? [], audit } };
}

const STATUS_NEWS: Record<Exclude<PickupStatus, "pending">, string> = {
  processing: "We are processing your pickup and will collect your items soon.",
  "in-transit": "Your items have been collected and are on their way.",
  delivered: "Your pickup has been delivered.",
  cancelled: "Your pickup has been cancelled. Open a support ticket from your account if this is unexpected.",
};

/**
 * Changes the status (any value may follow any other), records it and tells the customer. Cancelling settles the
 * pickup's invoice under both locks (decision 0115): a paid one refuses (409: refund it first), an unpaid one is
 * cancelled with the pickup, by a manager or owner of all warehouses only (others get 403).
 */
export async function updatePickupStatus(ctx: ServiceContext, admin: AdminRow, id: number, status: PickupStatus) {
  await inTransaction(ctx, async (tx) => {
    const current = await lockPickup(tx, id);
    if (!current) throw notFound(PICKUP_STAFF_TEXTS.notFound);
    if (current.status === status) return;
    const cancelled = await settleInvoiceIfWithdrawn(tx, admin, { type: "pickup", id, status });
    // Read before this change is recorded: back from pending to what the customer was last told is no news, unless
    // an invoice was cancelled with it.
    const alreadyTold = !cancelled && (await lastToldStatus(tx, "pickup", id, "pending")) === status;
    await setPickupStatus(tx, id, status);
    await recordAudit(tx, adminActor(admin), {
      entityType: "pickup",
      entityId: id,
      action: "status_update",
      field: "status",
      oldValue: current.status,
      newValue: status,
    });
    if (!pickupStatusChangeEmailsCustomer(status) || alreadyTold) return;
    const customer = await findCustomerById(tx, current.user_id);
    if (!customer) return;
    await enqueueMail(tx, {
      to: customer.email_address,
      subject: `Your pickup #${id} is now ${PICKUP_STATUS_WORDS[status].toLowerCase()}`,
      content: {
        heading: `Pickup #${id}: ${PICKUP_STATUS_WORDS[status]}`,
        paragraphs: [
          `Hello ${customer.firstname}, ${STATUS_NEWS[status].charAt(0).toLowerCase()}${STATUS_NEWS[status].slice(1)}`,
          ...(cancelled ? [cancelledInvoiceNews(cancelled)] : []),
        ],
        action: { label: "View pickup", url: `${ctx.config.PUBLIC_URL}/user/pickup/${id}` },
      },
    });
  });
  return { message: STATUS_UPDATED, id, status };
}
