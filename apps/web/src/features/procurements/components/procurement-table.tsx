import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import type { ProcurementSummary } from "@app/shared/procurements/procurements";
import { Link } from "../../../components/ui/link";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { StatusBadge } from "../../../components/ui/status-badge";

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

const COLUMNS: Column<ProcurementSummary>[] = [
  {
    header: "ID",
    cell: (p) => (
      <Link to={`/user/shop-for-me/procurement/${p.id}`} className={linkClass} aria-label={`Procurement ${p.id}`}>
        #{p.id}
      </Link>
    ),
  },
  { header: "Store", cell: (p) => p.store_name },
  { header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
  { header: "Products", cell: (p) => p.product_count },
  { header: "Total", cell: (p) => formatMoney(p.total, p.currency) },
  { header: "Date", cell: (p) => formatPortalDate(p.created_at) },
  {
    header: "Invoice",
    cell: (p) =>
      p.invoice ? (
        <Link to={`/user/invoice/${p.invoice.id}`} className={linkClass}>
          {p.invoice.transaction_id}
        </Link>
      ) : (
        "—"
      ),
  },
];

export function ProcurementTable({
  procurements,
  loading,
}: {
  procurements: ProcurementSummary[] | undefined;
  loading: boolean;
}) {
  return (
    <DataTable columns={COLUMNS} rows={procurements} rowKey={(p) => p.id} loading={loading} caption="Procurements" />
  );
}
