import type { SignupInput } from "@app/shared/accounts";
import { api } from "../../../lib/api";

export const SIGNUP_FALLBACK = "Signup failed";

export const signUp = (input: SignupInput) =>
  api.post<{ message: string }>("/users/signup", input, { fallback: SIGNUP_FALLBACK });
