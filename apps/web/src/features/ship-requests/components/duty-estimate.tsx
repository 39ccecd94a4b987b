import type { DutyEstimate } from "@app/shared/customs/estimate";
import { rateLabel } from "@app/shared/exchange-rates/exchange-rates";
import { formatKobo } from "@app/shared/wallet/wallet";
import type { ReactNode } from "react";

const base = (b: "fob" | "cif") => b.toUpperCase();

/** The rates an estimate used: the customs exchange rate of each currency, and the levies with their bases. */
export function RatesUsed({ estimate }: { estimate: DutyEstimate }) {
  const rates = new Map(estimate.lines.filter((l) => l.currency !== "NGN").map((l) => [l.currency, l.customs_rate]));
  const l = estimate.levies;
  return (
    <div className="space-y-1 text-xs text-slate-600" data-testid="duty-rates-used">
      <p className="font-semibold text-slate-700">Rates used</p>
      {rates.size > 0 && (
        <p>Customs exchange rate: {[...rates].map(([currency, rate]) => `${rateLabel(currency, rate)}`).join(", ")}</p>
      )}
      <p>
        Import duty at each heading's rate of CIF; surcharge {l.surcharge_percent} % of duty; CISS {l.ciss_percent} % of{" "}
        {base(l.ciss_base)}; ETLS {l.etls_percent} % of {base(l.etls_base)}; VAT {l.vat_percent} % of CIF plus duty and
        levies; insurance {l.insurance_percent} % of FOB. Each amount is rounded to the kobo.
      </p>
    </div>
  );
}

/** Problems (red: the line cannot be priced or shipped) and restrictions (amber, with their notes). */
export function DutyNotices({ estimate }: { estimate: DutyEstimate }) {
  if (estimate.problems.length === 0 && estimate.warnings.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm">
      {estimate.problems.map((p) => (
        <li key={`p${p.index}`} className="rounded bg-red-50 px-2 py-1 text-red-800">
          {p.message}
        </li>
      ))}
      {estimate.warnings.map((w) => (
        <li key={`w${w.index}`} className="rounded bg-amber-50 px-2 py-1 text-amber-900">
          {w.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * Duty and taxes per declaration line and in total, in naira, with the rates used (issue 37). `note` says what the
 * estimate is (before the quote's freight, as priced on the invoice, ...).
 */
export function DutyEstimatePanel({
  estimate,
  title = "Duties and taxes (estimated)",
  note,
}: {
  estimate: DutyEstimate;
  title?: string;
  note?: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-3" data-testid="duty-estimate">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {note && <p className="text-sm text-slate-600">{note}</p>}
      {estimate.lines.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-xs text-slate-600 uppercase">
              <th className="py-1 pr-3">Item and HS code</th>
              <th className="hidden py-1 pr-3 text-right sm:table-cell">CIF</th>
              <th className="py-1 text-right">Duty and taxes</th>
            </tr>
          </thead>
          <tbody>
            {estimate.lines.map((line) => (
              <tr
                key={line.index}
                className="border-t border-slate-100 align-top"
                data-testid={`duty-line-${line.index}`}
              >
                <td className="py-2 pr-3">
                  <span className="font-medium text-slate-900">
                    {line.index + 1}. {line.description}
                  </span>
                  <span className="block text-slate-600">
                    HS {line.hs_code}, {line.heading_description}: duty {line.duty_rate} %
                    {line.restriction === "restricted" ? " (restricted)" : ""}
                  </span>
                </td>
                <td className="hidden py-2 pr-3 text-right whitespace-nowrap sm:table-cell">
                  {formatKobo(line.cif_kobo)}
                </td>
                <td className="py-2 text-right font-medium whitespace-nowrap">{formatKobo(line.total_kobo)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300">
              <th scope="row" className="py-2 pr-3 text-left sm:hidden">
                Total duties and taxes
              </th>
              <th scope="row" colSpan={2} className="hidden py-2 pr-3 text-right sm:table-cell">
                Total duties and taxes
              </th>
              <td className="py-2 text-right font-semibold whitespace-nowrap" data-testid="duty-total">
                {formatKobo(estimate.total_kobo)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <DutyNotices estimate={estimate} />
      {estimate.lines.length > 0 && <RatesUsed estimate={estimate} />}
    </section>
  );
}
