import { TICKET_TEXTS, type TicketFormInput } from "@app/shared/tickets/tickets";
import { ticketsContract } from "@app/shared/tickets/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { ticketKeys } from "./get-tickets";

export interface CreateTicketInput {
  fields: TicketFormInput;
  images: File[];
}

/** POST /api/tickets as multipart: the text fields and each image under `images`. */
export function createTicket({ fields, images }: CreateTicketInput) {
  return call(ticketsContract.create, { fields, files: images }, { fallback: TICKET_TEXTS.createFailed });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
