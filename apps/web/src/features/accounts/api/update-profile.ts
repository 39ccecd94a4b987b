import { ACCOUNT_MESSAGES, type ProfileInput } from "@app/shared/accounts/accounts";
import { accountsContract } from "@app/shared/accounts/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { customerSessionKey } from "../../../lib/session";
import { toastError, toastSuccess } from "../../../lib/toast";

export const updateProfile = (input: ProfileInput) =>
  call(accountsContract.updateProfile, { body: input }, { fallback: ACCOUNT_MESSAGES.profileFailure });

/** Saves the profile, puts the new user in the session (the header name follows) and toasts the outcome. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ user, message }) => {
      queryClient.setQueryData(customerSessionKey, user);
      await queryClient.invalidateQueries({ queryKey: customerSessionKey });
      toastSuccess(message || ACCOUNT_MESSAGES.profileSuccess);
    },
    onError: (error) => toastError(errorMessage(error, ACCOUNT_MESSAGES.profileFailure)),
  });
}
