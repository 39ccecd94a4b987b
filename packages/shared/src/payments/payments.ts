import { z } from "zod";
import { CURRENCY_CODES, PAYMENT_STATUSES } from "../core/enums.js";
import { MAX_ID } from "../core/http.js";
import { invoiceSchema } from "../invoices/invoices.js";

export const PAYMENT_PROVIDERS = ["sandbox", "paystack"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The ways to pay at Paystack's checkout we offer (its initialize `channels` parameter): card, bank transfer (a
 * temporary account number for this one payment) and USSD. Dollars go by card only.
 */
export const PAYMENT_CHANNELS = ["card", "bank_transfer", "ussd"] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  card: "Card",
  bank_transfer: "Bank transfer",
  ussd: "USSD",
};

/** POST /api/payments/initialize */
export const initializePaymentSchema = z.object({
  invoice_id: z.coerce
    .number({ error: "Invoice ID is required" })
    .int()
    .positive("Invoice ID is required")
    .max(MAX_ID, "Invoice not found."),
  /**
   * The currency to pay in: naira, or the invoice's own currency when Paystack takes it (naira; dollars only with
   * PAYSTACK_ACCEPTS_USD). Left out: the invoice's own currency when it can be charged, else naira.
   */
  currency: z.enum(CURRENCY_CODES, { error: "Choose the currency: NGN, USD, GBP or CNY" }).optional(),
});
export type InitializePaymentInput = z.input<typeof initializePaymentSchema>;

/** A naira amount locked at the rate in force when the checkout started (docs/decisions/0044). */
export const nairaQuoteSchema = z.object({
  /** The part of the invoice this payment settles, in the invoice's minor unit. */
  invoice_amount_minor: z.number(),
  invoice_currency: z.enum(CURRENCY_CODES),
  /** Naira per one unit of the invoice's currency, exact decimal text ('2051.3'). */
  rate: z.string(),
  /** When that published rate took effect. */
  rate_effective_at: z.string(),
  /** The server's time of the quote: the browser counts down `locked_until − quoted_at` from when it got the answer. */
  quoted_at: z.string(),
  /** The lock's end: paid later, the money does not settle the invoice (it goes to the wallet). */
  locked_until: z.string(),
});
export type NairaQuote = z.infer<typeof nairaQuoteSchema>;

export const initializePaymentResponseSchema = z.object({
  /** Opens the checkout: `resumeTransaction(access_code, ...)` (or the sandbox test dialog). */
  access_code: z.string(),
  /** Unique per attempt; the browser sends it back to /payments/verify. */
  reference: z.string(),
  public_key: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the checkout charges, in that currency's minor unit (kobo for naira). */
  amount_minor: z.number(),
  currency: z.enum(CURRENCY_CODES),
  channels: z.array(z.enum(PAYMENT_CHANNELS)),
  /** The locked naira quote of an invoice in another currency; null when it is charged in its own currency. */
  quote: nairaQuoteSchema.nullable(),
});
export type InitializePaymentResponse = z.infer<typeof initializePaymentResponseSchema>;

/** POST /api/payments/verify */
export const verifyPaymentSchema = z.object({
  reference: z.string().trim().min(1, "Payment reference is required").max(100),
});
export type VerifyPaymentInput = z.input<typeof verifyPaymentSchema>;

export const verifyPaymentResponseSchema = z.object({
  /** 'initialized' means the provider has no final answer yet (the webhook will settle it). */
  status: z.enum(PAYMENT_STATUSES),
  paid: z.boolean(),
  message: z.string(),
  invoice: invoiceSchema,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST /api/payments/sandbox/checkout: the TEST checkout dialog's choice (sandbox provider only). */
export const SANDBOX_OUTCOMES = ["success", "declined"] as const;
export const sandboxCheckoutSchema = z.object({
  access_code: z.string().trim().min(1).max(100),
  outcome: z.enum(SANDBOX_OUTCOMES),
  /** The checkout channel the test customer used (a simulated card, bank transfer or USSD); card when left out. */
  channel: z.enum(PAYMENT_CHANNELS, { error: "Choose the channel: card, bank_transfer or ussd" }).optional(),
});
export type SandboxCheckoutInput = z.input<typeof sandboxCheckoutSchema>;

export const sandboxCheckoutResponseSchema = z.object({
  reference: z.string(),
  status: z.enum(["success", "failed"]),
  message: z.string(),
});
export type SandboxCheckoutResponse = z.infer<typeof sandboxCheckoutResponseSchema>;

export const PAYMENT_TEXTS = {
  success: "Payment Success!",
  cancelled: "Payment cancelled",
  startFailed: "Could not start the payment. Please try again.",
  verifyPending: "We are still confirming your payment. The invoice will show paid once the provider confirms it.",
  notConfirmed: "The payment could not be confirmed.",
  declined: "Your card was declined. Try another card or cancel.",
  quoteExpired:
    "Your payment arrived after its naira quote expired, so it did not pay the invoice: the money is in your wallet. Get a new quote to pay the invoice.",
  dueChanged:
    "What was due on this invoice changed while you paid (a wallet payment, say), so your payment did not pay it: the money is in your wallet. Pay what is due from your wallet.",
  alreadyPaidToWallet:
    "This invoice was already paid when your payment arrived, so your payment did not pay it again: the money is in your wallet for your next invoice.",
  quoteExpiredOnScreen: "This quote has expired. Get a new quote to pay in naira.",
  /** A payment flagged for a refund, by what had become of its invoice when it arrived. */
  refundDue: (invoiceStatus: string) =>
    invoiceStatus === "paid"
      ? "This invoice was already paid when your payment arrived: your money will be refunded."
      : `This invoice was ${invoiceStatus === "refunded" ? "refunded" : "cancelled"} before your payment arrived: it was not marked paid and your money will be refunded.`,
} as const;

/** Amount in the provider's minor unit (kobo, cents, pence, fen): total × 100, exact for two-decimal strings. */
export function toMinorUnits(amount: string | number): number {
  const [whole = "0", fraction = ""] = String(amount).trim().split(".");
  const cents = Number(`${fraction}00`.slice(0, 2));
  const sign = whole.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + cents);
}

/** 409 when an invoice in another currency has no naira rate in force. */
export function noRateMessage(currency: string): string {
  return `No naira exchange rate is published for ${currency} yet, so this invoice cannot be paid online now. Please try again later or contact us.`;
}

/** 400 when the customer asks to be charged in a currency Paystack does not take for this invoice. */
export function notChargeableMessage(invoiceCurrency: string, asked: string): string {
  return asked === invoiceCurrency
    ? `A ${invoiceCurrency} invoice is paid in naira (NGN)`
    : `This invoice can be paid in NGN${invoiceCurrency === "NGN" ? "" : ` or ${invoiceCurrency} when accepted`}, not ${asked}`;
}

/** '£1 = ₦2,051.30': one unit of the invoice's currency in naira, at least to the kobo (more decimals when the rate has them). */
export function rateEquation(currency: string, rate: string): string {
  const symbols: Record<string, string> = { USD: "$", GBP: "£", CNY: "¥" };
  const [whole = "0", fraction = ""] = rate.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${symbols[currency] ?? `${currency} `}1 = ₦${grouped}.${fraction.padEnd(2, "0")}`;
}

const CHANNEL_WORDS: Record<string, string> = {
  card: "Card",
  bank_transfer: "Bank transfer",
  bank: "Bank",
  ussd: "USSD",
  dedicated_nuban: "Transfer to your account number",
  mobile_money: "Mobile money",
};

/** How a payment was made, from the provider's channel ('bank_transfer' → 'Bank transfer'); 'Online payment' if unsaid. */
export function paymentChannelWords(channel: unknown): string {
  return typeof channel === "string" && channel ? (CHANNEL_WORDS[channel] ?? channel) : "Online payment";
}
