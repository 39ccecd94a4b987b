import { TICKET_TEXTS } from "@app/shared/tickets/tickets";
import { ticketsContract } from "@app/shared/tickets/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { ticketKeys } from "./get-tickets";

/** POST /api/tickets/{id}/response with the contract's body field `messages`. */
export function replyToTicket(id: number, messages: string) {
  return call(ticketsContract.reply, { params: { id }, body: { messages } }, { fallback: TICKET_TEXTS.replyFailed });
}

export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messages: string) => replyToTicket(id, messages),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
