import { PICKUP_STAFF_TEXTS, type StaffPickupRow } from "@app/shared/pickups/staff";
import { staffPickupsContract } from "@app/shared/pickups/staff.contract";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { patchListRow } from "../../../../components/admin-list/use-admin-list";
import { LIST_PATH, staffPickupKeys } from "./pickup-keys";

/** PUT /api/pickup/pickup-status with the contract body {pickup_id, status}. */
export function updatePickupStatus(pickup_id: number, status: string) {
  return call(
    staffPickupsContract.setStatus,
    { body: { pickup_id, status } },
    { fallback: PICKUP_STAFF_TEXTS.statusFailed },
  );
}

/** Updates the status, changes the row in every cached list page at once, and marks the detail stale. */
export function useUpdatePickupStatus() {
  const queryClient = useQueryClient();
  return async (id: number, status: string) => {
    const answer = await updatePickupStatus(id, status);
    patchListRow<StaffPickupRow>(queryClient, LIST_PATH, id, { status: answer.status as StaffPickupRow["status"] });
    await queryClient.invalidateQueries({ queryKey: staffPickupKeys.detail(id) });
    return answer;
  };
}
