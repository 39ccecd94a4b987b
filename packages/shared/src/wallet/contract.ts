import { operation } from "../core/contract.js";
import { idParamSchema, listQuerySchema } from "../core/http.js";
import {
  payInvoiceFromWalletSchema,
  topUpSchema,
  topUpStartedSchema,
  topUpVerifiedSchema,
  verifyTopUpSchema,
  walletInvoiceQuoteSchema,
  walletPaymentSchema,
  walletStatementSchema,
} from "./wallet.js";

const tags = ["wallet"] as const;

/** The customer's wallet: statement, top-ups through the provider's checkout, paying invoices from the balance. */
export const walletContract = {
  statement: operation({
    method: "GET",
    path: "/wallet",
    access: "customer",
    tags,
    summary: "The customer's naira balance and statement (ledger entries of their wallet, newest first)",
    query: listQuerySchema.pick({ page: true, pageSize: true }),
    success: { status: 200, schema: walletStatementSchema },
  }),
  startTopUp: operation({
    method: "POST",
    path: "/wallet/top-ups",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Start a naira top-up (card or transfer through the provider's checkout); credited only once verified",
    body: topUpSchema,
    success: { status: 200, schema: topUpStartedSchema },
    errors: [502],
  }),
  verifyTopUp: operation({
    method: "POST",
    path: "/wallet/top-ups/verify",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "After the checkout: the server asks the provider and credits the wallet once when it confirms",
    body: verifyTopUpSchema,
    success: { status: 200, schema: topUpVerifiedSchema },
    errors: [404, 502],
  }),
  invoiceQuote: operation({
    method: "GET",
    path: "/wallet/invoice/:id",
    access: "customer",
    tags,
    summary: "What the wallet can pay of one of the customer's invoices: amount paid, balance due, rate, balance",
    params: idParamSchema,
    success: { status: 200, schema: walletInvoiceQuoteSchema },
    errors: [404],
  }),
  payInvoice: operation({
    method: "POST",
    path: "/wallet/pay-invoice",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Pay one of the customer's invoices from the wallet, wholly or partly (the rest by card or transfer)",
    body: payInvoiceFromWalletSchema,
    success: { status: 200, schema: walletPaymentSchema },
    errors: [404, 409],
  }),
};
