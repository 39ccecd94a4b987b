import { CONFIRM_TEXTS, confirmEmailRoutes } from "@app/shared/accounts/confirm";
import type { accountsContract } from "@app/shared/accounts/contract";
import { useState } from "react";
import { errorMessage, GENERIC_FAILURE } from "../../../lib/api";
import { call, routed } from "../../../lib/client";

/** The confirmation calls by their route parts: the confirm page and the portal's banner load no zod. */
const ops = routed<{
  confirm: (typeof accountsContract)["confirmEmail"];
  resend: (typeof accountsContract)["resendConfirmation"];
}>(confirmEmailRoutes);

export const confirmEmail = (token: string) =>
  call(ops.confirm, { body: { token } }, { fallback: CONFIRM_TEXTS.badLink });

export const resendConfirmation = () => call(ops.resend, {}, { fallback: GENERIC_FAILURE });

/**
 * "Send the link again" for a button: busy while it is sent, then the server's answer (or why it failed) to show.
 * The server picks the address: the account's own while unconfirmed, else the new one asked for from the profile.
 */
export function useResendConfirmation() {
  const [state, setState] = useState<{ sending: boolean; message?: string; failed?: boolean }>({ sending: false });
  const resend = async () => {
    setState({ sending: true });
    try {
      setState({ sending: false, message: (await resendConfirmation()).message });
    } catch (error) {
      setState({ sending: false, failed: true, message: errorMessage(error) });
    }
  };
  return { ...state, resend };
}
