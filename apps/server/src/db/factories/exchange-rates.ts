import type { RateCurrency } from "@app/shared/exchange-rates/exchange-rates";
import type { ExchangeRateKind } from "@app/shared/customs/customs";
import type { DbOrTx } from "../client.js";
import { exchangeRates } from "../schema.js";

/**
 * The demo's naira rates: what it took a month ago and what is in force today, for paying invoices and for
 * customs, so checkout in naira, the wallet and the duty estimates work on the demo data and the rates page has a
 * history. Plausible figures, not market data.
 */
export const DEMO_EXCHANGE_RATES: {
  kind: ExchangeRateKind;
  currency: RateCurrency;
  monthAgo: string;
  today: string;
}[] = [
  { kind: "payment", currency: "USD", monthAgo: "1540", today: "1565.5" },
  { kind: "payment", currency: "GBP", monthAgo: "2010", today: "2041.25" },
  { kind: "payment", currency: "CNY", monthAgo: "212", today: "215.4" },
  { kind: "customs", currency: "USD", monthAgo: "1512.75", today: "1530.2" },
  { kind: "customs", currency: "GBP", monthAgo: "1969.4", today: "1991.85" },
  { kind: "customs", currency: "CNY", monthAgo: "208.1", today: "210.65" },
];

const note = "Demo rate";

/**
 * Stores the demo rates, as a seed (no author, no audit entry): one in force from `monthAgo`, the next from `today`,
 * per kind and currency.
 */
export async function insertDemoExchangeRates(db: DbOrTx, monthAgo: Date, today: Date) {
  return db
    .insert(exchangeRates)
    .values(
      DEMO_EXCHANGE_RATES.flatMap(({ kind, currency, ...rates }) => [
        { kind, currency, rate: rates.monthAgo, effective_at: monthAgo, note },
        { kind, currency, rate: rates.today, effective_at: today, note },
      ]),
    )
    .returning();
}
