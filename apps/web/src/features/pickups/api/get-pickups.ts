import { PICKUP_TEXTS, type PickupListResponse } from "@app/shared/pickups";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, queryString } from "../../../lib/api";
import { useLoadToasts } from "../../../lib/use-load-toasts";

export const pickupKeys = {
  all: ["pickups"] as const,
  list: (page: number) => ["pickups", "list", page] as const,
  detail: (id: number) => ["pickups", "detail", id] as const,
};

export const PAGE_SIZE = 20;

export function getPickups(page: number) {
  return api.get<PickupListResponse>(`/pickups${queryString({ page, pageSize: PAGE_SIZE })}`, {
    fallback: PICKUP_TEXTS.loadFailed,
  });
}

export const pickupsQuery = (page: number) =>
  queryOptions({ queryKey: pickupKeys.list(page), queryFn: () => getPickups(page), placeholderData: keepPreviousData });

/** 'My Pickups': 'Pickups Loaded!' after each load, the red error toast on failure. */
export function usePickups(page: number) {
  const query = useQuery(pickupsQuery(page));
  useLoadToasts(query, PICKUP_TEXTS.loaded, PICKUP_TEXTS.loadFailed);
  return query;
}
