import type { PublicAdmin } from "@app/shared/admins";
import { SETUP_TEXTS, type StaffSetupInput } from "@app/shared/setup";
import { api } from "../../../lib/api";

/** POST /setup: the first owner, with the token of the one-time link printed in the server's log. */
export const setUpOwner = (input: StaffSetupInput) =>
  api.post<{ message: string; admin: PublicAdmin }>("/setup", input, { fallback: SETUP_TEXTS.failed });
