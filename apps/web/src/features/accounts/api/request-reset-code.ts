import { accountsContract } from "@app/shared/accounts/contract";
import type { RequestOtpInput } from "@app/shared/accounts/accounts";
import { call } from "../../../lib/client";

export const REQUEST_CODE_FALLBACK = "Reset failed. Please try again.";

/** E-mails a 6-digit code; the answer is the same whether or not the address has an account. */
export const requestResetCode = (input: RequestOtpInput) =>
  call(
    accountsContract.sendResetCode,
    { query: { otp_purpose: "reset_password" }, body: input },
    { fallback: REQUEST_CODE_FALLBACK },
  );
