import { TICKET_TEXTS, type TicketDetailResponse } from "@app/shared/tickets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { ticketKeys } from "./get-tickets";

export function getTicket(id: number) {
  return api
    .get<TicketDetailResponse>(`/tickets/${id}`, { fallback: TICKET_TEXTS.notFound })
    .then((body) => body.ticket);
}

/** The ticket page always fetches by id, so a reload or a shared link shows the ticket and its responses. */
export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: ticketKeys.detail(id), queryFn: () => getTicket(id) });

export function useTicket(id: number) {
  return useQuery({ ...ticketQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
