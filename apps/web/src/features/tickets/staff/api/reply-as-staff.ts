import { STAFF_TICKET_TEXTS } from "@app/shared/tickets/staff";
import { staffTicketsContract } from "@app/shared/tickets/staff.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { staffTicketKeys } from "./staff-ticket-keys";

/** POST /api/ticket/{id}/reply with the contract body {response}. */
export function replyAsStaff(id: number, response: string) {
  return call(
    staffTicketsContract.reply,
    { params: { id }, body: { response } },
    { fallback: STAFF_TICKET_TEXTS.replyFailed },
  );
}

export function useReplyAsStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (response: string) => replyAsStaff(id, response),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffTicketKeys.detail(id) });
      // The reply may have moved the ticket to 'answered': the list must not show the old status.
      await queryClient.invalidateQueries({ queryKey: staffTicketKeys.list, refetchType: "none" });
    },
  });
}
