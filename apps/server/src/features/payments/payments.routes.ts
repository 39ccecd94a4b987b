import { paymentsContract as op } from "@app/shared/payments/contract";
import { implement, routes } from "../../lib/routes.js";
import { paymentContextOf } from "./payment-gateway.js";
import { confirmPayment, startPayment } from "./payments.service.js";

/** Per-client limit on starting payments (each start creates a provider transaction). */
const START_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

/** The customer pays an invoice: start the provider's checkout, then confirm it with the provider. */
export default routes(
  implement(
    op.start,
    ({ ctx, customer, body, request }) =>
      startPayment(paymentContextOf(request.server, ctx), customer, body.invoice_id, body.currency),
    { rateLimit: START_RATE_LIMIT },
  ),
  implement(op.verify, ({ ctx, customer, body, request }) =>
    confirmPayment(paymentContextOf(request.server, ctx), customer, body.reference),
  ),
);
