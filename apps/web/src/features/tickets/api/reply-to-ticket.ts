import { TICKET_TEXTS } from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { ticketKeys } from "./get-tickets";

/** POST /api/tickets/{id}/response with the contract's body field `messages`. */
export function replyToTicket(id: number, messages: string) {
  return api.post<{ message?: string }>(
    `/tickets/${id}/response`,
    { messages },
    { fallback: TICKET_TEXTS.replyFailed },
  );
}

export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messages: string) => replyToTicket(id, messages),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
