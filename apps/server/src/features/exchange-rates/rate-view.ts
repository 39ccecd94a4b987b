import { type ExchangeRate, trimRate } from "@app/shared/exchange-rates/exchange-rates";
import type { ExchangeRateWithAuthor } from "./exchange-rates.repository.js";

/** A stored rate as the API returns it. */
export function toRateView(row: ExchangeRateWithAuthor): ExchangeRate {
  return {
    id: row.id,
    kind: row.kind,
    currency: row.currency as ExchangeRate["currency"],
    rate: trimRate(row.rate),
    effective_at: row.effective_at.toISOString(),
    source: row.source,
    note: row.note,
    published_by: row.published_by,
    created_at: row.created_at.toISOString(),
  };
}
