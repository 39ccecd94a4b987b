import type { CurrencyCode } from "@app/shared/core/enums";
import {
  type NairaQuote,
  noRateMessage,
  notChargeableMessage,
  PAYMENT_CHANNELS,
  type PaymentChannel,
} from "@app/shared/payments/payments";
import type { Config } from "../../config.js";
import { badRequest, conflict } from "../../lib/errors.js";
import { partKobo } from "../../lib/invoice-naira.js";
import type { DbOrTx } from "../../db/client.js";
import { rateInForce } from "../exchange-rates/public.js";

/**
 * What a checkout charges for what is due on an invoice (docs/decisions/0044-naira-checkout-at-a-locked-rate.md).
 * Paystack takes naira, and dollars only on accounts it enabled (PAYSTACK_ACCEPTS_USD): a GBP or CNY invoice, and a
 * USD one without that setting, is charged in naira at the rate in force now, converted half up to the kobo and
 * locked for RATE_LOCK_MINUTES.
 */
export interface Charge {
  amount_minor: number;
  currency: CurrencyCode;
  channels: PaymentChannel[];
  /** The columns of the payment row that keep the quote (all null when charged in the invoice's own currency). */
  lock: {
    invoice_amount_minor: number;
    invoice_currency: CurrencyCode;
    exchange_rate: string | null;
    exchange_rate_id: number | null;
    rate_locked_until: Date | null;
  };
  quote: NairaQuote | null;
}

/** The currencies Paystack charges for this merchant: naira always, dollars when the account takes them. */
function chargeableIn(config: Config, invoiceCurrency: CurrencyCode): CurrencyCode[] {
  if (invoiceCurrency === "USD" && config.PAYSTACK_ACCEPTS_USD) return ["USD", "NGN"];
  return ["NGN"];
}

/** Paystack offers bank transfer and USSD for naira only; dollars go by card. */
const channelsFor = (currency: CurrencyCode): PaymentChannel[] =>
  currency === "NGN" ? [...PAYMENT_CHANNELS] : ["card"];

/**
 * The charge for `dueMinor` (the invoice's minor unit; the rest after `amount_paid_minor`, which the wallet may have
 * paid) in the currency the customer asked for, or the default: the invoice's own when Paystack takes it, else naira.
 * A currency Paystack cannot take for it: 400 naming `currency`. No rate in force for a conversion: 409.
 * In naira the rest costs what the wallet would charge for it (partKobo, docs/decisions/0143): the kobo of the whole
 * invoice less the kobo of what is paid, so a wallet part and the card's rest add up to the one-step price.
 */
export async function chargeFor(
  db: DbOrTx,
  config: Config,
  invoice: { currency: CurrencyCode; amount_paid_minor: number },
  dueMinor: number,
  asked: CurrencyCode | undefined,
  now: Date = new Date(),
): Promise<Charge> {
  const allowed = chargeableIn(config, invoice.currency);
  const currency = asked ?? (allowed.includes(invoice.currency) ? invoice.currency : "NGN");
  if (!allowed.includes(currency)) {
    const message = notChargeableMessage(invoice.currency, currency);
    throw badRequest(message, { currency: message });
  }
  if (currency === invoice.currency) {
    return {
      amount_minor: dueMinor,
      currency,
      channels: channelsFor(currency),
      lock: {
        invoice_amount_minor: dueMinor,
        invoice_currency: invoice.currency,
        exchange_rate: null,
        exchange_rate_id: null,
        rate_locked_until: null,
      },
      quote: null,
    };
  }
  const rate = await rateInForce(db, invoice.currency, now);
  if (!rate || rate.id === null) throw conflict(noRateMessage(invoice.currency));
  const lockedUntil = new Date(now.getTime() + config.RATE_LOCK_MINUTES * 60_000);
  return {
    amount_minor: partKobo(invoice.amount_paid_minor, dueMinor, rate.rate),
    currency: "NGN",
    channels: channelsFor("NGN"),
    lock: {
      invoice_amount_minor: dueMinor,
      invoice_currency: invoice.currency,
      exchange_rate: rate.rate,
      exchange_rate_id: rate.id,
      rate_locked_until: lockedUntil,
    },
    quote: {
      invoice_amount_minor: dueMinor,
      invoice_currency: invoice.currency,
      rate: rate.rate,
      rate_effective_at: rate.effective_at.toISOString(),
      quoted_at: now.toISOString(),
      locked_until: lockedUntil.toISOString(),
    },
  };
}

/**
 * True when a payment locked at a rate was made after its lock ended: it must not settle the invoice at the old
 * rate. The provider's paid_at (when the customer's money moved) decides; without one, the time it reached us.
 */
export function paidAfterLock(lockedUntil: Date | null, paidAt: string | null | undefined, now = new Date()): boolean {
  if (!lockedUntil) return false;
  const paid = paidAt ? new Date(paidAt) : now;
  const when = Number.isNaN(paid.getTime()) ? now : paid;
  return when.getTime() > lockedUntil.getTime();
}
