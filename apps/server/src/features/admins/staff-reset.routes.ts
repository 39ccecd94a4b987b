import { requestOtpSchema, resetPasswordSchema, tokenResponseSchema, verifyOtpSchema } from "@app/shared/accounts";
import { apiErrorSchema, messageSchema } from "@app/shared/http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CODE_REQUEST_RATE_LIMIT, CODE_VERIFY_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { resetStaffPassword, sendStaffResetCode, verifyStaffResetCode } from "./staff-reset.service.js";

const TAGS = ["admins"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/** Staff forgot-password (public): the customers' three calls and limits, under /api/admins. */
const staffResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admins/otp/send-otp",
    {
      config: { rateLimit: CODE_REQUEST_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: "E-mail a staff member a 6-digit password reset code (same answer whether or not the account exists)",
        body: requestOtpSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => sendStaffResetCode(app, request.body.email_address),
  );

  app.post(
    "/admins/otp/verify-otp",
    {
      config: { rateLimit: CODE_VERIFY_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: "Exchange a staff reset code for a single-use reset token (5 tries per code, 10 minutes)",
        body: verifyOtpSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => verifyStaffResetCode(app, request.body.email_address, request.body.otp),
  );

  app.post(
    "/admins/password/reset-password",
    {
      config: { rateLimit: CODE_VERIFY_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary:
          "Set a new staff password with `Authorization: Bearer <reset token>`; ends every session of the account",
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
      return resetStaffPassword(app, token || undefined, request.body.new_password);
    },
  );
};

export default staffResetRoutes;
