/**
 * The exchange-rates feature's public module: the only file of this folder other features may import. Rates are
 * naira per one unit of USD, GBP or CNY, exact decimals; convert amounts with `convertMinorAtRate` from
 * @app/shared/exchange-rates/exchange-rates (half up to the kobo). docs/decisions/0042.
 */
import type { CurrencyCode } from "@app/shared/core/enums";
import type { ExchangeRateKind } from "@app/shared/customs/customs";
import { isRateCurrency, trimRate } from "@app/shared/exchange-rates/exchange-rates";
import type { DbOrTx } from "../../db/client.js";
import { rateInForceAt } from "./exchange-rates.repository.js";

export interface RateInForce {
  /** The published rate's id; null for naira itself (rate 1). */
  id: number | null;
  currency: CurrencyCode;
  /** Naira per one unit, exact decimal text without trailing zeros ('1605.25'). */
  rate: string;
  effective_at: Date;
}

/**
 * The rate in force for `currency` at `at` (default now): the latest published rate of `kind` (payment rates by
 * default; 'customs' for the rates customs convert declared values at) whose effective time is not after `at`.
 * Naira is its own rate ('1'). Null when no rate of that currency is in force yet.
 */
export async function rateInForce(
  db: DbOrTx,
  currency: CurrencyCode,
  at: Date = new Date(),
  kind: ExchangeRateKind = "payment",
): Promise<RateInForce | null> {
  if (currency === "NGN") return { id: null, currency, rate: "1", effective_at: new Date(0) };
  if (!isRateCurrency(currency)) return null;
  const row = await rateInForceAt(db, currency, at, kind);
  return row ? { id: row.id, currency, rate: trimRate(row.rate), effective_at: row.effective_at } : null;
}

export { configuredProvider, type ExchangeRateProvider, importProviderRates } from "./rate-provider.js";
