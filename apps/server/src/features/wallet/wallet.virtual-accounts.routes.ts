import {
  virtualAccountsContract as op,
  staffVirtualAccountsContract as staff,
} from "@app/shared/wallet/virtual-accounts.contract";
import { implement, routes } from "../../lib/routes.js";
import { paymentContextOf } from "../payments/public.js";
import { requestVirtualAccount, showVirtualAccount } from "./wallet.virtual-accounts.js";
import { deactivateVirtualAccount, virtualAccountsForStaff } from "./wallet.virtual-accounts.staff.js";

/** Each request may call the provider twice (customer, dedicated account). */
const REQUEST_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };

/**
 * The customer's dedicated account number for transfers into the wallet (docs/decisions/0049); staff see a customer's
 * numbers and close the open one (docs/decisions/0093).
 */
export default routes(
  implement(op.show, ({ ctx, customer }) => showVirtualAccount(ctx, customer.id)),
  implement(
    op.request,
    ({ ctx, customer, request }) => requestVirtualAccount(paymentContextOf(request.server, ctx), customer),
    { rateLimit: REQUEST_RATE_LIMIT },
  ),
  implement(staff.list, ({ ctx, params }) => virtualAccountsForStaff(ctx, params.id)),
  implement(staff.deactivate, ({ ctx, admin, params, body, request }) =>
    deactivateVirtualAccount(paymentContextOf(request.server, ctx), admin, params.id, body.reason),
  ),
);
