import { FAILED_MAIL_TEXTS } from "@app/shared/outbox.staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminListKey } from "../../../../components/admin-list/use-admin-list";
import { api } from "../../../../lib/api";

/** The failed e-mails list, as useAdminList caches it. */
export const FAILED_MAIL_PATH = "/admin/mail/failed";

/** POST /api/admin/mail/{id}/resend: back in the queue; the list then loads without it. */
export function resendMail(id: number) {
  return api.post<{ message: string }>(`/admin/mail/${id}/resend`, {}, { fallback: FAILED_MAIL_TEXTS.resendFailed });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(FAILED_MAIL_PATH) }),
  });
}
