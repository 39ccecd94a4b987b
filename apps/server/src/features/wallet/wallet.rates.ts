import type { CurrencyCode } from "@app/shared/core/enums";
import type { DbOrTx } from "../../db/client.js";
import { rateInForce } from "../exchange-rates/public.js";

/**
 * Naira per unit of an invoice's currency for paying it from the wallet: the rate in force now (exact decimal text,
 * '1' for naira), or null when the exchange-rates feature has none for that currency.
 */
export async function walletRateFor(db: DbOrTx, currency: CurrencyCode): Promise<string | null> {
  return (await rateInForce(db, currency))?.rate ?? null;
}
