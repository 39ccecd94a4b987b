import { CONFIRM_TEXTS, confirmEmailRoutes } from "@app/shared/accounts/confirm";
import type { accountsContract } from "@app/shared/accounts/contract";
import { GENERIC_FAILURE } from "../../../lib/api";
import { call, routed } from "../../../lib/client";

/** The confirmation calls by their route parts: the confirm page and the portal's banner load no zod. */
const ops = routed<{
  confirm: (typeof accountsContract)["confirmEmail"];
  resend: (typeof accountsContract)["resendConfirmation"];
}>(confirmEmailRoutes);

export const confirmEmail = (token: string) =>
  call(ops.confirm, { body: { token } }, { fallback: CONFIRM_TEXTS.badLink });

export const resendConfirmation = () => call(ops.resend, {}, { fallback: GENERIC_FAILURE });
