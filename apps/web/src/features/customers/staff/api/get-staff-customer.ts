import { STAFF_CUSTOMER_TEXTS } from "@app/shared/customers/staff";
import { staffCustomersContract } from "@app/shared/customers/staff.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

export function getStaffCustomer(id: number) {
  return call(staffCustomersContract.detail, { params: { id } }, { fallback: STAFF_CUSTOMER_TEXTS.fetchFailed });
}

/** Always fetched by id, so a reload or a shared link works. */
export function useStaffCustomer(id: number) {
  return useQuery({
    queryKey: ["staff-customer", id],
    queryFn: () => getStaffCustomer(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
