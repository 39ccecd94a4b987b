import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import type { Invoice } from "@app/shared/invoices/invoices";
import { Link } from "../../../components/ui/link";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { StatusBadge } from "../../../components/ui/status-badge";

const COLUMNS: Column<Invoice>[] = [
  {
    header: "Transaction ID",
    cell: (i) => (
      <Link to={`/user/invoice/${i.id}`} state={{ invoice: i }} className="font-medium text-brand-700 hover:underline">
        {i.transaction_id}
      </Link>
    ),
  },
  { header: "Status", cell: (i) => <StatusBadge status={i.status} /> },
  { header: "Type", cell: (i) => <span className="capitalize">{i.reference_type.replaceAll("_", " ")}</span> },
  { header: "Amount", cell: (i) => formatMoney(i.total_amount, i.currency), className: "text-right tabular-nums" },
  { header: "Due Date", cell: (i) => formatPortalDate(i.due_date) },
  { header: "Created On", cell: (i) => formatPortalDate(i.created_at) },
];

/** The customer's invoices; the transaction id opens the invoice (payment) screen. */
export function InvoiceTable({ invoices, loading }: { invoices: Invoice[] | undefined; loading: boolean }) {
  return <DataTable columns={COLUMNS} rows={invoices} rowKey={(i) => i.id} loading={loading} caption="My Invoices" />;
}
