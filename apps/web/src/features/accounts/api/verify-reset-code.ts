import type { VerifyOtpInput } from "@app/shared/accounts";
import { api } from "../../../lib/api";

export const VERIFY_CODE_FALLBACK = "Verifying failed. Please try again.";

/** Exchanges the e-mailed code for the single-use reset token. */
export const verifyResetCode = (input: VerifyOtpInput) =>
  api.post<{ token: string }>("/otp/verify-otp?otp_purpose=reset_password", input, { fallback: VERIFY_CODE_FALLBACK });
