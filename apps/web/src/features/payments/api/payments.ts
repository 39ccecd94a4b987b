import {
  type InitializePaymentResponse,
  PAYMENT_TEXTS,
  type SandboxCheckoutInput,
  type SandboxCheckoutResponse,
  type VerifyPaymentResponse,
} from "@app/shared/payments";
import { api } from "../../../lib/api";

/** Asks the server to start a payment; it initializes the provider transaction with the secret key. */
export function initializePayment(invoiceId: number) {
  return api.post<InitializePaymentResponse>(
    "/payments/initialize",
    { invoice_id: invoiceId },
    { fallback: PAYMENT_TEXTS.startFailed },
  );
}

/** After the checkout: the server asks the provider and settles; the browser's word counts for nothing. */
export function verifyPayment(reference: string) {
  return api.post<VerifyPaymentResponse>("/payments/verify", { reference }, { fallback: PAYMENT_TEXTS.notConfirmed });
}

/** The sandbox's TEST dialog: pay or decline the stand-in transaction. */
export function sandboxCheckout(input: SandboxCheckoutInput) {
  return api.post<SandboxCheckoutResponse>("/payments/sandbox/checkout", input, {
    fallback: PAYMENT_TEXTS.notConfirmed,
  });
}
