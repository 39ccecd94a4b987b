import { PROCUREMENT_STAFF_TEXTS, type StaffProcurementDetailResponse } from "@app/shared/procurements.staff";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api";
import { staffProcurementKeys } from "./procurement-keys";

/** GET /api/procurement/{id}: products, images, the customer's e-mail and the audit trail. */
export function getStaffProcurement(id: number) {
  return api.get<StaffProcurementDetailResponse>(`/procurement/${id}`, {
    fallback: PROCUREMENT_STAFF_TEXTS.fetchFailed,
  });
}

/** Always fetched by id, so a reload or a shared link works. */
export function useStaffProcurement(id: number) {
  return useQuery({
    queryKey: staffProcurementKeys.detail(id),
    queryFn: async () => (await getStaffProcurement(id)).procurement,
    enabled: Number.isInteger(id) && id > 0,
  });
}
