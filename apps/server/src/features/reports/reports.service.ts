import { REPORT_TABLES, type ReportRow, type ReportTableName, type Reports } from "@app/shared/reports/staff";
import type { DbOrTx } from "../../db/client.js";
import type { CsvColumn } from "../../lib/list.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { moneyPerDay, nairaPerDay, refunds, storageFees, unpaidByAge } from "./reports.money.js";
import {
  customsHolds,
  movementNow,
  onTime,
  parcelQueues,
  receivedPerDay,
  shelfAge,
  transitTimes,
} from "./reports.parcels.js";
import { customersSummary, desk, topCustomers } from "./reports.people.js";
import { type ReportRange, rangeOf } from "./reports.range.js";

/** Each table's query (docs/decisions/0063 says what each one counts). */
const TABLE_QUERIES: Record<ReportTableName, (db: DbOrTx, r: ReportRange) => Promise<ReportRow[]>> = {
  received_per_day: receivedPerDay,
  shelf_age: shelfAge,
  parcel_queues: parcelQueues,
  movement_now: movementNow,
  customs_holds: customsHolds,
  transit_times: transitTimes,
  on_time: onTime,
  money_per_day: moneyPerDay,
  naira_per_day: nairaPerDay,
  unpaid_by_age: unpaidByAge,
  storage_fees: storageFees,
  refunds,
  desk,
  customers_summary: customersSummary,
  top_customers: topCustomers,
};

type RangeQuery = { from: string; to: string; warehouse?: string | undefined };

/** Every table of the dashboard, one query after the other on one pooled connection's worth of time each. */
export async function reportsFor(ctx: ServiceContext, query: RangeQuery, now = new Date()): Promise<Reports> {
  const range = rangeOf(query, now, ctx.scope);
  const tables = {} as Reports["tables"];
  for (const name of Object.keys(TABLE_QUERIES) as ReportTableName[]) {
    tables[name] = { rows: await TABLE_QUERIES[name](ctx.db, range) };
  }
  return { from: range.from, to: range.to, warehouse: range.warehouse, as_of: now.toISOString(), tables };
}

export async function reportTable(ctx: ServiceContext, table: ReportTableName, query: RangeQuery, now = new Date()) {
  return { rows: await TABLE_QUERIES[table](ctx.db, rangeOf(query, now, ctx.scope)) };
}

/** The CSV columns of a table: its screen columns, amounts as the integers the API answers (minor units). */
export function csvColumnsOf(table: ReportTableName): CsvColumn<ReportRow>[] {
  return REPORT_TABLES[table].columns.map((column) => ({
    header: column.kind === "minor" || column.kind === "kobo" ? `${column.label} (minor units)` : column.label,
    value: (row: ReportRow) => row[column.key] ?? "",
  }));
}
