import { ADMIN_HOME_TEXTS, type AdminSummary } from "@app/shared/back-office";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const adminSummaryKey = ["admin", "summary"] as const;

export const getAdminSummary = () => api.get<AdminSummary>("/admin/summary", { fallback: ADMIN_HOME_TEXTS.loadFailed });

/** The admin home's figures; always fresh when the home opens. */
export function useAdminSummary() {
  return useQuery({ queryKey: adminSummaryKey, queryFn: getAdminSummary, staleTime: 0 });
}
