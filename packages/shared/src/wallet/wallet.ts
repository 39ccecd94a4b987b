import { z } from "zod";
import { CURRENCY_CODES } from "../core/enums.js";
import { withoutThousandsCommas } from "../core/grouped-number.js";
import { MAX_ID, paginationSchema } from "../core/http.js";
import { RATE_PATTERN } from "../exchange-rates/exchange-rates.js";
import { PAYMENT_PROVIDERS } from "../payments/payments.js";

/**
 * The wallet: a naira balance per customer over a double-entry ledger (docs/decisions/0045). Every movement is a
 * ledger transaction whose entries sum to zero; a customer's balance is the sum of its wallet account's entries.
 */

/** Why money moved: every ledger transaction has exactly one cause. */
export const LEDGER_CAUSES = [
  "top_up",
  "invoice_payment",
  "checkout_payment",
  "overpayment_credit",
  "second_payment_credit",
  "expired_quote_credit",
  "refund_to_wallet",
  "refund_to_method",
  "staff_credit",
  "staff_debit",
  "virtual_account_transfer",
  "customs_duty_refund",
  "customs_duty_charge",
] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

export const LEDGER_CAUSE_LABELS: Record<LedgerCause, string> = {
  top_up: "Top-up",
  invoice_payment: "Invoice payment",
  checkout_payment: "Invoice paid through Paystack",
  overpayment_credit: "Overpayment credit",
  second_payment_credit: "Second payment credit",
  expired_quote_credit: "Payment after its quote expired",
  refund_to_wallet: "Refund to wallet",
  refund_to_method: "Refund to original method",
  staff_credit: "Credit by staff",
  staff_debit: "Debit by staff",
  virtual_account_transfer: "Bank transfer to your account number",
  customs_duty_refund: "Customs duty refund",
  customs_duty_charge: "Customs duty charge",
};

/** The ledger's accounts: one wallet per customer, and the business's own accounts the money comes from or goes to. */
export const LEDGER_ACCOUNT_KINDS = [
  "customer_wallet",
  "paystack_clearing",
  "receivables",
  "staff_adjustments",
  "refunds",
  "customs_duties",
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The accounts as staff read them on the ledger (never the stored code). */
export const LEDGER_ACCOUNT_LABELS: Record<LedgerAccountKind, string> = {
  customer_wallet: "Customer's wallet",
  paystack_clearing: "Paystack clearing",
  receivables: "Receivables",
  staff_adjustments: "Staff adjustments",
  refunds: "Refunds",
  customs_duties: "Customs duties",
};

/** Top-ups and wallet spends are naira; the smallest and largest top-up, in kobo. */
export const WALLET_CURRENCY = "NGN" as const;
export const MIN_TOP_UP_KOBO = 100_00;
export const MAX_TOP_UP_KOBO = 10_000_000_00;

export const WALLET_TEXTS = {
  title: "Wallet",
  amountRequired: "Amount is required",
  amountFormat: "Enter an amount in naira with at most two decimals, e.g. 5000 or 5000.50",
  amountPositive: "Amount must be more than zero",
  topUpMin: "The smallest top-up is ₦100.00",
  topUpMax: "The largest top-up is ₦10,000,000.00",
  aboveBalance: "Amount is more than your wallet balance",
  aboveDue: "Amount is more than the invoice's balance due",
  emptyWallet: "Your wallet is empty",
  /** In place of the balance when the statement (which carries it) could not be loaded; its 'Try again' loads both. */
  balanceUnavailable: "Balance unavailable: the statement below could not be loaded.",
  notPayable: "This invoice cannot be paid now.",
  noRate: "There is no exchange rate for this invoice's currency yet. Please pay by card or transfer.",
  topUpStartFailed: "Could not start the top-up. Please try again.",
  topUpPending: "We are still confirming your top-up. Your balance will update once the provider confirms it.",
  topUpConfirmed: "Your wallet was topped up.",
  topUpNotConfirmed: "The top-up could not be confirmed.",
  paidFromWallet: "Paid from your wallet.",
  quoteChanged: "Check the new amount and pay again.",
  reasonRequired: "Reason is required",
  staffAboveBalance: "Amount is more than the customer's wallet balance",
  staffKeyReused:
    "This idempotency key was already used for another adjustment (another customer, direction or amount): nothing was posted.",
} as const;

/**
 * The 409 of a wallet payment whose screen showed another amount or rate (payInvoiceFromWalletSchema's expected_*):
 * what it takes now, and the new rate when the rate is what changed.
 */
export function walletQuoteChangedMessage(kobo: number, newRate: string | null): string {
  const now = `paying this invoice from your wallet now takes ${formatKobo(kobo)}`;
  return newRate
    ? `The exchange rate changed to ${newRate}: ${now}. ${WALLET_TEXTS.quoteChanged}`
    : `What your wallet pays of this invoice changed: ${now}. ${WALLET_TEXTS.quoteChanged}`;
}

const MINOR_UNIT_NAMES: Record<string, string> = { USD: "cent", GBP: "penny", CNY: "fen", NGN: "kobo" };

/**
 * The 400 of a wallet payment whose naira buys not one minor unit of the invoice (₦0.01 of a dollar invoice): what
 * the smallest payment costs. `fromBalance`: no amount was typed, the wallet's whole balance is too little.
 */
export function belowOneUnitMessage(kobo: number, unitPriceKobo: number, currency: string, fromBalance: boolean) {
  const unit = MINOR_UNIT_NAMES[currency] ?? "minor unit";
  return fromBalance
    ? `Your wallet balance, ${formatKobo(kobo)}, buys less than one ${unit} of this invoice: it takes at least ${formatKobo(unitPriceKobo)}.`
    : `${formatKobo(kobo)} buys less than one ${unit} of this invoice: pay at least ${formatKobo(unitPriceKobo)}.`;
}

/**
 * Naira typed as text ('5000', '5,000.50') → kobo, exactly; null when it is not such an amount (a comma that does not
 * part thousands, '150,50', included).
 */
export function nairaToKobo(text: string): number | null {
  const cleaned = withoutThousandsCommas(text.trim().replace(/^₦/, "")) ?? "";
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Kobo → '₦1,234.50'. */
export function formatKobo(kobo: number): string {
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(kobo);
  const naira = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}₦${naira}.${String(abs % 100).padStart(2, "0")}`;
}

/** A naira amount typed by a person: positive, at most two decimals; answers kobo. */
export const nairaAmountSchema = z
  .string({ error: WALLET_TEXTS.amountRequired })
  .trim()
  .min(1, WALLET_TEXTS.amountRequired)
  .max(20, WALLET_TEXTS.amountFormat)
  .refine((text) => text.startsWith("-") || nairaToKobo(text) !== null, WALLET_TEXTS.amountFormat)
  .refine((text) => !text.startsWith("-") && (nairaToKobo(text) ?? 0) > 0, WALLET_TEXTS.amountPositive)
  .transform((text) => nairaToKobo(text) ?? 0);

/** POST /api/wallet/top-ups */
export const topUpSchema = z.object({
  amount: nairaAmountSchema
    .refine((kobo) => kobo >= MIN_TOP_UP_KOBO, WALLET_TEXTS.topUpMin)
    .refine((kobo) => kobo <= MAX_TOP_UP_KOBO, WALLET_TEXTS.topUpMax),
});
export type TopUpInput = z.input<typeof topUpSchema>;

export const topUpStartedSchema = z.object({
  access_code: z.string(),
  reference: z.string(),
  public_key: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount_minor: z.number(),
});
export type TopUpStarted = z.infer<typeof topUpStartedSchema>;

/** POST /api/wallet/top-ups/verify */
export const verifyTopUpSchema = z.object({
  reference: z.string().trim().min(1, "Top-up reference is required").max(100),
});

export const topUpVerifiedSchema = z.object({
  status: z.enum(["initialized", "success", "failed", "abandoned"]),
  credited: z.boolean(),
  message: z.string(),
  balance_minor: z.number(),
});
export type TopUpVerified = z.infer<typeof topUpVerifiedSchema>;

/** One line of a statement or of the staff ledger. */
export const ledgerLineSchema = z.object({
  transaction_id: z.number(),
  cause: z.enum(LEDGER_CAUSES),
  /** Signed kobo on the customer's wallet: positive money in, negative money out. */
  amount_minor: z.number(),
  balance_after_minor: z.number().nullable(),
  description: z.string(),
  invoice_id: z.number().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** GET /api/wallet */
export const walletStatementSchema = z.object({
  balance_minor: z.number(),
  currency: z.literal(WALLET_CURRENCY),
  entries: z.array(ledgerLineSchema),
  pagination: paginationSchema,
});
export type WalletStatement = z.infer<typeof walletStatementSchema>;

/** GET /api/wallet/invoice/:id: what the wallet can pay of one invoice. */
export const walletInvoiceQuoteSchema = z.object({
  invoice_id: z.number(),
  currency: z.enum(CURRENCY_CODES),
  total_minor: z.number(),
  paid_minor: z.number(),
  due_minor: z.number(),
  /**
   * What the balance due costs from the wallet at the rate in force, in kobo: the total's naira less what is paid's
   * (decision 0129), so parts add up to one payment (null: no rate for the currency yet).
   */
  due_kobo: z.number().nullable(),
  /** Naira per unit of the invoice's currency, exact decimal text ('1' for NGN). */
  rate: z.string().nullable(),
  balance_minor: z.number(),
  payable: z.boolean(),
  /**
   * What 'Pay from wallet' takes now, in kobo: the price of the most of the balance due (whole cents, pence or fen of
   * the invoice's currency) the balance buys. 0 when it buys nothing (no rate, nothing due, or less than one cent).
   */
  wallet_pays_kobo: z.number(),
});
export type WalletInvoiceQuote = z.infer<typeof walletInvoiceQuoteSchema>;

/** POST /api/wallet/pay-invoice: all the wallet can pay of the balance due, or the naira amount given. */
export const payInvoiceFromWalletSchema = z.object({
  invoice_id: z.coerce
    .number({ error: "Invoice ID is required" })
    .int()
    .positive("Invoice ID is required")
    .max(MAX_ID, "Invoice not found."),
  amount: nairaAmountSchema.optional(),
  /** The browser's key for this click: sending it twice pays once. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
  /**
   * What the screen showed (the quote's wallet_pays_kobo and rate): when the payment would now take another amount
   * or use another rate, it answers 409 saying what it takes now and posts nothing (docs/decisions/0129).
   */
  expected_kobo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  expected_rate: z.string().trim().regex(RATE_PATTERN, "Enter the rate as a decimal, e.g. 1605.25").optional(),
});
export type PayInvoiceFromWalletInput = z.input<typeof payInvoiceFromWalletSchema>;

export const walletPaymentSchema = z.object({
  transaction_id: z.number(),
  debited_minor: z.number(),
  applied_minor: z.number(),
  due_minor: z.number(),
  invoice_status: z.string(),
  balance_minor: z.number(),
  message: z.string(),
});
export type WalletPayment = z.infer<typeof walletPaymentSchema>;

/** Half-up to the kobo: an invoice amount in its minor unit times an exact decimal rate (the rates feature's rule). */
export { convertMinorAtRate as minorTimesRateHalfUp } from "../exchange-rates/exchange-rates.js";
