import { ADMIN_TEXTS, type AdminSignupInput } from "@app/shared/admins/admins";
import { staffAdminsContract } from "@app/shared/admins/staff.contract";
import { call } from "../../../lib/client";

/** POST /admins/signup (owners only): creates an unverified admin and e-mails the verification link. */
export const signUpAdmin = (input: AdminSignupInput) =>
  call(staffAdminsContract.signup, { body: input }, { fallback: ADMIN_TEXTS.signupFailed });
