import { accountsContract as op } from "@app/shared/accounts/contract";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { implement, routes } from "../../lib/routes.js";
import { changePassword, updateDeliveryAddress, updateProfile } from "./profile.service.js";

/** The signed-in customer's own profile, password and delivery address. */
export default routes(
  implement(op.updateProfile, ({ ctx, customer, body }) => updateProfile(ctx, customer, body)),
  implement(
    op.changePassword,
    ({ ctx, customer, sessionId, body }) => changePassword(ctx, customer, sessionId, body),
    // The old password is checked here, so guessing it is limited like a log-in.
    { rateLimit: AUTH_RATE_LIMIT },
  ),
  implement(op.updateDeliveryAddress, ({ ctx, customer, body }) => updateDeliveryAddress(ctx, customer, body)),
);
