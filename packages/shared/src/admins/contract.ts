import { requestOtpSchema, resetPasswordSchema, tokenResponseSchema, verifyOtpSchema } from "../accounts/accounts.js";
import { adminLoginSchema, adminVerifyParamsSchema, publicAdminSchema } from "./admins.js";
import { z } from "zod";
import { operation } from "../core/contract.js";
import { messageSchema } from "../core/http.js";

const tags = ["admins"] as const;

/** The staff side's public calls: log-in, the e-mailed verification link, and the staff forgot-password. */
export const adminsContract = {
  login: operation({
    method: "POST",
    path: "/admins/login",
    access: "public",
    tags,
    summary: "Staff log-in",
    body: adminLoginSchema,
    success: { status: 200, schema: z.object({ admin: publicAdminSchema, token: z.string() }) },
    errors: [401, 403, 429],
  }),
  verify: operation({
    method: "GET",
    path: "/admins/verify/:token",
    access: "public",
    tags,
    summary: "Verify a new admin's e-mail with the single-use link token (valid 48 hours)",
    params: adminVerifyParamsSchema,
    success: { status: 200, schema: messageSchema },
  }),
  sendResetCode: operation({
    method: "POST",
    path: "/admins/otp/send-otp",
    access: "public",
    tags,
    summary: "E-mail a staff member a 6-digit password reset code (same answer whether or not the account exists)",
    body: requestOtpSchema,
    success: { status: 200, schema: messageSchema },
    errors: [401, 429],
  }),
  verifyResetCode: operation({
    method: "POST",
    path: "/admins/otp/verify-otp",
    access: "public",
    tags,
    summary: "Exchange a staff reset code for a single-use reset token (5 tries per code, 10 minutes)",
    body: verifyOtpSchema,
    success: { status: 200, schema: tokenResponseSchema },
    errors: [401, 429],
  }),
  resetPassword: operation({
    method: "POST",
    path: "/admins/password/reset-password",
    access: "public",
    tags,
    summary: "Set a new staff password with `Authorization: Bearer <reset token>`; ends every session of the account",
    body: resetPasswordSchema,
    success: { status: 200, schema: messageSchema },
    errors: [401, 429],
  }),
};
