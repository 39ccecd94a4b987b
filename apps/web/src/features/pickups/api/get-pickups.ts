import { PICKUP_TEXTS } from "@app/shared/pickups/pickups";
import { pickupsContract } from "@app/shared/pickups/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { useLoadToasts } from "../../../lib/use-load-toasts";

export const pickupKeys = {
  all: ["pickups"] as const,
  list: (page: number) => ["pickups", "list", page] as const,
  detail: (id: number) => ["pickups", "detail", id] as const,
};

export const PAGE_SIZE = 20;

export function getPickups(page: number) {
  return call(pickupsContract.list, { query: { page, pageSize: PAGE_SIZE } }, { fallback: PICKUP_TEXTS.loadFailed });
}

export const pickupsQuery = (page: number) =>
  queryOptions({ queryKey: pickupKeys.list(page), queryFn: () => getPickups(page), placeholderData: keepPreviousData });

/** 'My Pickups': 'Pickups Loaded!' after each load, the red error toast on failure. */
export function usePickups(page: number) {
  const query = useQuery(pickupsQuery(page));
  useLoadToasts(query, PICKUP_TEXTS.loaded, PICKUP_TEXTS.loadFailed);
  return query;
}
