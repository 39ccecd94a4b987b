import type { StatusUpdatedResponse } from "@app/shared/invoices-staff";
import { PICKUP_STAFF_TEXTS, type StaffPickupRow } from "@app/shared/pickups-staff";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { staffPickupKeys } from "./pickup-keys";

/** PUT /api/pickup/pickup-status with the contract body {pickup_id, status}. */
export function updatePickupStatus(pickup_id: number, status: string) {
  return api.put<StatusUpdatedResponse>(
    "/pickup/pickup-status",
    { pickup_id, status },
    { fallback: PICKUP_STAFF_TEXTS.statusFailed },
  );
}

type ListPage = { rows: StaffPickupRow[] };

/** Updates the status, changes the row in every cached list page at once, and marks the detail stale. */
export function useUpdatePickupStatus() {
  const queryClient = useQueryClient();
  return async (id: number, status: string) => {
    const answer = await updatePickupStatus(id, status);
    queryClient.setQueriesData<ListPage>({ queryKey: staffPickupKeys.list }, (page) =>
      page
        ? {
            ...page,
            rows: page.rows.map((r) => (r.id === id ? { ...r, status: answer.status as StaffPickupRow["status"] } : r)),
          }
        : page,
    );
    await queryClient.invalidateQueries({ queryKey: staffPickupKeys.detail(id) });
    return answer;
  };
}
