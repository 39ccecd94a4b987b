import { PAYMENT_TEXTS, type SandboxCheckoutInput } from "@app/shared/payments/payments";
import { paymentsContract } from "@app/shared/payments/contract";
import { call } from "../../../lib/client";

/** Asks the server to start a payment; it initializes the provider transaction with the secret key. */
export function initializePayment(invoiceId: number) {
  return call(paymentsContract.start, { body: { invoice_id: invoiceId } }, { fallback: PAYMENT_TEXTS.startFailed });
}

/** After the checkout: the server asks the provider and settles; the browser's word counts for nothing. */
export function verifyPayment(reference: string) {
  return call(paymentsContract.verify, { body: { reference } }, { fallback: PAYMENT_TEXTS.notConfirmed });
}

/** The sandbox's TEST dialog: pay or decline the stand-in transaction. */
export function sandboxCheckout(input: SandboxCheckoutInput) {
  return call(paymentsContract.sandboxCheckout, { body: input }, { fallback: PAYMENT_TEXTS.notConfirmed });
}
