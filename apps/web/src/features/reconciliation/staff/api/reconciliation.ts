import { RECONCILIATION_TEXTS } from "@app/shared/reconciliation/staff";
import { staffReconciliationContract as op } from "@app/shared/reconciliation/staff.contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

const key = ["admin-reconciliation"] as const;

/** GET /api/admin/reconciliation: checked days, newest first. */
export function useReconciliationDays(page: number, enabled = true) {
  return useQuery({
    queryKey: [...key, "days", page],
    queryFn: () => call(op.days, { query: { page, pageSize: 30 } }, { fallback: "Could not load the reconciliation." }),
    enabled,
  });
}

/** GET /api/admin/reconciliation/day/:day (enabled once a day is chosen). */
export function useReconciliationDay(day: string | null) {
  return useQuery({
    queryKey: [...key, "day", day],
    queryFn: () => call(op.day, { params: { day: day ?? "" } }, { fallback: "Could not load the day." }),
    enabled: day !== null,
  });
}

/** POST /api/admin/reconciliation/day/:day/check, then the list and that day again. */
export function useCheckDay() {
  const queryClient = useQueryClient();
  return async (day: string) => {
    const report = await call(op.check, { params: { day } }, { fallback: RECONCILIATION_TEXTS.checkFailed });
    await queryClient.invalidateQueries({ queryKey: key });
    return report;
  };
}

/** GET /api/admin/reconciliation/exchange-differences?from&to (the report is asked for, not loaded on its own). */
export function useExchangeDifferences(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...key, "exchange", range],
    queryFn: () =>
      call(
        op.exchangeDifferences,
        { query: { from: range?.from ?? "", to: range?.to ?? "", format: "json" } },
        { fallback: "Could not load the exchange differences." },
      ),
    enabled: range !== null,
  });
}

export const exchangeCsvUrl = (range: { from: string; to: string }) =>
  `/api/admin/reconciliation/exchange-differences?${new URLSearchParams({ ...range, format: "csv" })}`;
