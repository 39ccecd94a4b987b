import { accountsContract } from "@app/shared/accounts/contract";
import type { VerifyOtpInput } from "@app/shared/accounts/accounts";
import { call } from "../../../lib/client";

export const VERIFY_CODE_FALLBACK = "Verifying failed. Please try again.";

/** Exchanges the e-mailed code for the single-use reset token. */
export const verifyResetCode = (input: VerifyOtpInput) =>
  call(
    accountsContract.verifyResetCode,
    { query: { otp_purpose: "reset_password" }, body: input },
    { fallback: VERIFY_CODE_FALLBACK },
  );
