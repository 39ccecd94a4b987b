import { dashboardContract } from "@app/shared/dashboard/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { dashboardKey } from "../../../lib/query-keys";

export const dashboardKeys = { all: dashboardKey };

export function getDashboard() {
  return call(dashboardContract.home, {}, { fallback: "Error!" });
}

export const dashboardQuery = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });

/** The customer home in one call. Failures are shown in place (the spec only logs dashboard fetch errors). */
export function useDashboard() {
  return useQuery(dashboardQuery());
}
