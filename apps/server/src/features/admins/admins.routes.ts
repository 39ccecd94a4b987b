import { adminsContract } from "@app/shared/admins/contract";
import { staffAdminsContract } from "@app/shared/admins/staff.contract";
import { loginClientOf, rememberDevice } from "../../lib/auth/device-cookie.js";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { endSession } from "../../lib/auth/sessions.js";
import { implement, routes } from "../../lib/routes.js";
import { toPublicAdmin } from "./admins.repository.js";
import { logInAdmin, signUpAdmin, verifyAdmin } from "./admins.service.js";

/** Staff log-in and session, the owners' creation of an admin, and its e-mailed verification link. */
export default routes(
  implement(
    adminsContract.login,
    async ({ ctx, body, request, reply }) => {
      const { admin, token, expiresAt, device } = await logInAdmin(ctx, body, loginClientOf(request, "admin"));
      request.server.setSessionCookie(reply, "admin", token, expiresAt);
      rememberDevice(request, reply, "admin", device);
      return { admin, token };
    },
    { rateLimit: AUTH_RATE_LIMIT },
  ),
  implement(staffAdminsContract.signup, async ({ ctx, admin, body }) => ({
    message: "Signup Success!",
    admin: await signUpAdmin(ctx, admin, body),
  })),
  implement(adminsContract.verify, ({ ctx, params }) => verifyAdmin(ctx, params.token), {
    rateLimit: AUTH_RATE_LIMIT,
  }),
  implement(staffAdminsContract.logout, async ({ ctx, sessionId, request, reply }) => {
    await endSession(ctx.db, sessionId);
    request.server.clearSessionCookie(reply, "admin");
    return { message: "Logged out." };
  }),
  implement(staffAdminsContract.me, ({ admin }) => ({ admin: toPublicAdmin(admin) })),
);
