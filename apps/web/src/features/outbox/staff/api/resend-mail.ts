import { FAILED_MAIL_TEXTS, type FailedMail, isChannelMessage } from "@app/shared/outbox/staff";
import { staffOutboxContract } from "@app/shared/outbox/staff.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminListKey } from "../../../../components/admin-list/use-admin-list";
import { call } from "../../../../lib/client";

/**
 * POST /api/admin/mail/{id}/resend for an e-mail, /api/admin/messages/{id}/resend for an SMS or WhatsApp message:
 * back in the queue; the list then loads without it.
 */
export function resendMail({ id, channel }: Pick<FailedMail, "id" | "channel">) {
  const op = isChannelMessage(channel) ? staffOutboxContract.resendMessage : staffOutboxContract.resend;
  return call(op, { params: { id } }, { fallback: FAILED_MAIL_TEXTS.resendFailed });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(staffOutboxContract.list.path) }),
  });
}

/** POST /api/admin/mail/failed/resend: every failed e-mail and SMS/WhatsApp message back in the queue at once. */
export function useResendAllMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(staffOutboxContract.resendAll, {}, { fallback: FAILED_MAIL_TEXTS.resendAllFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(staffOutboxContract.list.path) }),
  });
}
