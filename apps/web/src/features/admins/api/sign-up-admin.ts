import { ADMIN_TEXTS, type AdminSignupInput, type PublicAdmin } from "@app/shared/admins";
import { api } from "../../../lib/api";

/** POST /admins/signup (owners only): creates an unverified admin and e-mails the verification link. */
export const signUpAdmin = (input: AdminSignupInput) =>
  api.post<{ message: string; admin: PublicAdmin }>("/admins/signup", input, { fallback: ADMIN_TEXTS.signupFailed });
