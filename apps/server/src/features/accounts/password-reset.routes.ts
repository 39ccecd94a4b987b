import { accountsContract as op } from "@app/shared/accounts/contract";
import { deviceCookieOf } from "../../lib/auth/device-cookie.js";
import { CODE_REQUEST_RATE_LIMIT, CODE_VERIFY_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { bearerTokenOf } from "../../lib/auth/tokens.js";
import { implement, routes } from "../../lib/routes.js";
import { resetPassword, sendResetCode, verifyResetCode } from "./password-reset.service.js";

/** Customers' forgot-password: an e-mailed code, exchanged for a reset token that sets the new password. */
export default routes(
  implement(
    op.sendResetCode,
    ({ ctx, body, request }) =>
      sendResetCode(ctx, body, request.server.runInBackground, deviceCookieOf(request, "customer")),
    { rateLimit: CODE_REQUEST_RATE_LIMIT },
  ),
  implement(op.verifyResetCode, ({ ctx, body }) => verifyResetCode(ctx, body), { rateLimit: CODE_VERIFY_RATE_LIMIT }),
  implement(op.resetPassword, ({ ctx, body, request }) => resetPassword(ctx, bearerTokenOf(request), body), {
    rateLimit: CODE_VERIFY_RATE_LIMIT,
  }),
);
