import { formatLongDate, formatMoney, formatPortalDate } from "@app/shared/core/format";
import type { StaffShipmentDetailResponse } from "@app/shared/shipments/staff";
import { Link } from "../../../../components/ui/link";
import { AuditTrail } from "../../../../components/admin-list/audit-trail";
import { CustomerEmailLink } from "../../../../components/admin-list/customer-link";
import { DetailList } from "../../../../components/ui/print-card";
import { StatusBadge } from "../../../../components/ui/status-badge";
import { ProofOfDeliverySection } from "./proof-of-delivery";

/** The printable staff view of one shipment: its fields, invoice, status timeline and audit trail. */
export function ShipmentDetailCard({ detail }: { detail: StaffShipmentDetailResponse }) {
  const s = detail.shipment;
  const invoice = s.invoice ? (
    <Link to={`/admin/invoices/${s.invoice.id}`} className="font-medium text-brand-700 hover:underline">
      {s.invoice.transaction_id} · {formatMoney(s.invoice.total_amount, s.invoice.currency)} · {s.invoice.status}
    </Link>
  ) : (
    "No invoice yet"
  );
  return (
    <>
      <header className="mb-5 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{s.tracking_number}</h1>
        <StatusBadge status={s.shipment_status} />
        <StatusBadge status={s.payment_status} />
      </header>
      <DetailList
        items={[
          [
            "Customer",
            s.customer_name ? (
              <span key="customer">
                {s.customer_name} (<CustomerEmailLink userId={s.user_id} email={s.email_address} />)
              </span>
            ) : (
              <CustomerEmailLink key="customer" userId={s.user_id} email={s.email_address} />
            ),
          ],
          ["Created On", formatPortalDate(s.created_at)],
          ["Shipping Cost", formatMoney(s.shipping_cost, s.currency)],
          ["Added Charges", s.added_charges ? formatMoney(s.added_charges, s.currency) : null],
          ["Warehouse Arrival Date", formatLongDate(s.warehouse_arrival_date)],
          ["Shipment Date", formatLongDate(s.shipment_date)],
          ["Estimated Delivery Date", formatLongDate(s.estimated_delivery_date)],
          ["Country", s.country],
          ["Weight", `${s.weight} kg`],
          ["Dimensions", s.dimensions],
          ["Courier", s.courier],
          ["Delivery Address", s.delivery_address],
          ["Created By", s.created_by_name],
          ["Last Updated", formatPortalDate(s.updated_at)],
          ["Invoice", invoice],
        ]}
      />
      <section className="mt-6" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Status Timeline
        </h2>
        <ol className="space-y-2 border-l-2 border-brand-600 pl-4 text-sm" data-testid="status-timeline">
          {detail.history.map((h) => (
            <li key={`${h.created_at}-${h.shipment_status}`}>
              <span className="font-semibold">{h.shipment_status}</span>
              <span className="ml-2 text-slate-500">
                {formatPortalDate(h.created_at)}
                {h.changed_by ? ` · ${h.changed_by}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <ProofOfDeliverySection shipmentId={s.id} />
      <AuditTrail entries={detail.audit} />
    </>
  );
}
