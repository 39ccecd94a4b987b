import { formatMoney, formatPortalDate, formatPortalDay } from "@app/shared/core/format";
import type { Shipment } from "@app/shared/shipments/shipments";
import { Link } from "../../../components/ui/link";
import { DetailList } from "../../../components/ui/print-card";
import { StatusBadge } from "../../../components/ui/status-badge";

/** The printable shipment card. */
export function ShipmentCard({ shipment: s }: { shipment: Shipment }) {
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Tracking Number</p>
          <h1 className="text-2xl font-bold text-slate-900">{s.tracking_number}</h1>
        </div>
        <div className="flex gap-2">
          <StatusBadge status={s.shipment_status} />
          <StatusBadge status={s.payment_status} />
        </div>
      </header>
      <DetailList
        items={[
          ["Shipment Status", s.shipment_status],
          ["Payment Status", s.payment_status],
          ["Shipping Cost", formatMoney(s.shipping_cost, s.currency)],
          ["Added Charges", s.added_charges ? formatMoney(s.added_charges, s.currency) : "—"],
          ["Weight", `${s.weight} kg`],
          ["Dimensions", s.dimensions ?? "—"],
          ["Origin", s.country],
          ["Courier", s.courier ?? "—"],
          ["Delivery Address", s.delivery_address],
          ["Email", s.email_address],
          ["Warehouse Arrival Date", formatPortalDay(s.warehouse_arrival_date)],
          ["Shipment Date", formatPortalDay(s.shipment_date)],
          ["Estimated Delivery Date", formatPortalDay(s.estimated_delivery_date)],
          ["Created", formatPortalDate(s.created_at)],
          ["Last Updated", formatPortalDate(s.updated_at)],
          [
            "Invoice",
            s.invoice ? (
              <span key="invoice" className="inline-flex items-center gap-2">
                <Link to={`/user/invoice/${s.invoice.id}`} className="font-semibold text-brand-700 hover:underline">
                  {s.invoice.transaction_id}
                </Link>
                <StatusBadge status={s.invoice.status} />
              </span>
            ) : (
              "—"
            ),
          ],
        ]}
      />
    </div>
  );
}
