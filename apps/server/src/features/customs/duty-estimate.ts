import type { CurrencyCode } from "@app/shared/core/enums";
import { type DutyLineInput, type DutyResult, dutiesOrTooLarge } from "@app/shared/customs/duty";
import { type DutyEstimate, dutyEstimateView } from "@app/shared/customs/estimate";
import { convertMinorAtRate } from "@app/shared/exchange-rates/exchange-rates";
import type { DbOrTx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { type RateInForce, rateInForce } from "../exchange-rates/public.js";
import { customsLevies } from "./customs-levies.js";
import { tariffInForce } from "./tariff.repository.js";

/** A declaration line as stored (customs_declaration_items). */
export interface DeclarationLine {
  description: string;
  quantity: number;
  unit_value_minor: number | null;
  currency: string;
  hs_code: string | null;
}

/** The customs rate in force per currency at `at` (null when none is published). */
export async function customsRatesAt(
  db: DbOrTx,
  currencies: Iterable<string>,
  at: Date,
): Promise<Map<string, RateInForce | null>> {
  const unique = [...new Set(currencies)];
  const rates = await readTogether(
    db,
    unique.map((c) => () => rateInForce(db, c as CurrencyCode, at, "customs")),
  );
  return new Map(unique.map((c, i) => [c, rates[i] ?? null]));
}

export interface PricedDeclaration {
  result: DutyResult;
  view: DutyEstimate;
  rates: Map<string, RateInForce | null>;
}

/**
 * Prices a declaration with the tariff, levies and customs rates in force at `at` (decision 0072). The freight
 * (`freight`, in its currency's minor unit) is converted at the customs rate and shared by FOB; without a customs
 * rate for its currency it counts as nothing. Amounts too large for kobo price no line (dutiesOrTooLarge).
 */
export async function priceDeclaration(
  db: DbOrTx,
  lines: readonly DeclarationLine[],
  freight: { minor: number; currency: string } | null,
  at: Date = new Date(),
): Promise<PricedDeclaration> {
  const currencies = [...lines.map((l) => l.currency), ...(freight ? [freight.currency] : [])];
  // `db` may be the transaction that bills the declaration (ship-request-ddp.ts).
  const [tariff, levies, rates] = await readTogether(db, [
    () => tariffInForce(db, at),
    () => customsLevies(db),
    () => customsRatesAt(db, currencies, at),
  ]);
  const freightRate = freight ? rates.get(freight.currency)?.rate : undefined;
  const inputs: DutyLineInput[] = lines.map((l) => ({ ...l, customs_rate: rates.get(l.currency)?.rate ?? null }));
  const { result, freight_kobo } = dutiesOrTooLarge(inputs, tariff, levies, () =>
    freight && freightRate ? convertMinorAtRate(freight.minor, freightRate) : 0,
  );
  return { result, view: dutyEstimateView(result, levies, freight_kobo), rates };
}
