import type { ReportTableName } from "@app/shared/reports/staff";
import type { ReportRange } from "../api/reports";

export interface ChartSpec {
  /** The column naming each bar's category. */
  category: string;
  series: Array<{ key: string; label: string; colour: string }>;
}

export interface ReportView {
  chart?: ChartSpec;
  /** The list behind the figures, filtered the same way where the list can be. */
  list: (range: ReportRange) => { to: string; label: string };
}

const BLUE = "#1d4ed8";
const AMBER = "#b45309";

const withWarehouse = (path: string, range: ReportRange, extra: Record<string, string> = {}) => {
  const search = new URLSearchParams({ ...extra, ...(range.warehouse ? { warehouse: range.warehouse } : {}) });
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};
const packages =
  (label: string, extra: Record<string, string> = {}) =>
  (range: ReportRange) => ({
    to: withWarehouse("/admin/packages", range, extra),
    label,
  });

/** How each table of the dashboard is drawn and which list it leads to. */
export const REPORT_VIEWS: Record<ReportTableName, ReportView> = {
  received_per_day: {
    chart: { category: "day", series: [{ key: "parcels", label: "Parcels", colour: BLUE }] },
    list: packages("Open the packages list"),
  },
  shelf_age: {
    chart: { category: "age", series: [{ key: "parcels", label: "Parcels", colour: BLUE }] },
    list: packages("Open parcels held over 30 days", { age: "30" }),
  },
  parcel_queues: {
    list: () => ({ to: "/admin/ship-requests?status=submitted", label: "Open ship requests to pack" }),
  },
  movement_now: {
    list: () => ({ to: "/admin/shipments?status=In+Transit", label: "Open shipments in transit" }),
  },
  customs_holds: {
    chart: { category: "reason", series: [{ key: "masters", label: "Masters", colour: AMBER }] },
    list: () => ({ to: "/admin/master-shipments?status=in_transit", label: "Open masters in transit" }),
  },
  transit_times: {
    chart: {
      category: "route",
      series: [
        { key: "median_days", label: "Median (days)", colour: BLUE },
        { key: "p90_days", label: "90th percentile (days)", colour: AMBER },
      ],
    },
    list: () => ({ to: "/admin/shipments?status=Delivered", label: "Open delivered shipments" }),
  },
  on_time: { list: () => ({ to: "/admin/shipments?status=Delivered", label: "Open delivered shipments" }) },
  money_per_day: { list: () => ({ to: "/admin/invoices", label: "Open the invoices list" }) },
  naira_per_day: {
    chart: { category: "day", series: [{ key: "collected_kobo", label: "Collected (₦)", colour: BLUE }] },
    list: () => ({ to: "/admin/invoices?status=paid", label: "Open paid invoices" }),
  },
  unpaid_by_age: {
    chart: { category: "age", series: [{ key: "invoices", label: "Invoices", colour: AMBER }] },
    list: () => ({ to: "/admin/invoices?status=pending", label: "Open pending invoices" }),
  },
  storage_fees: { list: packages("Open parcels held over 30 days", { age: "30" }) },
  refunds: { list: () => ({ to: "/admin/invoices?status=refunded", label: "Open refunded invoices" }) },
  desk: {
    chart: { category: "worker", series: [{ key: "parcels", label: "Parcels", colour: BLUE }] },
    list: packages("Open the packages list"),
  },
  customers_summary: { list: () => ({ to: "/admin/customers", label: "Open the customers list" }) },
  top_customers: { list: () => ({ to: "/admin/customers", label: "Open the customers list" }) },
};
