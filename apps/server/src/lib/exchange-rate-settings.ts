import { z } from "zod";

/**
 * The settings of exchange rates and naira checkout (docs/decisions/0042-exchange-rates-exact-decimals-half-up.md),
 * part of the environment config.ts validates; kept here so they read as one group.
 */
export const exchangeRateFields = {
  /** A rate in force that took effect longer ago than this is flagged stale on the staff screen and in the API. */
  EXCHANGE_RATE_STALE_HOURS: z.coerce.number().int().min(1).max(2160).default(24),
  /** How long a naira checkout keeps the rate it was quoted at. */
  RATE_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** 'true' when the merchant's Paystack account takes USD: a USD invoice may then be paid in dollars too. */
  PAYSTACK_ACCEPTS_USD: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  /** Where rates come from besides staff: 'manual' (nothing is fetched) or 'json-feed' (EXCHANGE_RATE_FEED_URL). */
  EXCHANGE_RATE_PROVIDER: z.enum(["manual", "json-feed"]).default("manual"),
  EXCHANGE_RATE_FEED_URL: z.url().optional(),
};

export function checkExchangeRates(
  env: { EXCHANGE_RATE_PROVIDER: string; EXCHANGE_RATE_FEED_URL?: string },
  ctx: z.RefinementCtx,
) {
  if (env.EXCHANGE_RATE_PROVIDER === "json-feed" && !env.EXCHANGE_RATE_FEED_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["EXCHANGE_RATE_FEED_URL"],
      message: "is required when EXCHANGE_RATE_PROVIDER=json-feed",
    });
  }
}
