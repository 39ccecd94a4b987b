import { z } from "zod";
import { PAYMENT_STATUSES } from "../core/enums.js";
import { MAX_ID } from "../core/http.js";
import { invoiceSchema } from "../invoices/invoices.js";

export const PAYMENT_PROVIDERS = ["sandbox", "paystack"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** POST /api/payments/initialize */
export const initializePaymentSchema = z.object({
  invoice_id: z.coerce
    .number({ error: "Invoice ID is required" })
    .int()
    .positive("Invoice ID is required")
    .max(MAX_ID, "Invoice not found."),
});
export type InitializePaymentInput = z.input<typeof initializePaymentSchema>;

export const initializePaymentResponseSchema = z.object({
  /** Opens the checkout: `resumeTransaction(access_code, ...)` (or the sandbox test dialog). */
  access_code: z.string(),
  /** Unique per attempt; the browser sends it back to /payments/verify. */
  reference: z.string(),
  public_key: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
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
  refundDue:
    "This invoice was cancelled before your payment arrived: it was not marked paid and your money will be refunded.",
} as const;

/** Amount in the provider's minor unit (kobo, cents, pence, fen): total × 100, exact for two-decimal strings. */
export function toMinorUnits(amount: string | number): number {
  const [whole = "0", fraction = ""] = String(amount).trim().split(".");
  const cents = Number(`${fraction}00`.slice(0, 2));
  const sign = whole.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + cents);
}
