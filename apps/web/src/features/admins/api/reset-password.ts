import type { RequestOtpInput, ResetPasswordInput, VerifyOtpInput } from "@app/shared/accounts/accounts";
import { adminsContract } from "@app/shared/admins/contract";
import { call } from "../../../lib/client";

const fallback = "Reset failed. Please try again.";

/** The staff forgot-password calls: the customers' flow under /api/admins. */
export const requestStaffCode = (input: RequestOtpInput) =>
  call(adminsContract.sendResetCode, { body: input }, { fallback });
export const verifyStaffCode = (input: VerifyOtpInput) =>
  call(adminsContract.verifyResetCode, { body: input }, { fallback });
export const resetStaffPassword = (input: ResetPasswordInput, token: string) =>
  call(
    adminsContract.resetPassword,
    { body: input },
    {
      fallback,
      headers: { authorization: `Bearer ${token}` },
    },
  );
