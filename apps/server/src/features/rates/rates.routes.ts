import { ratesContract as op } from "@app/shared/rates/contract";
import { implement, routes } from "../../lib/routes.js";
import { quote, quoteOptions } from "./rates.service.js";

/**
 * Per-client limit on the quote: a visitor tries a few sizes and services, so more than the visitor forms' 10 a
 * minute, still a wall for scripts.
 */
export const QUOTE_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

export default routes(
  implement(op.quoteOptions, ({ ctx }) => quoteOptions(ctx), { rateLimit: QUOTE_RATE_LIMIT }),
  implement(op.quote, ({ ctx, body }) => quote(ctx, body), { rateLimit: QUOTE_RATE_LIMIT }),
);
