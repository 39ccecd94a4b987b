import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import type { PickupSummary } from "@app/shared/pickups/pickups";
import { Link } from "../../../components/ui/link";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { StatusBadge } from "../../../components/ui/status-badge";

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

const COLUMNS: Column<PickupSummary>[] = [
  {
    header: "Pickup No.",
    cell: (p) => (
      <Link to={`/user/pickup/${p.id}`} className={linkClass} aria-label={`Pickup ${p.id}`}>
        #{p.id}
      </Link>
    ),
  },
  { header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
  { header: "Contact", cell: (p) => p.contact_name },
  { header: "City", cell: (p) => `${p.city}, ${p.country}` },
  { header: "Items", cell: (p) => p.item_count },
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
  {
    header: "Invoice Amount",
    cell: (p) => (p.invoice ? formatMoney(p.invoice.total_amount, p.invoice.currency) : "—"),
  },
];

export function PickupTable({ pickups, loading }: { pickups: PickupSummary[] | undefined; loading: boolean }) {
  return <DataTable columns={COLUMNS} rows={pickups} rowKey={(p) => p.id} loading={loading} caption="My Pickups" />;
}
