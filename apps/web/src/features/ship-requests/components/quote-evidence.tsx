import { formatMoney } from "@app/shared/core/format";
import { minorText, type ShipRequestQuote } from "@app/shared/ship-requests/ship-requests";
import { formatDimensions, formatWeight } from "@app/shared/core/units";

/** The quote with its evidence: per parcel the weights, volumetric with its divisor, chargeable with its rounding. */
export function QuoteEvidence({ quote }: { quote: ShipRequestQuote }) {
  if (!quote.available)
    return (
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="quote-unavailable">
        {quote.message}
      </p>
    );
  const money = (minor: number) => formatMoney(minorText(minor), quote.currency);
  return (
    <div className="space-y-4" data-testid="quote">
      {quote.message && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{quote.message}</p>}
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
            <dd data-testid="quote-actual">
              {parcel.actual} {parcel.unit} ({formatWeight(parcel.weight_grams)})
            </dd>
            <dt className="text-slate-500">Dimensions</dt>
            <dd>{formatDimensions(parcel)}</dd>
            <dt className="text-slate-500">Volumetric weight</dt>
            <dd data-testid="quote-volumetric">
              {parcel.volumetric} {parcel.unit} (divisor {parcel.divisor})
            </dd>
            <dt className="text-slate-500">Chargeable weight</dt>
            <dd data-testid="quote-chargeable">
              {parcel.chargeable} {parcel.unit} ({parcel.rounding})
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
      <p className="text-lg font-semibold text-slate-900" data-testid="quote-total">
        Total: {quote.total_minor == null ? "—" : money(quote.total_minor)}
      </p>
      {quote.transit_days && <p className="text-sm text-slate-600">Transit time: {quote.transit_days}</p>}
    </div>
  );
}
