/**
 * What staff read of invoices: the list (and its CSV) and one invoice with its payments, wallet payments and trail.
 * Issuing an invoice and changing its status are in invoices.staff.service.ts.
 */
import { INVOICE_STAFF_TEXTS, type StaffInvoice, type StaffInvoiceRow } from "@app/shared/invoices/staff";
import { minorToDecimalText } from "@app/shared/rates/rates";
import { auditViewOf } from "../../lib/audit.js";
import { notFound } from "../../lib/errors.js";
import { type CsvColumn, CSV_MAX_ROWS, fetchPage } from "../../lib/list.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { walletPaymentsOfInvoice } from "../wallet/public.js";
import {
  findStaffInvoice,
  paymentsOfInvoice,
  type StaffInvoiceFilter,
  staffInvoicePage,
} from "./invoices.staff.repository.js";

export function listInvoicesForStaff(
  ctx: ServiceContext,
  query: StaffInvoiceFilter & { page: number; pageSize: number },
) {
  return fetchPage(staffInvoicePage(ctx.db, query), query, ctx.config.LIST_EXACT_TOTAL).then(
    ({ rows, pagination }) => ({
      invoices: rows,
      pagination,
    }),
  );
}

export function invoicesForCsv(ctx: ServiceContext, filter: StaffInvoiceFilter) {
  return staffInvoicePage(ctx.db, filter).rows(CSV_MAX_ROWS, 0);
}

export const INVOICE_CSV_COLUMNS: CsvColumn<StaffInvoiceRow>[] = [
  { header: "Transaction ID", value: (r) => r.transaction_id },
  { header: "Status", value: (r) => r.status },
  { header: "Type", value: (r) => r.reference_type },
  { header: "Reference ID", value: (r) => r.reference_id },
  { header: "Email", value: (r) => r.email_address },
  { header: "Amount", value: (r) => r.total_amount },
  { header: "Currency", value: (r) => r.currency },
  { header: "Due Date", value: (r) => r.due_date },
  { header: "Created On", value: (r) => r.created_at },
];

export async function getInvoiceForStaff(ctx: ServiceContext, id: number): Promise<{ invoice: StaffInvoice }> {
  const row = await findStaffInvoice(ctx.db, id);
  if (!row) throw notFound(INVOICE_STAFF_TEXTS.notFound);
  const [paymentRows, walletRows, audit] = await Promise.all([
    paymentsOfInvoice(ctx.db, id),
    walletPaymentsOfInvoice(ctx.db, id),
    auditViewOf(ctx.db, "invoice", id),
  ]);
  const {
    customer_firstname,
    customer_lastname,
    admin_firstname,
    admin_lastname,
    extra_info,
    paid_at,
    admin_id,
    refund_due_at,
    refunded_at,
    refund_reason,
    refund_reference,
    evidence,
    ...listed
  } = row;
  return {
    invoice: {
      ...listed,
      total_amount: Number(listed.total_amount).toFixed(2),
      due_date: listed.due_date.toISOString(),
      created_at: listed.created_at.toISOString(),
      updated_at: listed.updated_at.toISOString(),
      customer_name: `${customer_firstname} ${customer_lastname}`,
      admin_id,
      admin_name: admin_firstname ? `${admin_firstname} ${admin_lastname}` : null,
      extra_info,
      paid_at: paid_at ? paid_at.toISOString() : null,
      refund_due_at: refund_due_at ? refund_due_at.toISOString() : null,
      refunded_at: refunded_at ? refunded_at.toISOString() : null,
      refund_reason,
      refund_reference,
      evidence: evidence ?? null,
      payments: paymentRows.map((p) => ({
        id: p.id,
        reference: p.reference,
        provider: p.provider,
        status: p.status,
        amount: minorToDecimalText(p.amount_minor),
        currency: p.currency,
        failure_reason: p.failure_reason,
        created_at: p.created_at.toISOString(),
        settled_at: p.settled_at ? p.settled_at.toISOString() : null,
        refund_due_at: p.refund_due_at ? p.refund_due_at.toISOString() : null,
        refunded_at: p.refunded_at ? p.refunded_at.toISOString() : null,
      })),
      wallet_payments: walletRows.map((w) => ({
        transaction_id: w.id,
        amount_minor: w.amount_minor,
        applied_minor: w.invoice_amount_minor ?? w.amount_minor,
        by: w.actor_label,
        created_at: w.created_at.toISOString(),
      })),
      audit,
    },
  };
}
