import { staffAdminsContract } from "@app/shared/admins/staff.contract";
import type { ChangePasswordInput } from "@app/shared/accounts/accounts";
import { STAFF_TEXTS } from "@app/shared/admins/admins";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { adminSessionKey } from "../../../lib/session";
import { toastError, toastSuccess } from "../../../lib/toast";

export const changeStaffPassword = (input: ChangePasswordInput) =>
  call(
    staffAdminsContract.changePassword,
    { body: input },
    {
      fallback: STAFF_TEXTS.passwordChangeFailed,
    },
  );

/**
 * This session stays signed in; the server ends the staff member's other sessions. The session is asked again, so
 * a first password change (one set by someone else) opens the rest of the back office.
 */
export function useChangeStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaffPassword,
    onSuccess: async ({ message }) => {
      toastSuccess(message);
      // Answers fetched while the password still had to be changed were refusals (403): ask again from now on.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== adminSessionKey[0] });
      await queryClient.invalidateQueries({ queryKey: adminSessionKey });
    },
    onError: (error) => toastError(errorMessage(error, STAFF_TEXTS.passwordChangeFailed)),
  });
}
