import type { DashboardResponse } from "@app/shared/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const dashboardKeys = { all: ["dashboard"] as const };

export function getDashboard() {
  return api.get<DashboardResponse>("/dashboard", { fallback: "Error!" });
}

export const dashboardQuery = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });

/** The customer home in one call. Failures are shown in place (the spec only logs dashboard fetch errors). */
export function useDashboard() {
  return useQuery(dashboardQuery());
}
