import { z } from "zod";
import { EXCHANGE_RATE_KINDS } from "../customs/customs.js";
import { withoutThousandsCommas } from "../core/grouped-number.js";

/**
 * Exchange rates into naira (docs/decisions/0042-exchange-rates-exact-decimals-half-up.md): what the browser and
 * the server share, the conversion of an amount at a rate above all, so a quote shown and a payment charged agree to
 * the kobo.
 */

/** The currencies we publish a naira rate for (invoices are in these or in naira). */
export const RATE_CURRENCIES = ["USD", "GBP", "CNY"] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export function isRateCurrency(currency: string): currency is RateCurrency {
  return (RATE_CURRENCIES as readonly string[]).includes(currency);
}

/** A rate as exact decimal text: naira per one unit, up to 12 whole digits and 6 decimals ('1605.25'). */
export const RATE_PATTERN = /^\d{1,12}(\.\d{1,6})?$/;

/** Splits a decimal rate into an integer numerator and its power-of-ten scale: '1605.25' → 160525n / 100n. */
function rateFraction(rate: string): { numerator: bigint; scale: bigint } {
  const text = rate.trim();
  if (!RATE_PATTERN.test(text)) throw new RangeError(`Not a rate: ${rate}`);
  const [whole = "0", fraction = ""] = text.split(".");
  return { numerator: BigInt(whole + fraction), scale: 10n ** BigInt(fraction.length) };
}

/**
 * An amount in the minor unit of a currency (cents, pence, fen), converted at `rate` (naira per major unit) into
 * kobo. Every currency here has 100 minor units, so kobo = minor × rate exactly; the result is rounded HALF UP to
 * the kobo (a half kobo and more goes up, less goes down), in integers, never floats:
 * 1,999 pence at 1,605.255 = 3,208,904.745 kobo → 3,208,905 kobo (₦32,089.05).
 */
export function convertMinorAtRate(minor: number, rate: string): number {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const { numerator, scale } = rateFraction(rate);
  const exact2 = BigInt(minor) * numerator * 2n; // twice the exact kobo, times scale
  const kobo = (exact2 + scale) / (2n * scale); // floor(x + 1/2): half up for non-negative amounts
  const result = Number(kobo);
  if (!Number.isSafeInteger(result)) throw new RangeError("Amount too large");
  return result;
}

/**
 * The most naira a rate may give for one unit (decision 0125), some fifty times the pound's rate of 2026: with it,
 * every naira amount of an invoice or a declaration within their limits is a safe integer in kobo.
 */
export const MAX_RATE = 100_000;

/** The largest amount of a foreign currency, in minor units, that converts at any accepted rate (900,000,000.00). */
export const MAX_CONVERTIBLE_MINOR = 90_000_000_000;

/** A positive rate: text or a number typed in a form. Zero, negatives and more than MAX_RATE are refused. */
export const rateFieldSchema = z
  .union([z.string(), z.number()], { error: "Enter the rate, e.g. 1605.25" })
  .transform((value) => {
    const text = String(value).trim();
    return withoutThousandsCommas(text) ?? text;
  })
  .refine((text) => text !== "", "Enter the rate, e.g. 1605.25")
  .refine((text) => !text.startsWith("-"), "The rate must be more than 0")
  .refine((text) => RATE_PATTERN.test(text), "Enter the rate as a number with at most 6 decimals, e.g. 1605.25")
  .refine((text) => /[1-9]/.test(text), "The rate must be more than 0")
  .refine((text) => Number(text) <= MAX_RATE, `The rate must be at most ₦${MAX_RATE.toLocaleString("en-US")} per unit`);

export const rateCurrencySchema = z.enum(RATE_CURRENCIES, { error: "Choose the currency: USD, GBP or CNY" });

/** A rate as the API returns it. */
export const exchangeRateSchema = z.object({
  id: z.number(),
  /** 'payment' or 'customs'. */
  kind: z.enum(EXCHANGE_RATE_KINDS),
  currency: z.enum(RATE_CURRENCIES),
  /** Naira per one unit, exact decimal text ('1605.250000' trimmed to '1605.25'). */
  rate: z.string(),
  effective_at: z.string(),
  /** 'manual', or the automatic source's name. */
  source: z.string(),
  note: z.string().nullable(),
  published_by: z.string().nullable(),
  created_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** '1605.250000' → '1605.25', '1600.000000' → '1600'. */
export function trimRate(rate: string): string {
  return rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate;
}

/** '₦1,605.25 per £1' */
export function rateLabel(currency: string, rate: string): string {
  const symbols: Record<string, string> = { USD: "$", GBP: "£", CNY: "¥" };
  const [whole = "0", fraction] = trimRate(rate).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `₦${grouped}${fraction ? `.${fraction}` : ""} per ${symbols[currency] ?? `${currency} `}1`;
}
