import type { RequestOtpInput } from "@app/shared/accounts";
import { api } from "../../../lib/api";

export const REQUEST_CODE_FALLBACK = "Reset failed. Please try again.";

/** E-mails a 6-digit code; the answer is the same whether or not the address has an account. */
export const requestResetCode = (input: RequestOtpInput) =>
  api.post<{ message: string }>("/otp/send-otp?otp_purpose=reset_password", input, { fallback: REQUEST_CODE_FALLBACK });
