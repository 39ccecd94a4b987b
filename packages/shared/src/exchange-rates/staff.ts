import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { EXCHANGE_RATE_KINDS } from "../customs/customs.js";
import {
  exchangeRateSchema,
  RATE_CURRENCIES,
  rateCurrencySchema,
  rateFieldSchema,
  rateLabel,
} from "./exchange-rates.js";

/** POST /api/admin/exchange-rates: publish a rate (owners and managers). */
export const publishRateSchema = z.object({
  /** 'payment' (default): invoices paid in naira; 'customs': declared values converted for duty (issue 37). */
  kind: z.enum(EXCHANGE_RATE_KINDS, { error: "Choose what the rate is for: payment or customs" }).default("payment"),
  currency: rateCurrencySchema,
  rate: rateFieldSchema,
  /** When the rate takes effect (ISO 8601 with an offset); empty or missing: now. */
  effective_at: z
    .string({ error: "Enter when the rate takes effect" })
    .trim()
    .max(40)
    .optional()
    .refine(
      (text) => !text || (z.iso.datetime({ offset: true }).safeParse(text).success && validYear(text)),
      "Enter a date and time, e.g. 2026-11-28T09:00:00Z",
    ),
  note: z.string().trim().max(200, "At most 200 characters").check(plainText("Note")).optional(),
  /** Sent after staff confirmed a rate far from the one in force, or one taking effect before it (publishRisks). */
  confirm: z.boolean().optional(),
});
export type PublishRateInput = z.input<typeof publishRateSchema>;

function validYear(text: string): boolean {
  const year = new Date(text).getUTCFullYear();
  return year >= 2000 && year <= 2100;
}

/** One currency's state: the rate in force now, a later one already published, and whether it is stale. */
export const currencyRateStateSchema = z.object({
  currency: z.enum(RATE_CURRENCIES),
  in_force: exchangeRateSchema.nullable(),
  /** The next published rate that takes effect later, if any. */
  scheduled: exchangeRateSchema.nullable(),
  /** True when no rate is in force, or the one in force took effect more than `stale_after_hours` ago. */
  stale: z.boolean(),
  /** The staff screen's warning, null when fresh. */
  warning: z.string().nullable(),
});
export type CurrencyRateState = z.infer<typeof currencyRateStateSchema>;

export const exchangeRatesOverviewSchema = z.object({
  currencies: z.array(currencyRateStateSchema),
  /** The customs exchange rates (declared values into naira for duty), per currency, in the same shape. */
  customs: z.array(currencyRateStateSchema),
  /** EXCHANGE_RATE_STALE_HOURS */
  stale_after_hours: z.number(),
  /** RATE_LOCK_MINUTES: how long a naira checkout keeps its rate. */
  lock_minutes: z.number(),
  /** 'manual', or the configured automatic source. */
  provider: z.string(),
  /** Every published rate, newest publication first (the last 200). */
  history: z.array(exchangeRateSchema),
});
export type ExchangeRatesOverview = z.infer<typeof exchangeRatesOverviewSchema>;

export const publishRateResponseSchema = z.object({ message: z.string(), rate: exchangeRateSchema });

/** A rate this far (either way) from the one in force is published only when staff confirm it: a typo (16000). */
export const RATE_CHANGE_TO_CONFIRM = 0.25;
/** How far in the past a rate may take effect and still count as "now": clocks and a typed minute (decision 0124). */
export const BACKDATE_SLACK_MS = 2 * 60_000;

const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * What staff must confirm before a rate is published: one far from the rate in force (none for a first rate), or
 * one taking effect in the past, more than BACKDATE_SLACK_MS before `now`: it becomes the rate of that past time,
 * the "rate when issued" of invoices issued since (decision 0057), whether or not a rate was in force then.
 */
export function publishRisks(
  inForce: { rate: string; effective_at: Date } | undefined,
  next: { currency: string; rate: string; effective_at: Date },
  now = new Date(),
): string[] {
  const risks: string[] = [];
  const change = inForce ? Number(next.rate) / Number(inForce.rate) - 1 : 0;
  if (inForce && Math.abs(change) > RATE_CHANGE_TO_CONFIRM) {
    const percent = Math.round(Math.abs(change) * 100).toLocaleString("en-US");
    risks.push(
      `${rateLabel(next.currency, next.rate)} is ${percent}% ${change > 0 ? "above" : "below"} the rate in force (${rateLabel(next.currency, inForce.rate)}).`,
    );
  }
  if (inForce && next.effective_at < inForce.effective_at)
    risks.push(
      `It takes effect before the rate in force did (${utcMinute(inForce.effective_at)}): it becomes the rate of that past time.`,
    );
  else if (next.effective_at.getTime() < now.getTime() - BACKDATE_SLACK_MS)
    risks.push(
      `It takes effect in the past (${utcMinute(next.effective_at)}): it becomes the rate of that time, for invoices issued since.`,
    );
  return risks;
}

export const EXCHANGE_RATE_TEXTS = {
  needsConfirmation: (risks: readonly string[]) => `Please confirm this rate: ${risks.join(" ")}`,
  published: "Rate published.",
  noRate: (currency: string) =>
    `No ${currency} rate has been published: publish one before invoices in ${currency} can be paid in naira.`,
  stale: (currency: string, hours: number) =>
    `The ${currency} rate in force took effect more than ${hours} hours ago: publish a current one.`,
  noCustomsRate: (currency: string) =>
    `No customs ${currency} rate has been published: publish one before duty on ${currency} values can be estimated.`,
  customsStale: (currency: string, hours: number) =>
    `The customs ${currency} rate in force took effect more than ${hours} hours ago: publish a current one.`,
} as const;
