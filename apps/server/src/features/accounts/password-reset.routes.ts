import {
  otpQuerySchema,
  requestOtpSchema,
  resetPasswordSchema,
  tokenResponseSchema,
  verifyOtpSchema,
} from "@app/shared/accounts";
import { apiErrorSchema, messageSchema } from "@app/shared/http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CODE_REQUEST_RATE_LIMIT, CODE_VERIFY_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { resetPassword, sendResetCode, verifyResetCode } from "./password-reset.service.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/otp/send-otp",
    {
      config: { rateLimit: CODE_REQUEST_RATE_LIMIT },
      schema: {
        tags: ["accounts"],
        summary: "E-mail a 6-digit password reset code (same answer whether or not the account exists)",
        querystring: otpQuerySchema,
        body: requestOtpSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => sendResetCode(app, request.body),
  );

  app.post(
    "/otp/verify-otp",
    {
      config: { rateLimit: CODE_VERIFY_RATE_LIMIT },
      schema: {
        tags: ["accounts"],
        summary: "Exchange a reset code for a single-use reset token (5 tries per code, 10 minutes)",
        querystring: otpQuerySchema,
        body: verifyOtpSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => verifyResetCode(app, request.body),
  );

  app.post(
    "/password/reset-password",
    {
      config: { rateLimit: CODE_VERIFY_RATE_LIMIT },
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with `Authorization: Bearer <reset token>`; ends every session of the account",
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
      return resetPassword(app, token || undefined, request.body);
    },
  );
};

export default passwordResetRoutes;
