import { customsContract as op } from "@app/shared/customs/contract";
import type { PublicTariff } from "@app/shared/customs/tariff";
import { RATE_CURRENCIES } from "@app/shared/exchange-rates/exchange-rates";
import { implement, routes } from "../../lib/routes.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { customsLevies } from "./customs-levies.js";
import { customsRatesAt } from "./duty-estimate.js";
import { tariffInForce } from "./tariff.repository.js";

/** The tariff in force, the levies and the customs rates: what the ship-request form estimates duty with. */
async function publicTariff(ctx: ServiceContext): Promise<PublicTariff> {
  const now = new Date();
  const [headings, levies, rates] = await Promise.all([
    tariffInForce(ctx.db, now),
    customsLevies(ctx.db),
    customsRatesAt(ctx.db, ["NGN", ...RATE_CURRENCIES], now),
  ]);
  return { headings, levies, rates: Object.fromEntries([...rates].map(([c, r]) => [c, r?.rate ?? null])) };
}

export default routes(implement(op.tariff, ({ ctx }) => publicTariff(ctx)));
