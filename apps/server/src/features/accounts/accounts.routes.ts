import { accountsContract as op } from "@app/shared/accounts/contract";
import { loginClientOf, rememberDevice } from "../../lib/auth/device-cookie.js";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { endSession } from "../../lib/auth/sessions.js";
import { implement, routes } from "../../lib/routes.js";
import { toPublicUser } from "./accounts.repository.js";
import { logIn } from "./accounts.service.js";
import { signUp } from "./signup.service.js";

/** Customer sign-up, log-in and the session. */
export default routes(
  implement(op.signup, ({ ctx, body }) => signUp(ctx, body), { rateLimit: AUTH_RATE_LIMIT }),
  implement(
    op.login,
    async ({ ctx, body, request, reply }) => {
      const { user, token, expiresAt, device } = await logIn(ctx, body, loginClientOf(request, "customer"));
      request.server.setSessionCookie(reply, "customer", token, expiresAt);
      rememberDevice(request, reply, "customer", device);
      return { user, token };
    },
    { rateLimit: AUTH_RATE_LIMIT },
  ),
  implement(op.logout, async ({ ctx, sessionId, request, reply }) => {
    await endSession(ctx.db, sessionId);
    request.server.clearSessionCookie(reply, "customer");
    return { message: "Logged out." };
  }),
  implement(op.me, ({ customer }) => ({ user: toPublicUser(customer) })),
);
