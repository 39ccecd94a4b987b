import { TICKET_TEXTS, type TicketFormInput } from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { ticketKeys } from "./get-tickets";

export interface CreateTicketInput {
  fields: TicketFormInput;
  images: File[];
}

/** POST /api/tickets as multipart: the text fields and each image under `images`. */
export function createTicket({ fields, images }: CreateTicketInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value ?? ""));
  for (const image of images) form.append("images", image, image.name);
  return api.post<{ message?: string }>("/tickets", form, { fallback: TICKET_TEXTS.createFailed });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
