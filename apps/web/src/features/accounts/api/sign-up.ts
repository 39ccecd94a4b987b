import { accountsContract } from "@app/shared/accounts/contract";
import type { SignupInput } from "@app/shared/accounts/accounts";
import { call } from "../../../lib/client";

export const SIGNUP_FALLBACK = "Signup failed";

export const signUp = (input: SignupInput) =>
  call(accountsContract.signup, { body: input }, { fallback: SIGNUP_FALLBACK });
