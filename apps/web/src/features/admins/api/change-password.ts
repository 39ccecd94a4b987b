import { staffAdminsContract } from "@app/shared/admins.staff.contract";
import type { ChangePasswordInput } from "@app/shared/accounts";
import { STAFF_TEXTS } from "@app/shared/admins";
import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { toastError, toastSuccess } from "../../../lib/toast";

export const changeStaffPassword = (input: ChangePasswordInput) =>
  call(
    staffAdminsContract.changePassword,
    { body: input },
    {
      fallback: STAFF_TEXTS.passwordChangeFailed,
    },
  );

/** This session stays signed in; the server ends the staff member's other sessions. */
export function useChangeStaffPassword() {
  return useMutation({
    mutationFn: changeStaffPassword,
    onSuccess: ({ message }) => toastSuccess(message),
    onError: (error) => toastError(errorMessage(error, STAFF_TEXTS.passwordChangeFailed)),
  });
}
