/**
 * The payments feature's public module: the provider gateway other features reuse (the wallet's top-ups start and
 * verify their checkouts through the same Paystack client, keys and sandbox as invoice payments).
 */
export {
  type PaymentContext,
  paymentContextOf,
  paymentSettings,
  paystackClientFor,
  signWebhook,
} from "./payment-gateway.js";
export { PaystackError, type VerifiedTransaction, verifiedTransactionSchema } from "./paystack-client.js";
export { appliedWalletPayment, neverPaid, settledCheckout } from "./money-applied.js";
