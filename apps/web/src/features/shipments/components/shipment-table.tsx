import { formatMoney, formatPortalDate, formatPortalDay } from "@app/shared/core/format";
import type { Shipment } from "@app/shared/shipments/shipments";
import { Link } from "../../../components/ui/link";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { StatusBadge } from "../../../components/ui/status-badge";

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

const COLUMNS: Column<Shipment>[] = [
  {
    header: "Tracking Number",
    cell: (s) => (
      <Link to={`/user/my-shipments/shipment/${s.id}`} state={{ shipment: s }} className={linkClass}>
        {s.tracking_number}
      </Link>
    ),
  },
  { header: "Status", cell: (s) => <StatusBadge status={s.shipment_status} /> },
  { header: "Payment", cell: (s) => <StatusBadge status={s.payment_status} /> },
  { header: "Shipping Cost", cell: (s) => formatMoney(s.shipping_cost, s.currency) },
  { header: "Est. Delivery", cell: (s) => formatPortalDay(s.estimated_delivery_date) },
  { header: "Date", cell: (s) => formatPortalDate(s.created_at) },
  {
    header: "Invoice",
    cell: (s) =>
      s.invoice ? (
        <Link to={`/user/invoice/${s.invoice.id}`} className={linkClass}>
          {s.invoice.transaction_id}
        </Link>
      ) : (
        "—"
      ),
  },
];

export function ShipmentTable({ shipments, loading }: { shipments: Shipment[] | undefined; loading: boolean }) {
  return <DataTable columns={COLUMNS} rows={shipments} rowKey={(s) => s.id} loading={loading} caption="My Shipments" />;
}
