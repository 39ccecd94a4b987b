import { operation } from "../core/contract.js";
import {
  initializePaymentResponseSchema,
  initializePaymentSchema,
  sandboxCheckoutResponseSchema,
  sandboxCheckoutSchema,
  verifyPaymentResponseSchema,
  verifyPaymentSchema,
} from "./payments.js";

/**
 * The customer's payments: starting and confirming the payment of an invoice, and (PAYMENT_PROVIDER=sandbox only)
 * the TEST checkout dialog's call. The Paystack webhook and the sandbox's imitation of Paystack's own API are not
 * operations of this contract: Paystack (or our own server) calls them in Paystack's shapes.
 */
export const paymentsContract = {
  start: operation({
    method: "POST",
    path: "/payments/initialize",
    access: "customer",
    confirmedEmail: true,
    tags: ["payments"],
    summary: "Start paying one of the customer's invoices; returns the provider's access code for the checkout",
    body: initializePaymentSchema,
    success: { status: 200, schema: initializePaymentResponseSchema },
    errors: [404, 409, 502],
  }),
  verify: operation({
    method: "POST",
    path: "/payments/verify",
    access: "customer",
    confirmedEmail: true,
    tags: ["payments"],
    summary: "After the checkout: the server asks the provider and settles the invoice when the payment is confirmed",
    body: verifyPaymentSchema,
    success: { status: 200, schema: verifyPaymentResponseSchema },
    errors: [404, 502],
  }),
  sandboxCheckout: operation({
    method: "POST",
    path: "/payments/sandbox/checkout",
    access: "customer",
    confirmedEmail: true,
    tags: ["payments sandbox"],
    summary: "The TEST checkout dialog pays (successful card) or fails (declined card) a sandbox transaction",
    body: sandboxCheckoutSchema,
    success: { status: 200, schema: sandboxCheckoutResponseSchema },
    errors: [404],
  }),
};
