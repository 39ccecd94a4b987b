import { STORED_STATUSES } from "@app/shared/packages/packages";
import { REPORTS_TIME_ZONE } from "@app/shared/reports/staff";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";

/**
 * A report's range: Lagos days `from`..`to` (both included) as the instants [start, end), and the optional warehouse.
 * Lagos keeps UTC+1 all year, so a day starts at 23:00 UTC the day before.
 */
export interface ReportRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  warehouse: string | null;
  /** The instant the "now" figures are read at. */
  now: Date;
}

export function rangeOf(query: { from: string; to: string; warehouse?: string | undefined }, now = new Date()) {
  return {
    from: query.from,
    to: query.to,
    start: new Date(`${query.from}T00:00:00+01:00`),
    end: new Date(Date.parse(`${query.to}T00:00:00+01:00`) + 86_400_000),
    warehouse: query.warehouse ?? null,
    now,
  } satisfies ReportRange;
}

/** `column` (a timestamptz) as its Lagos calendar day. */
export const lagosDay = (column: SQL) => sql`((${column}) at time zone ${REPORTS_TIME_ZONE})::date`;
/** `column` within the range's instants. */
export const within = (column: SQL, r: ReportRange) =>
  sql`${column} >= ${r.start.toISOString()}::timestamptz and ${column} < ${r.end.toISOString()}::timestamptz`;
/** `and column = warehouse` when the range names one, nothing otherwise. */
export const atWarehouse = (column: SQL, r: ReportRange) =>
  r.warehouse ? sql` and ${column} = ${r.warehouse}` : sql``;
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
