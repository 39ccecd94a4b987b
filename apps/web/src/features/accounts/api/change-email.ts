import type { ChangeEmailInput } from "@app/shared/accounts/email";
import { accountsContract } from "@app/shared/accounts/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GENERIC_FAILURE } from "../../../lib/api";
import { call } from "../../../lib/client";
import { customerSessionKey } from "../../../lib/session";

export const changeEmail = (input: ChangeEmailInput) =>
  call(accountsContract.changeEmail, { body: input }, { fallback: GENERIC_FAILURE });

/**
 * Asks for a new address: the server keeps it as pending and mails it a link. The session's user takes the answer
 * (its `pending_email`), so the profile shows the change waiting; the form shows the outcome itself.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ user }) => queryClient.setQueryData(customerSessionKey, user),
  });
}
