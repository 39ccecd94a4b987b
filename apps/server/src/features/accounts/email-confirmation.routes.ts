import { accountsContract as op } from "@app/shared/accounts/contract";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { implement, routes } from "../../lib/routes.js";
import { confirmEmail, requestEmailChange, resendConfirmation } from "./email-confirmation.service.js";

/** Confirming an e-mail address: the link's page, "Send the link again", and a new address from the profile. */
export default routes(
  implement(op.confirmEmail, ({ ctx, body }) => confirmEmail(ctx, body.token), { rateLimit: AUTH_RATE_LIMIT }),
  implement(op.resendConfirmation, ({ ctx, customer }) => resendConfirmation(ctx, customer)),
  // The current password is checked here, so guessing it is limited like a log-in.
  implement(op.changeEmail, ({ ctx, customer, body }) => requestEmailChange(ctx, customer, body), {
    rateLimit: AUTH_RATE_LIMIT,
  }),
);
