import { PROCUREMENT_STAFF_TEXTS, type StaffProcurementRow } from "@app/shared/procurements/staff";
import { staffProcurementsContract } from "@app/shared/procurements/staff.contract";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { patchListRow } from "../../../../components/admin-list/use-admin-list";
import { LIST_PATH, staffProcurementKeys } from "./procurement-keys";

/** PUT /api/procurement/procurement-status with the contract body {procurement_id, status}. */
export function updateProcurementStatus(procurement_id: number, status: string) {
  return call(
    staffProcurementsContract.setStatus,
    { body: { procurement_id, status } },
    { fallback: PROCUREMENT_STAFF_TEXTS.statusFailed },
  );
}

/** Updates the status, changes the row in every cached list page at once, and marks the detail stale. */
export function useUpdateProcurementStatus() {
  const queryClient = useQueryClient();
  return async (id: number, status: string) => {
    const answer = await updateProcurementStatus(id, status);
    patchListRow<StaffProcurementRow>(queryClient, LIST_PATH, id, {
      status: answer.status as StaffProcurementRow["status"],
    });
    await queryClient.invalidateQueries({ queryKey: staffProcurementKeys.detail(id) });
    return answer;
  };
}
