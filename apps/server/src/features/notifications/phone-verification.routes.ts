import { notificationsContract as op } from "@app/shared/notifications/contract";
import { CODE_VERIFY_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { implement, routes } from "../../lib/routes.js";
import { sendPhoneCode, verifyPhone } from "./phone-verification.service.js";

/** Verifying the SMS and WhatsApp numbers of the signed-in customer (the caps per channel live in the service). */
export default routes(
  implement(op.sendPhoneCode, ({ ctx, customer, body }) => sendPhoneCode(ctx, customer, body.channel)),
  implement(op.verifyPhone, ({ ctx, customer, body }) => verifyPhone(ctx, customer, body.channel, body.code), {
    rateLimit: CODE_VERIFY_RATE_LIMIT,
  }),
);
