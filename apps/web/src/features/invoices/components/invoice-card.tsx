import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { INVOICE_TEXTS, type Invoice, isPayable } from "@app/shared/invoices/invoices";
import type { ReactNode } from "react";
import { StatusBadge } from "../../../components/ui/status-badge";

/**
 * The printable body of the invoice payment screen (inside PrintCard): transaction id, status,
 * customer, date created, the off-site payment note (while it can be paid), the type / total / due date table and the
 * optional extra information. `action` (the pay button) is left out of the print.
 */
export function InvoiceCard({
  invoice,
  customerName,
  action,
}: {
  invoice: Invoice;
  customerName: string;
  action?: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Invoice</p>
          <h1 className="text-2xl font-bold text-slate-900" data-testid="invoice-transaction-id">
            {invoice.transaction_id}
          </h1>
        </div>
        <span data-testid="invoice-status">
          <StatusBadge status={invoice.status} />
        </span>
      </header>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Customer</dt>
          <dd className="text-slate-900">{customerName}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Date Created</dt>
          <dd className="text-slate-900">{formatPortalDate(invoice.created_at)}</dd>
        </div>
      </dl>

      {isPayable(invoice.status) && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{INVOICE_TEXTS.offSiteNote}</p>
      )}

      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
                Type
              </th>
              <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
                Total Cost
              </th>
              <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
                Due Date
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="px-4 py-3 capitalize text-slate-800">{invoice.reference_type.replaceAll("_", " ")}</td>
              <td className="px-4 py-3 font-semibold tabular-nums text-slate-900" data-testid="invoice-total">
                {formatMoney(invoice.total_amount, invoice.currency)}
              </td>
              <td className="px-4 py-3 text-slate-800">{formatPortalDate(invoice.due_date)}</td>
            </tr>
          </tbody>
        </table>
      </div>

      {invoice.extra_info && (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">Extra Information: </span>
          <span className="whitespace-pre-wrap">{invoice.extra_info}</span>
        </p>
      )}

      {action && <div className="no-print flex justify-end">{action}</div>}
    </div>
  );
}
