import { STAFF_TICKET_TEXTS } from "@app/shared/tickets.staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api";
import { staffTicketKeys } from "./staff-ticket-keys";

/** POST /api/ticket/{id}/reply with the contract body {response}. */
export function replyAsStaff(id: number, response: string) {
  return api.post<{ message?: string }>(
    `/ticket/${id}/reply`,
    { response },
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
