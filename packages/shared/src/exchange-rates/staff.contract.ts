import { operation } from "../core/contract.js";
import { exchangeRatesOverviewSchema, publishRateResponseSchema, publishRateSchema } from "./staff.js";

const tags = ["exchange rates"] as const;

/** Exchange rates into naira: owners and managers publish them and read their history (the role matrix's "rates.manage"). */
export const staffExchangeRatesContract = {
  overview: operation({
    method: "GET",
    path: "/admin/exchange-rates",
    access: { staff: "rates.manage" },
    tags,
    summary: "The rate in force per currency (with a stale warning), scheduled rates and the published history",
    success: { status: 200, schema: exchangeRatesOverviewSchema },
  }),
  publish: operation({
    method: "POST",
    path: "/admin/exchange-rates",
    access: { staff: "rates.manage" },
    tags,
    summary: "Publish a rate (naira per USD, GBP or CNY) taking effect now or at a given time; rates are never edited",
    description:
      "The rate is exact decimal text (at most 6 decimals, more than 0). A rate of 0, a negative rate or a currency other than USD, GBP or CNY answers 400 naming the field and stores nothing.",
    body: publishRateSchema,
    success: { status: 201, schema: publishRateResponseSchema },
  }),
};
