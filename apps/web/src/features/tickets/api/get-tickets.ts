import { TICKET_TEXTS } from "@app/shared/tickets/tickets";
import { ticketsContract } from "@app/shared/tickets/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { toastError, toastLoaded } from "../../../lib/toast";

export const ticketKeys = {
  all: ["tickets"] as const,
  list: (page: number) => ["tickets", "list", page] as const,
  detail: (id: number) => ["tickets", "detail", id] as const,
};

export const PAGE_SIZE = 20;

export function getTickets(page: number) {
  return call(ticketsContract.list, { query: { page, pageSize: PAGE_SIZE } }, { fallback: TICKET_TEXTS.loadFailed });
}

export const ticketsQuery = (page: number) =>
  queryOptions({ queryKey: ticketKeys.list(page), queryFn: () => getTickets(page), placeholderData: keepPreviousData });

/** The 'My Tickets' page: 'Tickets Loaded!' after each load, the red error toast ('Error!' by default) on failure. */
export function useTickets(page: number) {
  const query = useQuery(ticketsQuery(page));
  const announced = useRef(0);
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && query.dataUpdatedAt !== announced.current) {
      announced.current = query.dataUpdatedAt;
      toastLoaded(TICKET_TEXTS.loaded);
    }
  }, [query.isSuccess, query.isPlaceholderData, query.dataUpdatedAt]);
  useEffect(() => {
    if (query.isError) toastError(errorMessage(query.error, TICKET_TEXTS.loadFailed));
  }, [query.isError, query.error]);
  return query;
}
