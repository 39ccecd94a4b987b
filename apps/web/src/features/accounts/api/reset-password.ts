import { accountsContract } from "@app/shared/accounts/contract";
import type { ResetPasswordInput } from "@app/shared/accounts/accounts";
import { call } from "../../../lib/client";

export const RESET_FALLBACK = "Reset failed. Please try again.";

/** The reset token goes as a bearer token (spec); it works once. */
export const resetPassword = (input: ResetPasswordInput, resetToken: string) =>
  call(
    accountsContract.resetPassword,
    { body: input },
    {
      fallback: RESET_FALLBACK,
      headers: { authorization: `Bearer ${resetToken}` },
    },
  );
