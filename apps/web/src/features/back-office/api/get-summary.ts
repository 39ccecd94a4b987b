import { ADMIN_HOME_TEXTS } from "@app/shared/back-office/back-office";
import { staffBackOfficeContract } from "@app/shared/back-office/staff.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";

export const adminSummaryKey = ["admin", "summary"] as const;

export const getAdminSummary = () =>
  call(staffBackOfficeContract.summary, {}, { fallback: ADMIN_HOME_TEXTS.loadFailed });

/** The admin home's figures; always fresh when the home opens. */
export function useAdminSummary() {
  return useQuery({ queryKey: adminSummaryKey, queryFn: getAdminSummary, staleTime: 0 });
}
