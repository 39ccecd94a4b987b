import { ACCOUNT_MESSAGES, type DeliveryAddressInput, type UserMessageResponse } from "@app/shared/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, errorMessage } from "../../../lib/api";
import { customerSessionKey } from "../../../lib/session";
import { toastError, toastSuccess } from "../../../lib/toast";

export const updateDeliveryAddress = (input: DeliveryAddressInput) =>
  api.post<UserMessageResponse>("/address/delivery", input, { fallback: ACCOUNT_MESSAGES.addressFailure });

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
