import { PICKUP_STAFF_TEXTS } from "@app/shared/pickups/staff";
import { staffPickupsContract } from "@app/shared/pickups/staff.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { staffPickupKeys } from "./pickup-keys";

/** GET /api/pickup/{id}: items (weight in kg), images, the customer's e-mail and the audit trail. */
export function getStaffPickup(id: number) {
  return call(staffPickupsContract.detail, { params: { id } }, { fallback: PICKUP_STAFF_TEXTS.fetchFailed });
}

/** Always fetched by id, so a reload or a shared link works. */
export function useStaffPickup(id: number) {
  return useQuery({
    queryKey: staffPickupKeys.detail(id),
    queryFn: async () => (await getStaffPickup(id)).pickup,
    enabled: Number.isInteger(id) && id > 0,
  });
}
