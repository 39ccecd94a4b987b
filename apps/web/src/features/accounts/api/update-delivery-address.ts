import { ACCOUNT_MESSAGES, type DeliveryAddressInput } from "@app/shared/accounts/accounts";
import { accountsContract } from "@app/shared/accounts/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { customerSessionKey } from "../../../lib/session";
import { toastError, toastSuccess } from "../../../lib/toast";

export const updateDeliveryAddress = (input: DeliveryAddressInput) =>
  call(accountsContract.updateDeliveryAddress, { body: input }, { fallback: ACCOUNT_MESSAGES.addressFailure });

export function useUpdateDeliveryAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryAddress,
    onSuccess: async ({ user, message }) => {
      queryClient.setQueryData(customerSessionKey, user);
      await queryClient.invalidateQueries({ queryKey: customerSessionKey });
      toastSuccess(message || ACCOUNT_MESSAGES.addressSuccess);
    },
    onError: (error) => toastError(errorMessage(error, ACCOUNT_MESSAGES.addressFailure)),
  });
}
