import { virtualAccountsContract as op } from "@app/shared/wallet/virtual-accounts.contract";
import { implement, routes } from "../../lib/routes.js";
import { paymentContextOf } from "../payments/public.js";
import { requestVirtualAccount, showVirtualAccount } from "./wallet.virtual-accounts.js";

/** Each request may call the provider twice (customer, dedicated account). */
const REQUEST_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };

/** The customer's dedicated account number for transfers into the wallet (docs/decisions/0049). */
export default routes(
  implement(op.show, ({ ctx, customer }) => showVirtualAccount(ctx, customer.id)),
  implement(
    op.request,
    ({ ctx, customer, request }) => requestVirtualAccount(paymentContextOf(request.server, ctx), customer),
    { rateLimit: REQUEST_RATE_LIMIT },
  ),
);
