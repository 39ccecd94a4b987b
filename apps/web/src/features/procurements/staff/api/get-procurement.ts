import { PROCUREMENT_STAFF_TEXTS } from "@app/shared/procurements/staff";
import { staffProcurementsContract } from "@app/shared/procurements/staff.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { staffProcurementKeys } from "./procurement-keys";

/** GET /api/procurement/{id}: products, images, the customer's e-mail and the audit trail. */
export function getStaffProcurement(id: number) {
  return call(staffProcurementsContract.detail, { params: { id } }, { fallback: PROCUREMENT_STAFF_TEXTS.fetchFailed });
}

/** Always fetched by id, so a reload or a shared link works. */
export function useStaffProcurement(id: number) {
  return useQuery({
    queryKey: staffProcurementKeys.detail(id),
    queryFn: async () => (await getStaffProcurement(id)).procurement,
    enabled: Number.isInteger(id) && id > 0,
  });
}
