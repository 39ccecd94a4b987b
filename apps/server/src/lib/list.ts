import { createHash } from "node:crypto";
import type { ListQuery, Pagination } from "@app/shared/http";
import { paginationOf } from "@app/shared/http";
import { and, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { type AnyPgColumn, PgDialect } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import { useCompiledRowMapper } from "./row-mapper.js";
import { collectSearchValues, searchShape } from "./search-values.js";

/** How many rows a CSV export may hold: the filtered list, capped so one request cannot exhaust memory. */
export const CSV_MAX_ROWS = 10_000;

/** How many matches a list counts exactly by default (config LIST_EXACT_TOTAL); above it the total is estimated. */
export const EXACT_TOTAL_DEFAULT = 10_000;

/** A list's total: exact, or (above the exact limit) the planner's estimate, flagged so the UI says "about". */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

export interface PageSource<Row> {
  rows(limit: number, offset: number): Promise<Row[]>;
  /** The exact count (small lists), or the count up to `exactUpTo` then an estimate (see countUpTo). */
  count(exactUpTo: number): Promise<number | ListTotal>;
  /** The page and its total (as count) in one statement, where the list can (listSource). */
  counted?(limit: number, offset: number, exactUpTo: number): Promise<{ rows: Row[]; total: ListTotal }>;
}

/** Runs the page query and the count together. */
export async function fetchPage<Row>(
  source: PageSource<Row>,
  query: Pick<ListQuery, "page" | "pageSize">,
  exactUpTo = EXACT_TOTAL_DEFAULT,
) {
  const [rows, counted]: [Row[], number | ListTotal] = source.counted
    ? await source.counted(query.pageSize, (query.page - 1) * query.pageSize, exactUpTo).then((p) => [p.rows, p.total])
    : await Promise.all([source.rows(query.pageSize, (query.page - 1) * query.pageSize), source.count(exactUpTo)]);
  const { total, estimated } = typeof counted === "number" ? { total: counted, estimated: false } : counted;
  const pagination: Pagination = paginationOf(query, total);
  return { rows, pagination: estimated ? { ...pagination, estimated: true } : pagination };
}

type RowsOf<T> = { rows: T[] };

/** Above this many times the exact limit in the planner's estimate, a list does not count at all (see countUpTo). */
export const SURELY_ABOVE_FACTOR = 10;

/**
 * How long a list's verdict holds without asking the planner again. A list found above its exact limit (counted
 * past it, or planned far past it) answers its estimate: such a total is an estimate anyway, and a list that shrinks
 * below the limit is counted exactly again at most this much later. A list the planner does not expect far above
 * the limit is counted on every request (its total stays exact); only the EXPLAIN before the count is skipped.
 */
export const ABOVE_LIMIT_TTL_MS = 10_000;
/** How many filters one database handle remembers (the oldest is forgotten first). */
const ABOVE_LIMIT_ENTRIES = 1000;

const keyDialect = new PgDialect();
/** Per database handle: the filter's SQL and parameters → its verdict (an estimate, or "count it") and until when. */
const aboveLimit = new WeakMap<object, Map<string, ListTotal & { until: number }>>();

function aboveLimitOf(db: DbOrTx) {
  let known = aboveLimit.get(db);
  if (!known) {
    known = new Map();
    aboveLimit.set(db, known);
  }
  return known;
}

const filterKey = (matches: SQLWrapper, exactUpTo: number) => {
  const { sql: text, params } = keyDialect.sqlToQuery(matches.getSQL());
  return `${exactUpTo}\u0000${text}\u0000${JSON.stringify(params)}`;
};

function remembered(db: DbOrTx, key: string): ListTotal | undefined {
  const known = aboveLimitOf(db);
  const entry = known.get(key);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return { total: entry.total, estimated: entry.estimated };
  known.delete(key);
  return undefined;
}

/** Remembers a verdict: `estimated` for a list above the limit, otherwise "count it" (`total` is then the plan's). */
function remember(db: DbOrTx, key: string, total: number, estimated = true): ListTotal {
  const known = aboveLimitOf(db);
  known.delete(key);
  known.set(key, { total, estimated, until: Date.now() + ABOVE_LIMIT_TTL_MS });
  if (known.size > ABOVE_LIMIT_ENTRIES) known.delete(known.keys().next().value as string);
  return { total, estimated };
}

/** The planner's estimate of how many rows `matches` yields (EXPLAIN: planned, not run). */
export async function plannedRows(db: DbOrTx, matches: SQLWrapper): Promise<number> {
  const explained = (await db.execute(sql`explain (format json) ${matches}`)) as unknown as RowsOf<
    Record<string, unknown>
  >;
  const plan = Object.values(explained.rows[0] ?? {})[0];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{ Plan: { "Plan Rows": number } }>;
  return Math.round(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** A list's FROM and WHERE, or how to build them (built only when a query needs them). */
type Matches = SQLWrapper | (() => SQLWrapper);
const built = (matches: Matches) => (typeof matches === "function" ? matches() : matches);
/** The key of a filter's verdict: the list's key (listKey) when it has one, else the filter's SQL and parameters. */
const verdictKey = (matches: Matches, exactUpTo: number, key?: string) =>
  key === undefined ? filterKey(built(matches), exactUpTo) : `${exactUpTo}\u0000${key}`;

/**
 * The estimate of a list (not a search) the planner expects to match more than ten times `exactUpTo`, or of one
 * found above `exactUpTo` in the last ABOVE_LIMIT_TTL_MS; undefined when it has to be counted. `key`: see countUpTo.
 */
export async function surelyAbove(
  db: DbOrTx,
  matches: Matches,
  exactUpTo: number,
  key?: string,
): Promise<ListTotal | undefined> {
  const verdict = verdictKey(matches, exactUpTo, key);
  const known = remembered(db, verdict);
  if (known) return known.estimated ? known : undefined;
  const planned = await plannedRows(db, built(matches));
  const decided = remember(db, verdict, planned, planned > exactUpTo * SURELY_ABOVE_FACTOR);
  return decided.estimated ? decided : undefined;
}

/** The estimate of a list counted past `exactUpTo` (at least `exactUpTo` + 1), remembered (see ABOVE_LIMIT_TTL_MS). */
export async function estimateAbove(db: DbOrTx, matches: Matches, exactUpTo: number, key?: string): Promise<ListTotal> {
  const planned = await plannedRows(db, built(matches));
  return remember(db, verdictKey(matches, exactUpTo, key), Math.max(exactUpTo + 1, planned));
}

/**
 * The total of a list over a large table without counting a million rows. `matches` is the list's FROM and WHERE
 * (selecting anything, no ORDER BY or LIMIT). Without a search text (`searched` false) the planner's estimate comes
 * first (EXPLAIN, no execution): when it expects more than ten times `exactUpTo`, the answer is that estimate,
 * flagged `estimated` (a filter the planner misjudges by a factor of ten is the only way a smaller list gets an
 * estimate). Otherwise the matches are counted only up to `exactUpTo` + 1 rows: up to `exactUpTo` the total is exact
 * and costs at most that many index entries; beyond it the answer is the estimate (at least `exactUpTo` + 1),
 * flagged. A list found above the limit keeps its estimate for ABOVE_LIMIT_TTL_MS without asking again.
 * With the list's `key` (listKey of its filter: see keptQuery) the filter is known by it, `matches` is built only
 * when a query needs it, and the count is built once.
 */
export async function countUpTo(
  db: DbOrTx,
  matches: Matches,
  exactUpTo: number,
  searched = false,
  key?: string,
  search?: string,
): Promise<ListTotal> {
  // A search is always counted up to the limit: the planner badly overestimates an OR of text matches.
  const estimate = searched
    ? remembered(db, verdictKey(matches, exactUpTo, key))
    : await surelyAbove(db, matches, exactUpTo, key);
  if (estimate?.estimated) return estimate;
  const capped = () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(${built(matches)} limit ${sql.raw(String(exactUpTo + 1))}) as capped`);
  // A search's count is kept per shape of search (`search`: searchKey), else built each time: see pageQuery.
  const [counted] = await (searched && search !== undefined
    ? keptSearch(db, `count\u0000${exactUpTo}\u0000${search}`, capped)
    : keptQuery(db, searched ? undefined : key && `count\u0000${exactUpTo}\u0000${key}`, capped));
  const n = Number(counted?.n ?? 0);
  if (n <= exactUpTo) return { total: n, estimated: false };
  return estimateAbove(db, matches, exactUpTo, key);
}

/** A query that can run as a named prepared statement (a Drizzle select). */
interface PreparableQuery<Result> extends PromiseLike<Result> {
  prepare(name: string): PreparedQuery<Result>;
}
interface PreparedQuery<Result> {
  execute(placeholders?: Record<string, unknown>): Promise<Result>;
  getQuery(): { sql: string; params: unknown[] };
}

/** Statement names by SQL text: a list has a handful of shapes (filter present or not, order), each one name. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES = 500;

function statementNameOf(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `list_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    if (statementNames.size >= STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The query prepared unnamed (its SQL built once), then named after the SQL it holds; its rows are mapped by a
 * compiled mapper (lib/row-mapper.ts).
 */
function preparedNamed<Result>(query: PreparableQuery<Result>): PreparedQuery<Result> {
  const prepared = query.prepare("");
  nameStatement(prepared, statementNameOf(prepared.getQuery().sql));
  useCompiledRowMapper(prepared);
  return prepared;
}

/** Per database handle: prepared list queries by their key (see keptQuery). */
const keptQueries = new WeakMap<object, Map<string, PreparedQuery<unknown>>>();
/** How many prepared list queries one database handle keeps (the oldest is dropped first). */
const KEPT_QUERIES = 1000;

/**
 * A list query (not a search) as a named prepared statement. With a `key` (listKey: the list and every input its
 * SQL is built from) the query is built and prepared once per database handle and run again for the same key:
 * building a list's SQL with Drizzle cost ~0.1-0.2 ms of CPU on every request. Without a key it is built each time.
 */
function keptQuery<Result>(db: DbOrTx, key: string | undefined, build: () => PreparableQuery<Result>): Promise<Result> {
  if (key === undefined) return preparedNamed(build()).execute();
  return kept(db, key, build).prepared.execute();
}

/** The statement kept under `key` for this database handle, prepared from `build()` the first time. */
function kept<Result>(db: DbOrTx, key: string, build: () => PreparableQuery<Result>) {
  let queries = keptQueries.get(db);
  if (!queries) {
    queries = new Map();
    keptQueries.set(db, queries);
  }
  const known = queries.get(key) as PreparedQuery<Result> | undefined;
  if (known) return { prepared: known, fresh: false };
  const prepared = preparedNamed(build());
  queries.set(key, prepared as PreparedQuery<unknown>);
  if (queries.size > KEPT_QUERIES) queries.delete(queries.keys().next().value as string);
  return { prepared, fresh: true };
}

/**
 * Set in tests (vitest.config.ts): every run of a kept search is also built afresh and must give the same SQL and
 * parameters, so a builder that decides on more than a text's shape (searchShape), or writes a search value
 * that is not a placeholder, fails the tests instead of answering another text's matches.
 */
const VERIFY_KEPT_SEARCHES = process.env.LIST_VERIFY_KEPT_SEARCHES === "1";

/**
 * A search query as a named prepared statement kept per shape of search (`key`: searchKey), run with this search's
 * values (lib/search-values.ts): the query is built again each time (cheap) only to collect them; its SQL is made
 * once per shape.
 */
function keptSearch<Result>(db: DbOrTx, key: string, build: () => PreparableQuery<Result>): Promise<Result> {
  const { built, values } = collectSearchValues(build);
  const { prepared, fresh } = kept(db, key, () => built);
  if (!fresh && VERIFY_KEPT_SEARCHES) verifyKeptSearch(prepared, build, values);
  return prepared.execute(values);
}

function verifyKeptSearch(
  kept: PreparedQuery<unknown>,
  build: () => PreparableQuery<unknown>,
  values: Record<string, unknown>,
) {
  const fresh = build().prepare("").getQuery(); // its values as parameters: built outside a collection
  const { sql: text, params } = kept.getQuery();
  const filled = params.map((p) =>
    p !== null && typeof p === "object" && "name" in p && (p as { name: unknown }).name !== undefined
      ? values[String((p as { name: string }).name)]
      : p,
  );
  if (text !== fresh.sql || JSON.stringify(filled) !== JSON.stringify(fresh.params))
    throw new Error(
      `A kept search statement does not fit this search: ${JSON.stringify({ kept: { text, filled }, fresh })}`,
    );
}

/** What a list's SQL is built from in its filter: all but its page, page size and format (a CSV export). */
function builtFrom(filter: object): Record<string, unknown> {
  const { page: _page, pageSize: _pageSize, format: _format, ...built } = filter as Record<string, unknown>;
  return built;
}

/**
 * The key of a list's prepared queries (keptQuery, countUpTo): the list's name and every input its SQL is built
 * from, e.g. its filter (builtFrom), then for its page the limit and offset. A query built from anything else (the
 * clock) has no key. Undefined for a search (`q`), which is kept by its shape instead (searchKey).
 */
export function listKey(list: string, filter: object, ...more: unknown[]): string | undefined {
  if ((filter as { q?: string }).q) return undefined;
  // The page and its size come as `more` (the limit and offset), if at all: a filter's count is one for every page.
  return `${list}\u0000${JSON.stringify(builtFrom(filter))}\u0000${JSON.stringify(more)}`;
}

/**
 * The key of a search's prepared queries (keptSearch): like listKey, with the search text's shape (searchShape)
 * for the text. Undefined without a search.
 */
export function searchKey(list: string, filter: object, ...more: unknown[]): string | undefined {
  const q = (filter as { q?: string }).q;
  if (!q) return undefined;
  const shaped = { ...builtFrom(filter), q: searchShape(q) };
  return `search\u0000${list}\u0000${JSON.stringify(shaped)}\u0000${JSON.stringify(more)}`;
}

/** A list's filter with its search text as it is (the key of its count's verdict, see countUpTo). */
const filterKeyOf = (list: string, filter: object) => `${list}\u0000${JSON.stringify(builtFrom(filter))}`;

/**
 * A list's page query (its default order, a status filter: not a search) as a named prepared statement named after
 * its SQL text: on PostgreSQL each pooled connection parses it once and, after a few runs, keeps a generic plan,
 * instead of parsing and planning it on every request (planning cost more than running the page, 0.3–0.7 ms).
 * The values (status, offset) are parameters, so one statement serves every page of a page size (literalLimit).
 * With a `key` (listKey) the query is built once (keptQuery). A search (`searched`) is built each time, and runs as
 * a named prepared statement as well, one per shape of search (number or not …): its values (patterns, ranges)
 * reach it unseen by the planner (lib/any-field-search.ts searchValue), so the plan it keeps serves every text and
 * a search is not planned on every request (planning a search's page and count cost ~1.2 ms of PostgreSQL CPU);
 * prefix searches are ranges (prefixRange), which a generic plan reads from the index.
 */
export function pageQuery<Result>(
  db: DbOrTx,
  build: () => PreparableQuery<Result>,
  options: { searched: boolean; key?: string },
): PromiseLike<Result> {
  return keptQuery(db, options.searched ? undefined : options.key, build);
}

/** The column a list's page query selects (`...total`) to carry its count up to a limit (listSource). */
export type TotalColumn = { list_total: SQL<number | null> };
type ListTotalOf = { list_total: number | null };
/** A page that is not counted (the CSV export, a list above its exact limit). */
export const NO_LIST_TOTAL: TotalColumn = { list_total: sql<null>`null::int` };

/** The matches counted up to `exactUpTo` + 1, as a column of the page (evaluated once, before the page's rows). */
const cappedTotal = (matches: SQLWrapper, exactUpTo: number): TotalColumn => ({
  list_total: sql<number>`(select count(*)::int from (${matches} limit ${sql.raw(String(exactUpTo + 1))}) as capped)`,
});

/**
 * A staff list's PageSource: its page query (`page`, with literalLimit, selecting `...total`) and its FROM and
 * WHERE (`matches`, for countUpTo), built from `filter` alone, run as prepared statements kept under the list's key
 * (listKey; a search is built each time, see pageQuery). A page that is counted carries the count in the same
 * statement (`counted`, which fetchPage uses): one round trip instead of two. `clocked`: the filter is built from the
 * clock too (its queries are built each time). `toRow` turns a selected row into the list's row. `keptTotal`: the
 * exact number of matches of a filter without a search, as the database keeps it (a counter table), counted in the
 * page instead of the matches; the total answered is the same (above `exactUpTo` it is still the estimate).
 */
export function listSource<Selected, Row = Selected>(
  db: DbOrTx,
  list: string,
  filter: object,
  parts: {
    page: (limit: number, offset: number, total: TotalColumn) => PreparableQuery<(Selected & ListTotalOf)[]>;
    matches: () => SQLWrapper;
    clocked?: boolean;
    toRow?: (row: Selected) => Row;
    keptTotal?: () => SQLWrapper;
  },
): PageSource<Row> {
  const searched = Boolean((filter as { q?: string }).q);
  // The keys of its statements (a search's per shape of text), and of its count's verdict (a search's with its text).
  const key = (...page: number[]) => (parts.clocked ? undefined : listKey(list, filter, ...page));
  const shape = (...page: number[]) => (parts.clocked ? undefined : searchKey(list, filter, ...page));
  const verdict = parts.clocked ? undefined : searched ? filterKeyOf(list, filter) : key();
  const toRow = parts.toRow ?? ((row: Selected) => row as unknown as Row);
  const count = (exactUpTo: number) => countUpTo(db, parts.matches, exactUpTo, searched, verdict, shape());
  const run = async (limit: number, offset: number, total?: { exactUpTo: number }) => {
    const totalColumn = (exactUpTo: number): TotalColumn =>
      parts.keptTotal && !searched
        ? { list_total: sql<number>`(${parts.keptTotal()})` }
        : cappedTotal(parts.matches(), exactUpTo);
    const build = () => parts.page(limit, offset, total ? totalColumn(total.exactUpTo) : NO_LIST_TOTAL);
    const counted = total ? [total.exactUpTo] : [];
    const search = shape(limit, offset, ...counted);
    const selected = await (search !== undefined
      ? keptSearch(db, search, build)
      : pageQuery(db, build, { searched, key: key(limit, offset, ...counted) }));
    return {
      rows: selected.map(({ list_total: _total, ...row }) => toRow(row as Selected)),
      total: selected[0]?.list_total ?? null,
    };
  };
  /**
   * A search's page, then its count only when the page cannot tell it: most searches find less than a page, and a
   * page short of `limit` (not an empty one past the first) is the last, so the total is its offset and its rows.
   * Its look-ups then run once, where a count in the same statement ran them twice.
   */
  const searchedPage = async (limit: number, offset: number, exactUpTo: number) => {
    const { rows } = await run(limit, offset);
    const last = rows.length < limit && (rows.length > 0 || offset === 0);
    const total = last ? { total: offset + rows.length, estimated: false } : await count(exactUpTo);
    return { rows, total };
  };
  return {
    rows: async (limit, offset) => (await run(limit, offset)).rows,
    count,
    counted: async (limit, offset, exactUpTo) => {
      const estimate = searched
        ? remembered(db, verdictKey(parts.matches, exactUpTo, verdict))
        : await surelyAbove(db, parts.matches, exactUpTo, verdict);
      if (estimate?.estimated) return { rows: (await run(limit, offset)).rows, total: estimate };
      if (searched) return searchedPage(limit, offset, exactUpTo);
      const page = await run(limit, offset, { exactUpTo });
      // An empty page past the first says nothing of the total: it is counted on its own.
      const n = page.total ?? (offset === 0 ? 0 : undefined);
      if (n === undefined) return { rows: page.rows, total: await count(exactUpTo) };
      if (n <= exactUpTo) return { rows: page.rows, total: { total: n, estimated: false } };
      return { rows: page.rows, total: await estimateAbove(db, parts.matches, exactUpTo, verdict) };
    },
  };
}

/**
 * Names a statement Drizzle prepared unnamed: node-postgres sends the name from its query configs (rawQueryConfig,
 * queryConfig). Should a Drizzle version keep them elsewhere, the statement stays unnamed (parsed on each run, never
 * run under another statement's name); lib/list-prepared.test.ts fails then.
 */
function nameStatement(prepared: object, name: string) {
  const configs = prepared as Partial<Record<"rawQueryConfig" | "queryConfig", { name?: string }>>;
  for (const config of [configs.rawQueryConfig, configs.queryConfig])
    if (config && "name" in config) config.name = name;
}

/**
 * A page size written into the SQL text instead of sent as a parameter, for pageQuery: with `LIMIT $n` the planner
 * of a generic plan assumes a tenth of the table and the statement is planned again on every run; with the number
 * in the text the generic plan is as cheap as a custom one, and PostgreSQL keeps it. (Drizzle writes an SQL limit
 * as it is; the page size is a validated integer.)
 */
export function literalLimit(limit: number): number {
  return sql.raw(String(Math.max(0, Math.trunc(limit)))) as unknown as number;
}

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

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * One CSV cell: quoted when needed, and anything that starts like a formula is defused for spreadsheets: the
 * cell's start, and every part after a `;`, `,` or tab, where a spreadsheet that splits on that character would
 * start a new cell (`a;=1+1`). Cells holding a separator are always quoted, so they stay one cell.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = (value == null ? "" : String(value)).replace(/(^|[;,\t])(?=[=+\-@\t\r])/g, "$1'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function sendCsv<Row>(reply: FastifyReply, filename: string, columns: CsvColumn<Row>[], rows: Row[]) {
  const stamp = new Date().toISOString().slice(0, 10);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}-${stamp}.csv"`)
    .send(toCsv(columns, rows));
}
