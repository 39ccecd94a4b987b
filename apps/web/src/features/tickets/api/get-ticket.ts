import { TICKET_TEXTS } from "@app/shared/tickets/tickets";
import { ticketsContract } from "@app/shared/tickets/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { ticketKeys } from "./get-tickets";

export function getTicket(id: number) {
  return call(ticketsContract.detail, { params: { id } }, { fallback: TICKET_TEXTS.notFound }).then(
    (body) => body.ticket,
  );
}

/** The ticket page always fetches by id, so a reload or a shared link shows the ticket and its responses. */
export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: ticketKeys.detail(id), queryFn: () => getTicket(id) });

export function useTicket(id: number) {
  return useQuery({ ...ticketQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
