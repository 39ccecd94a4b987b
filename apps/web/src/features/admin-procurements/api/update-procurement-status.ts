import type { StatusUpdatedResponse } from "@app/shared/invoices-staff";
import { PROCUREMENT_STAFF_TEXTS, type StaffProcurementRow } from "@app/shared/procurements-staff";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { staffProcurementKeys } from "./procurement-keys";

/** PUT /api/procurement/procurement-status with the contract body {procurement_id, status}. */
export function updateProcurementStatus(procurement_id: number, status: string) {
  return api.put<StatusUpdatedResponse>(
    "/procurement/procurement-status",
    { procurement_id, status },
    { fallback: PROCUREMENT_STAFF_TEXTS.statusFailed },
  );
}

type ListPage = { rows: StaffProcurementRow[] };

/** Updates the status, changes the row in every cached list page at once, and marks the detail stale. */
export function useUpdateProcurementStatus() {
  const queryClient = useQueryClient();
  return async (id: number, status: string) => {
    const answer = await updateProcurementStatus(id, status);
    queryClient.setQueriesData<ListPage>({ queryKey: staffProcurementKeys.list }, (page) =>
      page
        ? {
            ...page,
            rows: page.rows.map((r) =>
              r.id === id ? { ...r, status: answer.status as StaffProcurementRow["status"] } : r,
            ),
          }
        : page,
    );
    await queryClient.invalidateQueries({ queryKey: staffProcurementKeys.detail(id) });
    return answer;
  };
}
