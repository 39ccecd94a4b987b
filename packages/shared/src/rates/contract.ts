import { operation } from "../core/contract.js";
import { quoteInputSchema, quoteOptionsSchema, quoteResponseSchema } from "./quote.js";

const tags = ["rates"] as const;

/** The instant quote: public (home page) and used by the portal, rate limited per client like the visitor forms. */
export const ratesContract = {
  quoteOptions: operation({
    method: "GET",
    path: "/quote/options",
    access: "public",
    tags,
    summary: "Routes with a current rate card: origin warehouses, their destinations and services",
    success: { status: 200, schema: quoteOptionsSchema },
    errors: [429],
  }),
  quote: operation({
    method: "POST",
    path: "/quote",
    access: "public",
    tags,
    summary:
      "Instant quote: actual, volumetric and chargeable weight with their formulas, price and transit time per service",
    description:
      "Weight + weight_unit (kg/lb) and length, width, height + length_unit (cm/in), or box = a preset box's name. Priced with the current card of each service (or the one asked for) by the same engine as invoices (packages/shared/src/rates/rates.ts). Bad input: 400 naming the field.",
    body: quoteInputSchema,
    success: { status: 200, schema: quoteResponseSchema },
    errors: [429],
  }),
};
