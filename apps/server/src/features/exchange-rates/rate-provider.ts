import { isRateCurrency, type RateCurrency, rateFieldSchema } from "@app/shared/exchange-rates/exchange-rates";
import { z } from "zod";
import type { Config } from "../../config.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { storeRate } from "./exchange-rates.staff.service.js";

/**
 * An automatic source of rates. The default is manual: staff publish every rate and nothing is fetched at run time.
 * A source is only called when configured (EXCHANGE_RATE_PROVIDER) and asked (importProviderRates, e.g. from a daily
 * job); what it returns is published like a staff rate, with the source's name, and audited.
 */
export interface ExchangeRateProvider {
  readonly name: string;
  /** The source's current rates (naira per unit, exact decimal text); an empty list when it has none. */
  fetchRates(): Promise<{ currency: RateCurrency; rate: string; effective_at?: Date }[]>;
}

/** Staff publish every rate: the provider fetches nothing. */
export const manualProvider: ExchangeRateProvider = { name: "manual", fetchRates: async () => [] };

const feedSchema = z.object({ rates: z.record(z.string(), z.union([z.string(), z.number()])) });

/**
 * A JSON document at a URL: `{ "rates": { "USD": "1605.25", "GBP": "2040", "CNY": "221.5" } }` (naira per unit).
 * Unknown currencies and malformed rates (or above MAX_RATE) are skipped; a fetch that fails throws.
 */
export function jsonFeedProvider(url: string, doFetch: typeof fetch = fetch): ExchangeRateProvider {
  return {
    name: "json-feed",
    async fetchRates() {
      const res = await doFetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`Rate feed answered HTTP ${res.status}`);
      const feed = feedSchema.parse(await res.json());
      return Object.entries(feed.rates).flatMap(([currency, value]) => {
        const rate = rateFieldSchema.safeParse(String(value));
        return isRateCurrency(currency) && rate.success ? [{ currency, rate: rate.data }] : [];
      });
    },
  };
}

/** The provider the configuration names. */
export function configuredProvider(config: Config): ExchangeRateProvider {
  if (config.EXCHANGE_RATE_PROVIDER === "json-feed" && config.EXCHANGE_RATE_FEED_URL) {
    return jsonFeedProvider(config.EXCHANGE_RATE_FEED_URL);
  }
  return manualProvider;
}

/** Publishes what the provider has now; returns how many rates were stored. */
export async function importProviderRates(ctx: ServiceContext, provider: ExchangeRateProvider): Promise<number> {
  const rates = await provider.fetchRates();
  for (const rate of rates) {
    await storeRate(
      ctx,
      { kind: "system", label: `Exchange rate source (${provider.name})` },
      {
        currency: rate.currency,
        rate: rate.rate,
        effectiveAt: rate.effective_at ?? new Date(),
        source: provider.name,
        note: null,
      },
    );
  }
  return rates.length;
}
