import { accountsContract } from "@app/shared/accounts/contract";
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from "@app/shared/accounts/accounts";
import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { toastError, toastSuccess } from "../../../lib/toast";

export const changePassword = (input: ChangePasswordInput) =>
  call(accountsContract.changePassword, { body: input }, { fallback: ACCOUNT_MESSAGES.passwordFailure });

/** This session stays signed in; the server ends the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => toastSuccess(message || ACCOUNT_MESSAGES.passwordSuccess),
    onError: (error) => toastError(errorMessage(error, ACCOUNT_MESSAGES.passwordFailure)),
  });
}
