import { z } from "zod";
import { daysInOrder, isCalendarDay, RANGE_ORDER_TEXT } from "../core/calendar-day.js";
import { PACKAGE_WAREHOUSE_CITIES } from "../packages/packages.js";

/**
 * The owner's reports (issue 34, docs/decisions/0063): one range of days in Lagos time (Africa/Lagos, UTC+1 all year)
 * and an optional warehouse over every table of the dashboard. Each table is what one chart draws; the page shows it
 * beside its chart and downloads it as CSV from the same operation.
 */
export const REPORTS_TIME_ZONE = "Africa/Lagos";
/** A range covers at most this many days (a year and a day): a longer one answers 400. */
export const REPORT_MAX_DAYS = 366;

export const REPORTS_TEXTS = {
  title: "Reports",
  dayFormat: "Enter a day as YYYY-MM-DD",
  dayInYears: "Enter a day that exists, between 2000-01-01 and 2100-12-31",
  rangeOrder: RANGE_ORDER_TEXT,
  rangeLength: `Choose at most ${REPORT_MAX_DAYS} days`,
  loading: "Loading reports…",
  empty: "Nothing in this range.",
  failed: "Could not load the reports. Please try again.",
  now: "Now",
  nowNote: "Read now, whatever the range.",
} as const;

export const dayText = z
  .string({ error: REPORTS_TEXTS.dayFormat })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORTS_TEXTS.dayFormat)
  .refine(isCalendarDay, REPORTS_TEXTS.dayInYears);

/** Whole days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const rangeShape = {
  from: dayText,
  to: dayText,
  warehouse: z.enum(PACKAGE_WAREHOUSE_CITIES).optional(),
};

export const rangeRules = <T extends { from: string; to: string }>(schema: z.ZodType<T>) =>
  daysInOrder(schema).refine((q) => q.from > q.to || daysInRange(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: REPORTS_TEXTS.rangeLength,
    path: ["from"],
  });

/** GET /api/admin/reports?from&to[&warehouse] */
export const reportsQuerySchema = rangeRules(z.object(rangeShape));
export type ReportsQuery = z.infer<typeof reportsQuerySchema>;

/** GET /api/admin/reports/:table?from&to[&warehouse][&format=csv] */
export const reportTableQuerySchema = rangeRules(
  z.object({ ...rangeShape, format: z.enum(["json", "csv"]).default("json") }),
);

/** How a column's values read: a day, words, a count, minor units of the row's currency, kobo, days, a percentage. */
export type ColumnKind = "day" | "text" | "count" | "minor" | "kobo" | "days" | "percent";
export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}
const col = (key: string, label: string, kind: ColumnKind): ReportColumn => ({ key, label, kind });
export interface ReportTable {
  title: string;
  columns: ReportColumn[];
  now?: true;
  company?: true;
}

/**
 * Every table of the dashboard: its title, its columns in order (the CSV's header, the screen table's head). `now`:
 * a state read now whatever the range (docs/decisions/0063, 0077), labelled so on the screen; `company`: the
 * company's customer figures, only for accounts of all warehouses (docs/decisions/0076).
 */
export const REPORT_TABLES = {
  received_per_day: {
    title: "Parcels received per day",
    columns: [col("day", "Day", "day"), col("parcels", "Parcels", "count")],
  },
  shelf_age: {
    now: true,
    title: "On the shelves by age",
    columns: [col("age", "Age", "text"), col("parcels", "Parcels", "count")],
  },
  parcel_queues: {
    now: true,
    title: "Waiting",
    columns: [col("queue", "Queue", "text"), col("count", "Count", "count")],
  },
  movement_now: {
    now: true,
    title: "Masters and shipments moving",
    columns: [col("measure", "Measure", "text"), col("count", "Count", "count")],
  },
  customs_holds: {
    now: true,
    title: "Held in customs by reason",
    columns: [
      col("reason", "Reason", "text"),
      col("masters", "Masters", "count"),
      col("shipments", "Shipments", "count"),
    ],
  },
  transit_times: {
    title: "Transit time per route (received to delivered)",
    columns: [
      col("route", "Route", "text"),
      col("shipments", "Shipments", "count"),
      col("median_days", "Median (days)", "days"),
      col("p90_days", "90th percentile (days)", "days"),
    ],
  },
  on_time: {
    title: "On time (delivered by the expected date)",
    columns: [
      col("delivered", "Delivered", "count"),
      col("on_time", "On time", "count"),
      col("rate_percent", "On-time rate (%)", "percent"),
    ],
  },
  money_per_day: {
    title: "Invoiced and collected per day, by invoice currency",
    columns: [
      col("day", "Day", "day"),
      col("currency", "Currency", "text"),
      col("invoiced_minor", "Invoiced", "minor"),
      col("collected_minor", "Collected", "minor"),
    ],
  },
  naira_per_day: {
    title: "Collected in naira per day",
    columns: [col("day", "Day", "day"), col("collected_kobo", "Collected (₦)", "kobo")],
  },
  unpaid_by_age: {
    now: true,
    title: "Unpaid invoices by age",
    columns: [
      col("age", "Age", "text"),
      col("currency", "Currency", "text"),
      col("invoices", "Invoices", "count"),
      col("outstanding_minor", "Outstanding", "minor"),
    ],
  },
  storage_fees: {
    now: true,
    title: "Storage fees accrued on the shelves",
    columns: [
      col("warehouse", "Warehouse", "text"),
      col("currency", "Currency", "text"),
      col("parcels", "Parcels paying", "count"),
      col("fees_minor", "Fees", "minor"),
    ],
  },
  refunds: {
    title: "Refunds",
    columns: [
      col("currency", "Currency", "text"),
      col("refunds", "Refunds", "count"),
      col("amount_minor", "Amount", "minor"),
    ],
  },
  desk: {
    title: "Parcels received per worker per hour",
    columns: [
      col("worker", "Worker", "text"),
      col("parcels", "Parcels", "count"),
      col("active_hours", "Hours at the desk", "count"),
      col("per_hour", "Parcels per hour", "days"),
    ],
  },
  customers_summary: {
    company: true,
    title: "Customers",
    columns: [col("new_customers", "New", "count"), col("active_customers", "Active", "count")],
  },
  top_customers: {
    company: true,
    title: "Top ten customers by revenue",
    columns: [
      col("customer", "Customer", "text"),
      col("suite_number", "Suite", "text"),
      col("collected_kobo", "Collected (₦)", "kobo"),
    ],
  },
} as const satisfies Record<string, ReportTable>;

export type ReportTableName = keyof typeof REPORT_TABLES;
export const REPORT_TABLE_NAMES = Object.keys(REPORT_TABLES) as [ReportTableName, ...ReportTableName[]];

export const reportTableParamsSchema = z.object({ table: z.enum(REPORT_TABLE_NAMES) });

/** One row of a table: its columns' values (a day or words as text, amounts as integers, null where none). */
export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportTableSchema = z.object({ rows: z.array(reportRowSchema) });

export const reportsSchema = z.object({
  from: z.string(),
  to: z.string(),
  warehouse: z.string().nullable(),
  /** When the figures "now" (on the shelves, waiting, moving, unpaid) were read. */
  as_of: z.string(),
  tables: z.record(z.enum(REPORT_TABLE_NAMES), reportTableSchema),
});
export type Reports = z.infer<typeof reportsSchema>;

/** The age buckets (days since received; days since issued). */
export const SHELF_AGES = ["0–7 days", "8–30 days", "over 30 days"] as const;
export const UNPAID_AGES = ["0–30 days", "31–60 days", "61–90 days", "over 90 days"] as const;
