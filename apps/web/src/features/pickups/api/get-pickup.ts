import { PICKUP_TEXTS } from "@app/shared/pickups/pickups";
import { pickupsContract } from "@app/shared/pickups/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { pickupKeys } from "./get-pickups";

export function getPickup(id: number) {
  return call(pickupsContract.detail, { params: { id } }, { fallback: PICKUP_TEXTS.notFound }).then(
    (body) => body.pickup,
  );
}

/** Always fetched by id, so a reload or a shared link works. */
export const pickupQuery = (id: number) =>
  queryOptions({ queryKey: pickupKeys.detail(id), queryFn: () => getPickup(id) });

export function usePickup(id: number) {
  return useQuery({ ...pickupQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
