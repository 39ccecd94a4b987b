import { PROCUREMENT_STATUSES } from "@app/shared/core/enums";
import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { procurementStatusChangeEmailsCustomer, type StaffProcurementRow } from "@app/shared/procurements/staff";
import { Link } from "../../../../components/ui/link";
import { InlineStatusEdit } from "../../../../components/admin-list/inline-status-edit";
import { type Column, DataTable } from "../../../../components/ui/data-table";

interface Props {
  rows: StaffProcurementRow[] | undefined;
  loading: boolean;
  /** Managers and owners issue invoices; others see no 'Create Invoice' link. */
  canCreateInvoice: boolean;
  onStatus: (row: StaffProcurementRow, status: string) => Promise<unknown>;
}

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The shop request's currency label ('USD ($)') as the invoice form's plain code ('USD'). */
const currencyCode = (label: string) => label.slice(0, 3);

/** The invoice form for this row: reference type fixed, customer, reference and suggested amount prefilled. */
export function invoiceFormPath(row: StaffProcurementRow) {
  const query = new URLSearchParams({
    type: "procurement",
    user_id: String(row.user_id),
    total_amount: row.total,
    currency: currencyCode(row.currency),
  });
  return `/admin/invoice/form/${row.id}?${query}`;
}

/** Columns of the spec: Procurement No., Status (inline edit), Total, Store, Date, Invoice, Invoice Amount. */
export function ShopRequestTable({ rows, loading, canCreateInvoice, onStatus }: Props) {
  const columns: Column<StaffProcurementRow>[] = [
    {
      header: "Procurement No.",
      sortKey: "id",
      cell: (r) => (
        <Link to={`/admin/shop-requests/${r.id}`} className={LINK}>
          {r.id}
        </Link>
      ),
    },
    {
      header: "Status",
      sortKey: "status",
      cell: (r) => (
        <InlineStatusEdit
          value={r.status}
          options={PROCUREMENT_STATUSES}
          label={`status of shop request ${r.id}`}
          onConfirm={(status) => onStatus(r, status)}
          emailsCustomer={procurementStatusChangeEmailsCustomer}
        />
      ),
    },
    { header: "Total", sortKey: "total", cell: (r) => formatMoney(r.total, r.currency) },
    { header: "Store", sortKey: "store_name", cell: (r) => r.store_name },
    { header: "Date", sortKey: "created_at", cell: (r) => formatPortalDate(r.created_at) },
    {
      header: "Invoice",
      cell: (r) =>
        r.invoice ? (
          <Link to={`/admin/invoices/${r.invoice.id}`} className={LINK}>
            {r.invoice.transaction_id}
          </Link>
        ) : canCreateInvoice ? (
          <Link to={invoiceFormPath(r)} className={LINK}>
            Create Invoice
          </Link>
        ) : (
          <span className="text-slate-500">No invoice</span>
        ),
    },
    {
      header: "Invoice Amount",
      cell: (r) => (r.invoice ? formatMoney(r.invoice.total_amount, r.invoice.currency) : "—"),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Shop requests" />;
}
