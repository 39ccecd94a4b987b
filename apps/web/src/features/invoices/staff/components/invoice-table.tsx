import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import {
  isMoneyLocked,
  STAFF_SETTABLE_INVOICE_STATUSES,
  type StaffInvoiceRow,
  INVOICE_STAFF_TEXTS as TEXTS,
} from "@app/shared/invoices/staff";
import { Link } from "../../../../components/ui/link";
import { InlineStatusEdit } from "../../../../components/admin-list/inline-status-edit";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { StatusBadge } from "../../../../components/ui/status-badge";

interface Props {
  rows: StaffInvoiceRow[] | undefined;
  loading: boolean;
  /** Managers and owners change the status of an unpaid invoice; others, and paid or refunded invoices, show the badge only. */
  canUpdateStatus: boolean;
  onStatus: (row: StaffInvoiceRow, status: string) => Promise<unknown>;
}

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** Columns of the spec: Transaction ID, Status (inline edit), Type, Amount (with currency symbol), Due Date. */
export function InvoiceTable({ rows, loading, canUpdateStatus, onStatus }: Props) {
  const columns: Column<StaffInvoiceRow>[] = [
    {
      header: "Transaction ID",
      sortKey: "transaction_id",
      cell: (r) => (
        <Link to={`/admin/invoices/${r.id}`} className={LINK}>
          {r.transaction_id}
        </Link>
      ),
    },
    {
      header: "Status",
      sortKey: "status",
      cell: (r) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          {canUpdateStatus && !isMoneyLocked(r.status) ? (
            <InlineStatusEdit
              value={r.status}
              options={STAFF_SETTABLE_INVOICE_STATUSES}
              label={`status of invoice ${r.transaction_id}`}
              onConfirm={(status) => onStatus(r, status)}
            />
          ) : (
            <StatusBadge status={r.status} />
          )}
          {r.refund_due && <StatusBadge status="refund_due" label={TEXTS.refundDueBadge} />}
        </span>
      ),
    },
    { header: "Type", sortKey: "reference_type", cell: (r) => r.reference_type },
    { header: "Amount", sortKey: "total_amount", cell: (r) => formatMoney(r.total_amount, r.currency) },
    { header: "Due Date", sortKey: "due_date", cell: (r) => formatPortalDate(r.due_date) },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Invoices" />;
}
