import { walletContract as op } from "@app/shared/wallet/contract";
import { implement, routes } from "../../lib/routes.js";
import { paymentContextOf } from "../payments/public.js";
import { payInvoiceFromWallet, quoteInvoice, statementFor } from "./wallet.service.js";
import { startTopUp, verifyTopUp } from "./wallet.top-ups.js";

/** Per-client limit on starting top-ups (each start creates a provider transaction). */
const START_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

/** The customer's wallet: statement, top-ups, paying an invoice from the balance. */
export default routes(
  implement(op.statement, ({ ctx, customer, query }) => statementFor(ctx, customer.id, query)),
  implement(
    op.startTopUp,
    ({ ctx, customer, body, request }) => startTopUp(paymentContextOf(request.server, ctx), customer, body.amount),
    { rateLimit: START_RATE_LIMIT },
  ),
  implement(op.verifyTopUp, ({ ctx, customer, body, request }) =>
    verifyTopUp(paymentContextOf(request.server, ctx), customer, body.reference),
  ),
  implement(op.invoiceQuote, ({ ctx, customer, params }) => quoteInvoice(ctx, customer, params.id)),
  implement(op.payInvoice, ({ ctx, customer, body }) => payInvoiceFromWallet(ctx, customer, body)),
);
