import { staffExchangeRatesContract as op } from "@app/shared/exchange-rates/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { exchangeRatesOverview, publishRate } from "./exchange-rates.staff.service.js";

/** Exchange rates into naira: owners and managers publish them and read the history. */
export default routes(
  implement(op.overview, ({ ctx }) => exchangeRatesOverview(ctx)),
  implement(op.publish, ({ ctx, admin, body }) => publishRate(ctx, admin, body)),
);
