import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { ProcurementStatus } from "@app/shared/core/enums";
import { formatMoney } from "@app/shared/core/format";
import type { InvoiceSummary } from "@app/shared/shipments/shipments";
import { STATUS_UPDATED } from "@app/shared/invoices/staff";
import {
  PROCUREMENT_STAFF_TEXTS,
  type StaffProcurement,
  type StaffProcurementRow,
  procurementStatusChangeEmailsCustomer,
} from "@app/shared/procurements/staff";
import { adminActor, auditViewOf, lastToldStatus, recordAudit } from "../../lib/audit.js";
import { notFound } from "../../lib/errors.js";
import { cancelledInvoiceNews } from "../../lib/mail/mail-words.js";
import { type CsvColumn, CSV_MAX_ROWS, fetchPage } from "../../lib/list.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { findCustomerById } from "../accounts/public.js";
import { invoiceSummariesOf, settleInvoiceIfWithdrawn } from "../invoices/public.js";
import { imagesOf } from "../../lib/uploads.js";
import type { AdminRow } from "../../plugins/auth.js";
import {
  findStaffProcurement,
  lockProcurement,
  productsOf,
  type StaffProcurementFilter,
  setProcurementStatus,
  staffProcurementPage,
} from "./procurements.staff.repository.js";

export async function listProcurementsForStaff(
  ctx: ServiceContext,
  query: StaffProcurementFilter & { page: number; pageSize: number },
) {
  const { rows, pagination } = await fetchPage(
    staffProcurementPage(ctx.db, { ...query, scope: ctx.scope }),
    query,
    ctx.config.LIST_EXACT_TOTAL,
  );
  return { procurements: rows, pagination };
}

export function procurementsForCsv(ctx: ServiceContext, filter: StaffProcurementFilter) {
  return staffProcurementPage(ctx.db, { ...filter, scope: ctx.scope }).rows(CSV_MAX_ROWS, 0);
}

export const PROCUREMENT_CSV_COLUMNS: CsvColumn<StaffProcurementRow>[] = [
  { header: "Procurement No.", value: (r) => r.id },
  { header: "Status", value: (r) => r.status },
  { header: "Total", value: (r) => r.total },
  { header: "Currency", value: (r) => r.currency },
  { header: "Store", value: (r) => r.store_name },
  { header: "Email", value: (r) => r.email_address },
  { header: "Date", value: (r) => r.created_at },
  { header: "Invoice", value: (r) => r.invoice?.transaction_id },
  { header: "Invoice Amount", value: (r) => r.invoice?.total_amount },
  { header: "Invoice Currency", value: (r) => r.invoice?.currency },
];

export async function getProcurementForStaff(
  ctx: ServiceContext,
  id: number,
): Promise<{ procurement: StaffProcurement }> {
  const row = await findStaffProcurement(ctx.db, id, ctx.scope);
  if (!row) throw notFound(PROCUREMENT_STAFF_TEXTS.notFound);
  const [products, images, audit] = await Promise.all([
    productsOf(ctx.db, id),
    imagesOf(ctx.db, "procurement", [id]),
    auditViewOf(ctx.db, "procurement", id),
  ]);
  return { procurement: { ...row, products, images: images.get(id) ?? [], audit } };
}

/**
 * What an approval says comes next. Staff may issue the invoice before approving: then it is named (paid or not)
 * rather than promised; a cancelled or refunded one is reopened or replaced, so an invoice is still to come.
 */
function afterApproval(invoice: InvoiceSummary | undefined): string {
  if (invoice?.status === "paid") return `Its invoice ${invoice.transaction_id} is paid, so we will now buy the items.`;
  if (invoice?.status === "pending" || invoice?.status === "overdue")
    return `Its invoice ${invoice.transaction_id} for ${formatMoney(invoice.total_amount, invoice.currency)} is in your account; we buy the items once it is paid.`;
  return "We will send you an invoice for it; we buy the items once it is paid.";
}

/** What the customer is told when staff decide on their shop request. */
function decisionMail(
  status: "approved" | "rejected",
  firstname: string,
  id: number,
  store: string,
  invoice: InvoiceSummary | undefined,
  cancelled: { transaction_id: string; returnedToWallet: boolean } | undefined,
) {
  return status === "approved"
    ? {
        subject: `Your shop request #${id} has been approved`,
        heading: "Your shop request has been approved",
        paragraphs: [
          `Hello ${firstname}, good news: we have approved your shop request #${id} (${store}).`,
          afterApproval(invoice),
        ],
      }
    : {
        subject: `Your shop request #${id} has been rejected`,
        heading: "Your shop request has been rejected",
        paragraphs: [
          `Hello ${firstname}, we are sorry: we could not accept your shop request #${id} (${store}).`,
          ...(cancelled ? [cancelledInvoiceNews(cancelled)] : []),
          "Open a support ticket from your account if you would like to know more or send a new request.",
        ],
      };
}

/**
 * Changes the status (any value may follow any other), records it, and e-mails approvals and rejections. Rejecting
 * settles the request's invoice under both locks (decision 0115): a paid one refuses (409: refund it first), an
 * unpaid one is cancelled with the request, by a manager or owner of all warehouses only (others get 403).
 */
export async function updateProcurementStatus(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  status: ProcurementStatus,
) {
  await inTransaction(ctx, async (tx) => {
    const current = await lockProcurement(tx, id, ctx.scope);
    if (!current) throw notFound(PROCUREMENT_STAFF_TEXTS.notFound);
    if (current.status === status) return;
    const cancelled = await settleInvoiceIfWithdrawn(tx, admin, { type: "procurement", id, status });
    // Read before this change is recorded: back from pending to what the customer was last told is no news, unless
    // an invoice was cancelled with it.
    const alreadyTold = !cancelled && (await lastToldStatus(tx, "procurement", id, "pending")) === status;
    await setProcurementStatus(tx, id, status);
    await recordAudit(tx, adminActor(admin), {
      entityType: "procurement",
      entityId: id,
      action: "status_update",
      field: "status",
      oldValue: current.status,
      newValue: status,
    });
    if (!procurementStatusChangeEmailsCustomer(status) || alreadyTold) return;
    const customer = await findCustomerById(tx, current.user_id);
    if (!customer) return;
    const invoice = (await invoiceSummariesOf(tx, current.user_id, "procurement", [id])).get(id);
    const mail = decisionMail(status, customer.firstname, id, current.store_name, invoice, cancelled);
    await enqueueMail(tx, {
      to: customer.email_address,
      subject: mail.subject,
      content: {
        heading: mail.heading,
        paragraphs: mail.paragraphs,
        action: { label: "View shop request", url: `${ctx.config.PUBLIC_URL}/user/shop-for-me/procurement/${id}` },
      },
    });
  });
  return { message: STATUS_UPDATED, id, status };
}
