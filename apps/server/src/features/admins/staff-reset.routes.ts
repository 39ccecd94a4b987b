import { adminsContract as op } from "@app/shared/admins/contract";
import { deviceCookieOf } from "../../lib/auth/device-cookie.js";
import { CODE_REQUEST_RATE_LIMIT, CODE_VERIFY_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { bearerTokenOf } from "../../lib/auth/tokens.js";
import { implement, routes } from "../../lib/routes.js";
import { resetStaffPassword, sendStaffResetCode, verifyStaffResetCode } from "./staff-reset.service.js";

/** Staff forgot-password (public): the customers' three calls and limits, under /api/admins. */
export default routes(
  implement(
    op.sendResetCode,
    ({ ctx, body, request }) =>
      sendStaffResetCode(ctx, body.email_address, request.server.runInBackground, deviceCookieOf(request, "admin")),
    { rateLimit: CODE_REQUEST_RATE_LIMIT },
  ),
  implement(op.verifyResetCode, ({ ctx, body }) => verifyStaffResetCode(ctx, body.email_address, body.otp), {
    rateLimit: CODE_VERIFY_RATE_LIMIT,
  }),
  implement(
    op.resetPassword,
    ({ ctx, body, request }) => resetStaffPassword(ctx, bearerTokenOf(request), body.new_password),
    { rateLimit: CODE_VERIFY_RATE_LIMIT },
  ),
);
