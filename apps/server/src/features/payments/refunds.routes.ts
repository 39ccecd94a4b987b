import { staffPaymentsContract as op } from "@app/shared/payments/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { paymentContextOf } from "./payment-gateway.js";
import { refundInvoice } from "./refunds.service.js";

/** Staff give the money of a paid invoice back (through the provider when it was paid online). */
export default routes(
  implement(op.refund, ({ ctx, admin, params, body, request }) =>
    refundInvoice(paymentContextOf(request.server, ctx), admin, params.id, body.reason),
  ),
);
