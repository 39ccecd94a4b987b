import type { AccountingLayout } from "@app/shared/reports/accounting";
import type { ReportTableName } from "@app/shared/reports/staff";
import { staffReportsContract as op } from "@app/shared/reports/staff.contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

export interface ReportRange {
  from: string;
  to: string;
  /** A warehouse's city, or "" for every warehouse. */
  warehouse: string;
}

const queryOf = (range: ReportRange) => ({
  from: range.from,
  to: range.to,
  ...(range.warehouse ? { warehouse: range.warehouse as "Brixton" } : {}),
});

/** GET /api/admin/reports: every table of the dashboard for the range (the previous range stays shown while loading). */
export function useReports(range: ReportRange) {
  return useQuery({
    queryKey: ["admin-reports", range],
    queryFn: () => call(op.overview, { query: queryOf(range) }, { fallback: "Could not load the reports." }),
    placeholderData: keepPreviousData,
  });
}

const search = (range: ReportRange, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    from: range.from,
    to: range.to,
    ...(range.warehouse ? { warehouse: range.warehouse } : {}),
    ...extra,
  });

/** One table as CSV, the same range and warehouse. */
export const tableCsvUrl = (table: ReportTableName, range: ReportRange) =>
  `/api/admin/reports/table/${table}?${search(range, { format: "csv" })}`;

/** The accountant's export of the range (every warehouse). */
export const accountingCsvUrl = (layout: AccountingLayout, range: ReportRange) =>
  `/api/admin/reports/accounting/${layout}?${new URLSearchParams({ from: range.from, to: range.to, format: "csv" })}`;

/** GET /api/admin/reports/duty-paid?month: the month's duty-paid shipments for customs ("" asks nothing). */
export function useDutyPaid(month: string) {
  return useQuery({
    queryKey: ["admin-reports", "duty-paid", month],
    queryFn: () =>
      call(op.dutyPaid, { query: { month, format: "json" } }, { fallback: "Could not load the duty-paid report." }),
    enabled: month !== "",
  });
}

/** The month's duty-paid report as CSV. */
export const dutyPaidCsvUrl = (month: string) =>
  `/api/admin/reports/duty-paid?${new URLSearchParams({ month, format: "csv" })}`;
