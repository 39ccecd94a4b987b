import { PICKUP_TEXTS, type PickupDetailResponse } from "@app/shared/pickups";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { pickupKeys } from "./get-pickups";

export function getPickup(id: number) {
  return api
    .get<PickupDetailResponse>(`/pickups/${id}`, { fallback: PICKUP_TEXTS.notFound })
    .then((body) => body.pickup);
}

/** Always fetched by id, so a reload or a shared link works. */
export const pickupQuery = (id: number) =>
  queryOptions({ queryKey: pickupKeys.detail(id), queryFn: () => getPickup(id) });

export function usePickup(id: number) {
  return useQuery({ ...pickupQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
