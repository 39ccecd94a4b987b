import { minorToDecimalText } from "@app/shared/rates/rates";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import { AGENT_HIDDEN_CSV } from "./agent-view.js";

/*
 * The staff lists' helpers. A list's page and total: lib/list-source.ts (listSource, fetchPage); how its statements
 * run: lib/list-statements.ts; its total above the exact limit: lib/list-totals.ts. Here: order, search patterns,
 * the WHERE of a simple list, and the CSV export.
 */
export { fetchPage, listSource, NO_LIST_TOTAL, type PageSource, type TotalColumn } from "./list-source.js";
export { literalLimit, runListQuery } from "./list-statements.js";
export {
  countedExactly,
  countUpTo,
  estimateAbove,
  firstVerdictTurn,
  type ListTotal,
  surelyAbove,
  verdictKey,
} from "./list-totals.js";

/** How many rows a CSV export may hold: the filtered list, capped so one request cannot exhaust memory. */
export const CSV_MAX_ROWS = 10_000;

/**
 * A list's order: newest first (or oldest first), the id breaking ties. NULLS placement is spelled out to match
 * the list indexes as Drizzle creates them (`created_at DESC NULLS LAST, id DESC NULLS LAST`, read backwards for
 * oldest first): a plain `DESC` means NULLS FIRST in PostgreSQL, and the database would then sort the whole table
 * instead of reading the index. The columns are NOT NULL, so the rows come in the same order either way.
 */
export function newestFirst(sort: "asc" | "desc", date: AnyPgColumn, id: AnyPgColumn): [SQL, SQL] {
  return sort === "asc"
    ? [sql`${date} asc nulls first`, sql`${id} asc nulls first`]
    : [sql`${date} desc nulls last`, sql`${id} desc nulls last`];
}

/**
 * A list's order when staff sort by one of its columns (`sortBy`, a key of `columns`): that column in the
 * direction `sort`, then the list's date order in the same direction so equal values keep a stable order.
 * Without `sortBy` it is the date order alone (newestFirst).
 */
export function sortedOrder<K extends string>(
  query: { sort: "asc" | "desc"; sortBy?: K },
  columns: Record<K, AnyPgColumn | SQL>,
  date: AnyPgColumn,
  id: AnyPgColumn,
): SQL[] {
  const byDate = newestFirst(query.sort, date, id);
  if (!query.sortBy || columns[query.sortBy] === date) return byDate;
  const direction = query.sort === "asc" ? sql`asc nulls first` : sql`desc nulls last`;
  return [sql`${columns[query.sortBy]} ${direction}`, ...byDate];
}

/** A LIKE pattern for a prefix search, with the user's % and _ taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The range [from, to) of the strings that start with `prefix`, in the byte order of PostgreSQL's text_pattern_ops
 * (`~>=~`, `~<~`). UTF-8 keeps code-point order, so `to` is the prefix with its last code point raised by one
 * (skipping the surrogates, which are not characters; a trailing U+10FFFF cannot be raised and is dropped first).
 * Unlike a LIKE pattern, a range lets one prepared plan serve every search. Only a prefix made of nothing but
 * U+10FFFF (a noncharacter) has no upper bound; it gets an empty range.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const points = Array.from(prefix);
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return { from: prefix, to: points.join("") + String.fromCodePoint(next) };
    }
  }
  return { from: prefix, to: prefix };
}

/** A range that holds no string at all: searches nothing in that column. */
export const EMPTY_RANGE = { from: "", to: "" } as const;

export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE of a staff list: an optional status condition, and a search that matches any of `searchIn(text)`
 * or, for a number (optionally written '#123'), the record number itself.
 */
export function staffListWhere(options: {
  status?: SQL;
  q?: string;
  idColumn: AnyPgColumn;
  searchIn: (text: string) => SQL[];
}): SQL | undefined {
  const conditions: SQL[] = options.status ? [options.status] : [];
  const text = options.q?.trim().replace(/^#/, "");
  if (text) {
    const matches = options.searchIn(text);
    if (/^\d{1,9}$/.test(text)) matches.push(eq(options.idColumn, Number(text)));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export type CsvColumn<Row> =
  | { header: string; value: (row: Row) => string | number | null | undefined }
  /**
   * An amount in minor units, written as exact decimal text (-1550 → -15.50): a number to a spreadsheet, so it is
   * not defused like text that starts with a minus (csvCell), and sums in a column. Null: an empty cell.
   */
  | { header: string; minor: (row: Row) => number | null };

const cellOf = <Row>(column: CsvColumn<Row>, row: Row): string => {
  if (!("minor" in column)) return csvCell(column.value(row));
  const minor = column.minor(row);
  return minor === null ? "" : minorToDecimalText(minor);
};

/**
 * One CSV cell: quoted when needed, and anything that starts like a formula is defused for spreadsheets: the
 * cell's start, and every part after a `;`, `,` or tab, where a spreadsheet that splits on that character would
 * start a new cell (`a;=1+1`). Cells holding a separator are always quoted, so they stay one cell.
 */
export function csvCell(value: string | number | null | undefined): string {
  // A number cannot be a formula: a negative amount stays -15.00 (a bank statement's money out).
  if (typeof value === "number") return String(value);
  const text = (value == null ? "" : String(value)).replace(/(^|[;,\t])(?=[=+\-@\t\r])/g, "$1'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => cellOf(c, row)).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Sends the rows as a CSV file; a partner agent's export leaves out contact details and money (lib/agent-view.ts). */
export function sendCsv<Row>(reply: FastifyReply, filename: string, columns: CsvColumn<Row>[], rows: Row[]) {
  const shown =
    reply.request.admin?.role === "agent" ? columns.filter((c) => !AGENT_HIDDEN_CSV.test(c.header)) : columns;
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}-${stamp}.csv"`)
    .send(toCsv(shown, rows));
}
