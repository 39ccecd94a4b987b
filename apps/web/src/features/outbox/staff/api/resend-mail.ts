import { FAILED_MAIL_TEXTS } from "@app/shared/outbox.staff";
import { staffOutboxContract } from "@app/shared/outbox.staff.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminListKey } from "../../../../components/admin-list/use-admin-list";
import { call } from "../../../../lib/client";

/** POST /api/admin/mail/{id}/resend: back in the queue; the list then loads without it. */
export function resendMail(id: number) {
  return call(staffOutboxContract.resend, { params: { id } }, { fallback: FAILED_MAIL_TEXTS.resendFailed });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(staffOutboxContract.list.path) }),
  });
}
