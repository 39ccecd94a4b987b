import type { StaffSetupInput } from "@app/shared/setup/setup";
import { SETUP_TEXTS } from "@app/shared/setup/texts";
import { setupContract } from "@app/shared/setup/contract";
import { call } from "../../../lib/client";

/** POST /setup: the first owner, with the token of the one-time link printed in the server's log. */
export const setUpOwner = (input: StaffSetupInput) =>
  call(setupContract.createOwner, { body: input }, { fallback: SETUP_TEXTS.failed });
