import { STORED_STATUSES } from "@app/shared/packages/packages";
import { REPORTS_TIME_ZONE } from "@app/shared/reports/staff";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { WarehouseScope } from "../../lib/warehouse-scope.js";

/**
 * A report's range: Lagos days `from`..`to` (both included) as the instants [start, end), and the optional warehouse.
 * Lagos keeps UTC+1 all year, so a day starts at 23:00 UTC the day before. The figures are read for `warehouses`:
 * the chosen warehouse within the caller's, as the lists filter (docs/decisions/0076).
 */
export interface ReportRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  warehouse: string | null;
  /** The warehouses the figures are of: null for all, [] for none (a warehouse not the caller's). */
  warehouses: readonly string[] | null;
  /** Whether the caller sees all warehouses, and so the company's own figures (customers, pickups, wallets). */
  companyWide: boolean;
  /** The instant the "now" figures are read at. */
  now: Date;
}

export function rangeOf(
  query: { from: string; to: string; warehouse?: string | undefined },
  now = new Date(),
  scope?: WarehouseScope,
) {
  const chosen = query.warehouse ?? null;
  const mine = scope?.warehouses ?? null;
  const warehouses = chosen === null ? mine : !mine || mine.includes(chosen as never) ? [chosen] : [];
  return {
    from: query.from,
    to: query.to,
    start: new Date(`${query.from}T00:00:00+01:00`),
    end: new Date(Date.parse(`${query.to}T00:00:00+01:00`) + 86_400_000),
    warehouse: chosen,
    warehouses,
    companyWide: mine === null,
    now,
  } satisfies ReportRange;
}

/** `column` (a timestamptz) as its Lagos calendar day. */
export const lagosDay = (column: SQL) => sql`((${column}) at time zone ${REPORTS_TIME_ZONE})::date`;
/** `column` within the range's instants. */
export const within = (column: SQL, r: ReportRange) =>
  sql`${column} >= ${r.start.toISOString()}::timestamptz and ${column} < ${r.end.toISOString()}::timestamptz`;
/** `column in (the range's warehouses)`, or undefined for all warehouses. */
export const inWarehouses = (column: SQL, r: ReportRange): SQL | undefined =>
  r.warehouses === null
    ? undefined
    : r.warehouses.length
      ? sql`${column} in (${sql.join(
          r.warehouses.map((w) => sql`${w}`),
          sql`, `,
        )})`
      : sql`false`;
/** `and column in (the range's warehouses)`, nothing for all warehouses. */
export const atWarehouse = (column: SQL, r: ReportRange) => {
  const condition = inWarehouses(column, r);
  return condition ? sql` and ${condition}` : sql``;
};
/**
 * Where shipment `s` (a shipments row's alias) is for the warehouse filter (docs/decisions/0138): its master's origin,
 * else its first ship request's warehouse, else its own warehouse (shipments.warehouse, from its country, as the
 * shipments list scopes it and decision 0120 places its invoice).
 */
export const shipmentPlace = (s: SQL) => sql`coalesce(
  (select m.origin from master_shipments m where m.id = ${s}.master_shipment_id),
  (select q.warehouse from ship_requests q where q.shipment_id = ${s}.id order by q.id limit 1),
  ${s}.warehouse)`;
export const storedStatuses = sql.join(
  STORED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
/** Every Lagos day of the range, as a set to left-join the figures on (days with nothing count 0). */
export const rangeDays = (r: ReportRange) =>
  sql`generate_series(${r.from}::date, ${r.to}::date, interval '1 day') as d(day)`;

/** The rows of a raw query (node-postgres and PGlite answer the same { rows } shape). */
export async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** Counts and sums come back as text (bigint) or numbers: integers for the answer. */
export const int = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
/** A decimal rounded to one place, or null. */
export const oneDecimal = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
