import type { ResetPasswordInput } from "@app/shared/accounts";
import { api } from "../../../lib/api";

export const RESET_FALLBACK = "Reset failed. Please try again.";

/** The reset token goes as a bearer token (spec section 6); it works once. */
export const resetPassword = (input: ResetPasswordInput, resetToken: string) =>
  api.post<{ message: string }>("/password/reset-password", input, {
    fallback: RESET_FALLBACK,
    headers: { authorization: `Bearer ${resetToken}` },
  });
