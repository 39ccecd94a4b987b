import type { ChangePasswordInput } from "@app/shared/accounts";
import { STAFF_TEXTS } from "@app/shared/admins";
import { useMutation } from "@tanstack/react-query";
import { api, errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";

export const changeStaffPassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>("/admins/password/change-password", input, {
    fallback: STAFF_TEXTS.passwordChangeFailed,
  });

/** This session stays signed in; the server ends the staff member's other sessions. */
export function useChangeStaffPassword() {
  return useMutation({
    mutationFn: changeStaffPassword,
    onSuccess: ({ message }) => toastSuccess(message),
    onError: (error) => toastError(errorMessage(error, STAFF_TEXTS.passwordChangeFailed)),
  });
}
