import { formatDimensions, gramsToKg, gramsToLb } from "@app/shared/core/units";
import type { ShipRequestQuote } from "@app/shared/ship-requests/ship-requests";
import { formatMinor } from "@app/shared/rates/rates";

/** The weight in the card's unit with the other unit beside it, one bracket deep: '7.275 lb · 3.30 kg'. */
function weightText(value: string, unit: string, grams: number) {
  const other = unit === "lb" ? `${gramsToKg(grams).toFixed(2)} kg` : `${gramsToLb(grams).toFixed(2)} lb`;
  return `${value} ${unit} · ${other}`;
}

/**
 * The estimate with its evidence: per parcel the weights, volumetric with its divisor, chargeable with its rounding;
 * the range packing may land in, how a consolidated box was modelled and what could change the price (decision 0030).
 * A cancelled request (by its customer, or returned by staff) is never packed: it promises no invoice.
 */
export function QuoteEvidence({ quote, cancelled = false }: { quote: ShipRequestQuote; cancelled?: boolean }) {
  if (!quote.available)
    return (
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="quote-unavailable">
        {quote.message}
      </p>
    );
  const money = (minor: number) => formatMinor(minor, quote.currency);
  const estimate = quote.estimate;
  const ranged = estimate != null && estimate.low_minor !== estimate.high_minor;
  return (
    <div className="space-y-4" data-testid="quote">
      <div className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
        <p className="text-lg font-semibold" data-testid="quote-total">
          Estimated total: {quote.total_minor == null ? "—" : money(quote.total_minor)}
        </p>
        {estimate && cancelled && (
          <p data-testid="quote-range">
            This request is cancelled, so no invoice comes for it: the estimate stays here for your reference.
          </p>
        )}
        {estimate && !cancelled && (
          <p data-testid="quote-range">
            {ranged
              ? `Your invoice should fall between ${money(estimate.low_minor)} and ${money(estimate.high_minor)}, depending on the box we pack.`
              : "Your invoice prices the boxes as we measure them at packing."}{" "}
            This is an estimate: the invoice comes when we pack.
          </p>
        )}
      </div>
      {quote.message && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{quote.message}</p>}
      {estimate && estimate.model.length > 0 && (
        <section aria-labelledby="quote-model-heading" className="text-sm">
          <h3 id="quote-model-heading" className="font-semibold text-slate-900">
            How we estimated your box
          </h3>
          <ul className="list-disc pl-5 text-slate-700" data-testid="quote-model">
            {estimate.model.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {estimate && (
        <section aria-labelledby="quote-change-heading" className="text-sm">
          <h3 id="quote-change-heading" className="font-semibold text-slate-900">
            What could change it
          </h3>
          <ul className="list-disc pl-5 text-slate-700" data-testid="quote-could-change">
            {estimate.could_change.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {quote.parcels.map((parcel) => (
        <section
          key={parcel.label}
          aria-label={parcel.label}
          className="rounded-md border border-slate-200 p-3 text-sm"
        >
          <h3 className="font-semibold text-slate-900">{parcel.label}</h3>
          <p className="text-xs text-slate-500">{parcel.package_codes.join(", ")}</p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            <dt className="text-slate-500">Actual weight</dt>
            <dd data-testid="quote-actual">{weightText(parcel.actual, parcel.unit, parcel.weight_grams)}</dd>
            <dt className="text-slate-500">Dimensions</dt>
            <dd>{formatDimensions(parcel)}</dd>
            <dt className="text-slate-500">Volumetric weight</dt>
            <dd data-testid="quote-volumetric">
              {parcel.volumetric} {parcel.unit}, divisor {parcel.divisor}
            </dd>
            <dt className="text-slate-500">Chargeable weight</dt>
            <dd data-testid="quote-chargeable">
              {parcel.chargeable} {parcel.unit}, {parcel.rounding}
            </dd>
          </dl>
          {parcel.formula.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-xs text-slate-600">
              {parcel.formula.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">Charges of {parcel.label}</caption>
            <tbody>
              {parcel.lines.map((line) => (
                <tr key={line.label} className="border-t border-slate-100">
                  <th scope="row" className="py-1 font-normal">
                    {line.label}
                    <span className="block text-xs text-slate-500">{line.formula}</span>
                  </th>
                  <td className="py-1 text-right">{money(line.amount_minor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {quote.transit_days && <p className="text-sm text-slate-600">Transit time: {quote.transit_days}</p>}
    </div>
  );
}
