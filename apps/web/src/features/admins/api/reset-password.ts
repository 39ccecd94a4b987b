import type { RequestOtpInput, ResetPasswordInput, VerifyOtpInput } from "@app/shared/accounts";
import { api } from "../../../lib/api";

const fallback = "Reset failed. Please try again.";

/** The staff forgot-password calls: the customers' flow under /api/admins. */
export const requestStaffCode = (input: RequestOtpInput) =>
  api.post<{ message: string }>("/admins/otp/send-otp", input, { fallback });
export const verifyStaffCode = (input: VerifyOtpInput) =>
  api.post<{ token: string }>("/admins/otp/verify-otp", input, { fallback });
export const resetStaffPassword = (input: ResetPasswordInput, token: string) =>
  api.post<{ message: string }>("/admins/password/reset-password", input, {
    fallback,
    headers: { authorization: `Bearer ${token}` },
  });
