import {
  formatNigerianPhone,
  lagosOfficeLabel,
  REPACK_LEVEL_LABELS,
  SHIP_SERVICE_LABELS,
  type ShipRequestView,
} from "@app/shared/ship-requests/ship-requests";
import { formatWeight } from "@app/shared/core/units";
import { formatMinor } from "@app/shared/rates/rates";

const extrasOf = (r: ShipRequestView) =>
  [r.insurance && "Insurance", r.fragile && "Fragile handling", r.photos_of_contents && "Photos of contents"]
    .filter(Boolean)
    .join(", ") || "None";

/** What the customer asked for: packages, packing, delivery and the customs declaration. */
export function ShipRequestSummary({ request }: { request: ShipRequestView }) {
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
        <dt className="text-slate-500">From</dt>
        <dd>{request.warehouse_label}</dd>
        <dt className="text-slate-500">Packing</dt>
        <dd>
          {request.consolidate ? "Consolidated into one box" : "Shipped separately"} ·{" "}
          {REPACK_LEVEL_LABELS[request.repack]}
        </dd>
        <dt className="text-slate-500">Extras</dt>
        <dd>{extrasOf(request)}</dd>
        <dt className="text-slate-500">Service</dt>
        <dd>{SHIP_SERVICE_LABELS[request.service]}</dd>
        <dt className="text-slate-500">Delivery</dt>
        <dd data-testid="delivery">
          {request.delivery === "door"
            ? `${request.street}, near ${request.landmark}, ${request.city}, ${request.lga} LGA, ${request.state}`
            : `Pickup at the ${lagosOfficeLabel(request.office ?? "")}`}
        </dd>
        <dt className="text-slate-500">Phone</dt>
        <dd data-testid="phone">{formatNigerianPhone(request.phone)}</dd>
      </dl>
      <section aria-label="Packages">
        <h3 className="font-semibold text-slate-900">Packages</h3>
        <ul className="list-disc pl-5">
          {request.packages.map((p) => (
            <li key={p.id}>
              {p.package_code} · {p.description} · {formatWeight(p.weight_grams)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Customs declaration" className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="text-left font-semibold text-slate-900">Customs declaration</caption>
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className="py-1 pr-2 font-medium">
                Item
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Qty
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Unit value
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                HS code
              </th>
            </tr>
          </thead>
          <tbody>
            {request.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: declaration lines have no id of their own
              <tr key={i} className="border-t border-slate-100">
                <td className="py-1 pr-2">{item.description}</td>
                <td className="py-1 pr-2">{item.quantity}</td>
                <td className="py-1 pr-2 text-right">{formatMinor(item.unit_value_minor, item.currency)}</td>
                <td className="py-1 text-right">{item.hs_code ?? "—"}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold">
              <td className="py-1" colSpan={2}>
                Declared total
              </td>
              <td className="py-1 text-right" data-testid="declared-total" colSpan={2}>
                {formatMinor(request.declared_total_minor, request.declared_currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}
