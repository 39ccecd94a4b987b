import type { ExchangeRateKind } from "@app/shared/customs/customs";
import { rateLabel } from "@app/shared/exchange-rates/exchange-rates";
import type { CurrencyRateState, ExchangeRatesOverview } from "@app/shared/exchange-rates/staff";
import { formatLongDateTime } from "@app/shared/core/format";
import { Card } from "../../../../components/ui/card";

/** A rate's moment, its date and time both in the browser's time zone. */
const when = (iso: string) => formatLongDateTime(iso, { clock: "24h" });

/** One kind's rate in force per currency, with the stale warning. */
function RatesInForce({ kind, states }: { kind: ExchangeRateKind; states: CurrencyRateState[] }) {
  const title = kind === "customs" ? "Customs rates" : "Payment rates";
  const named = kind === "customs" ? "customs rate" : "rate";
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-base font-semibold text-slate-800">{title}</h2>
      <div className="grid gap-3 md:grid-cols-3">
        {states.map((state) => (
          <Card key={state.currency}>
            <section
              aria-label={`${state.currency} ${named}`}
              className="space-y-1"
              data-testid={`${kind}-rate-${state.currency}`}
            >
              <h3 className="text-base font-semibold text-slate-800">{state.currency} → NGN</h3>
              {state.in_force ? (
                <p className="text-lg font-semibold text-slate-900">{rateLabel(state.currency, state.in_force.rate)}</p>
              ) : (
                <p className="text-sm text-slate-600">No rate in force.</p>
              )}
              {state.in_force && (
                <p className="text-xs text-slate-600">In force since {when(state.in_force.effective_at)}</p>
              )}
              {state.scheduled && (
                <p className="text-xs text-slate-600">
                  Next: {rateLabel(state.currency, state.scheduled.rate)} from {when(state.scheduled.effective_at)}
                </p>
              )}
              {state.warning && (
                <p role="alert" className="rounded bg-amber-100 px-2 py-1 text-sm text-amber-900">
                  {state.warning}
                </p>
              )}
            </section>
          </Card>
        ))}
      </div>
    </section>
  );
}

/** Each currency's payment and customs rates in force (with the stale warnings), then every publication. */
export function RateOverview({ overview }: { overview: ExchangeRatesOverview }) {
  return (
    <div className="space-y-4">
      <RatesInForce kind="payment" states={overview.currencies} />
      <RatesInForce kind="customs" states={overview.customs} />
      <p className="text-sm text-slate-600">
        A naira checkout keeps its rate for {overview.lock_minutes} minutes. A rate older than{" "}
        {overview.stale_after_hours} hours is flagged. Source: {overview.provider}.
      </p>
      <Card>
        <h2 className="mb-2 text-base font-semibold text-slate-800">History</h2>
        {overview.history.length === 0 ? (
          <p className="text-sm text-slate-600">No rate published yet.</p>
        ) : (
          <div
            role="region"
            aria-label="Exchange rate history"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways and holds nothing focusable; keyboard users must reach it to scroll.
            tabIndex={0}
            className="overflow-x-auto"
          >
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-xs text-slate-600 uppercase">
                  <th className="py-1 pr-3">For</th>
                  <th className="py-1 pr-3">Currency</th>
                  <th className="py-1 pr-3">Rate</th>
                  <th className="py-1 pr-3">Takes effect</th>
                  <th className="py-1 pr-3">Published</th>
                  <th className="py-1 pr-3">By</th>
                  <th className="py-1 pr-3">Note</th>
                </tr>
              </thead>
              <tbody>
                {overview.history.map((rate) => (
                  <tr key={rate.id} className="border-t border-slate-100 align-top">
                    <td className="py-2 pr-3">{rate.kind === "customs" ? "Customs" : "Payment"}</td>
                    <td className="py-2 pr-3">{rate.currency}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{rateLabel(rate.currency, rate.rate)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{when(rate.effective_at)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{when(rate.created_at)}</td>
                    <td className="py-2 pr-3">{rate.published_by ?? rate.source}</td>
                    <td className="py-2 pr-3">{rate.note ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
