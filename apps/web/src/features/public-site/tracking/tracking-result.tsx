import { formatLongDate, formatLongDay } from "@app/shared/core/format";
import type { TrackingResult } from "@app/shared/tracking/tracking";
import { TrackingTimeline } from "../../../components/ui/tracking-timeline";
import { NotifyMeForm } from "./notify-me-form";

const STATUS_TONE: Record<string, string> = {
  Delivered: "bg-green-100 text-green-800",
  Paid: "bg-green-100 text-green-800",
  Cancelled: "bg-red-100 text-red-800",
  Failed: "bg-red-100 text-red-800",
};
const tone = (status: string) => STATUS_TONE[status] ?? "bg-amber-100 text-amber-900";

/**
 * The six tracking fields of the spec (long US dates) and, beyond the spec, the timeline (status history and tracking
 * events, newest first) and "Notify me".
 */
export function TrackingResultCard({ result }: { result: TrackingResult }) {
  const fields: Array<[string, string, boolean?]> = [
    ["Warehouse Arrival Date", formatLongDate(result.warehouse_arrival_date)],
    ["Shipment Status", result.shipment_status, true],
    ["Shipment Date", formatLongDate(result.shipment_date)],
    ["Payment Status", result.payment_status, true],
    ["Estimated Delivery Date", formatLongDate(result.estimated_delivery_date)],
    ["Last Update", formatLongDay(result.updated_at)],
  ];
  return (
    <section
      aria-labelledby="tracking-result-title"
      className="mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="tracking-result-title" className="text-xl font-bold text-slate-900">
        Tracking number <span className="font-mono text-brand-700">{result.tracking_number}</span>
      </h2>
      <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {fields.map(([label, value, badge]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-500">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">
              {badge ? <span className={`rounded-full px-3 py-0.5 text-base ${tone(value)}`}>{value}</span> : value}
            </dd>
          </div>
        ))}
      </dl>
      <TrackingTimeline history={result.history} events={result.events} className="mt-10" />
      <NotifyMeForm trackingNumber={result.tracking_number} />
    </section>
  );
}
