import type { CurrencyCode } from "@app/shared/core/enums";
import type { DbOrTx } from "../../db/client.js";

/**
 * Naira per unit of an invoice's currency for paying it from the wallet: the rate in force (exact decimal text), or
 * null when there is none. Until the exchange-rates feature publishes rates only naira invoices have one.
 */
export async function walletRateFor(_db: DbOrTx, currency: CurrencyCode): Promise<string | null> {
  return currency === "NGN" ? "1" : null;
}
