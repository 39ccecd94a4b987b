import { formatMinor, RATE_SERVICE_LABELS, type RateCardTerms, transitText } from "@app/shared/rates/rates";
import type { RateCardVersionView, RateRouteView } from "@app/shared/rates/staff";
import { Link } from "../../../../components/ui/link";
import { buttonClass } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";

const STATE_LOOK: Record<RateCardVersionView["state"], string> = {
  current: "bg-green-100 text-green-800",
  scheduled: "bg-amber-100 text-amber-900",
  past: "bg-slate-100 text-slate-700",
};

/** The card's price in one line: '≤ 5 kg ₦4,500.00/kg · ≤ 20 kg … · above ₦3,500.00/kg'. */
export function priceSummary(terms: RateCardTerms): string {
  const per = `/${terms.unit}`;
  if (terms.pricing.kind === "per_unit") {
    return `${formatMinor(terms.pricing.per_unit_minor, terms.currency)}${per}, minimum ${formatMinor(terms.pricing.minimum_minor, terms.currency)}`;
  }
  return terms.pricing.brackets
    .map((b, i, all) =>
      b.up_to == null
        ? `above ${all[i - 1]?.up_to ?? 0} ${terms.unit}: ${formatMinor(b.per_unit_minor, terms.currency)}${per}`
        : `up to ${b.up_to} ${terms.unit}: ${formatMinor(b.per_unit_minor, terms.currency)}${per}`,
    )
    .join(" · ");
}

function rulesSummary(terms: RateCardTerms): string {
  const divisor = terms.unit === "kg" ? `${terms.divisor.toLocaleString("en-US")} cm³/kg` : `${terms.divisor} in³/lb`;
  return `Volumetric ÷ ${divisor}, rounded up to ${terms.rounding} ${terms.unit}, ${transitText(terms.transit_days)}`;
}

function VersionRow({ version }: { version: RateCardVersionView }) {
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="py-2 pr-3 whitespace-nowrap">{version.valid_from}</td>
      <td className="py-2 pr-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_LOOK[version.state]}`}>
          {version.state}
        </span>
      </td>
      <td className="py-2 pr-3">{priceSummary(version.terms)}</td>
      <td className="py-2 pr-3 whitespace-nowrap">
        #{version.id}
        {version.created_by ? ` by ${version.created_by}` : ""}
      </td>
    </tr>
  );
}

/** Each route with its current card, and its version history under it. */
export function RateRoutes({ routes }: { routes: RateRouteView[] }) {
  return (
    <div className="space-y-4">
      {routes.map((route) => {
        const latest = route.current ?? route.versions[0]!;
        const name = `${route.origin_label} → ${route.destination}, ${RATE_SERVICE_LABELS[route.service]}`;
        return (
          <Card key={`${route.origin}-${route.destination}-${route.service}`}>
            <section aria-label={name} className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-base font-semibold text-slate-800">{name}</h2>
                <Link className={buttonClass("secondary")} to={`/admin/rates/${latest.id}/edit`}>
                  New version
                </Link>
              </div>
              {route.current ? (
                <p className="text-sm text-slate-700">
                  <span className="font-medium">Current ({route.current.terms.currency}):</span>{" "}
                  {priceSummary(route.current.terms)}. {rulesSummary(route.current.terms)}.
                </p>
              ) : (
                <p className="text-sm text-amber-800">No version prices today yet.</p>
              )}
              <details>
                <summary className="cursor-pointer text-sm text-brand-700">
                  Version history ({route.versions.length})
                </summary>
                <div className="overflow-x-auto">
                  <table className="mt-2 w-full text-left text-sm">
                    <thead>
                      <tr className="text-xs text-slate-600 uppercase">
                        <th className="py-1 pr-3">Valid from</th>
                        <th className="py-1 pr-3">State</th>
                        <th className="py-1 pr-3">Price</th>
                        <th className="py-1 pr-3">Version</th>
                      </tr>
                    </thead>
                    <tbody>
                      {route.versions.map((v) => (
                        <VersionRow key={v.id} version={v} />
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </section>
          </Card>
        );
      })}
    </div>
  );
}
