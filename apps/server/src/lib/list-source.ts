import type { ListQuery, Pagination } from "@app/shared/core/http";
import { paginationOf } from "@app/shared/core/http";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { type PreparableQuery, runListQuery } from "./list-statements.js";
import {
  countedExactly,
  countUpTo,
  EXACT_TOTAL_DEFAULT,
  estimateAbove,
  firstVerdictTurn,
  type ListTotal,
  remembered,
  surelyAbove,
  verdictKey,
} from "./list-totals.js";

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
 * WHERE (`matches`, for countUpTo). Both are built for each request from whatever the caller's closures hold (the
 * filter, a scope, the clock) and run as statements named after their own SQL (lib/list-statements.ts), so two
 * requests whose SQL differs never share a statement. A page that is counted carries the count in the same
 * statement (`counted`, which fetchPage uses): one round trip instead of two. `toRow` turns a selected row into the
 * list's row. `keptTotal`: the exact number of matches of a filter without a search, as the database keeps it (a
 * counter table), counted in the page instead of the matches; the total answered is the same (above `exactUpTo` it
 * is still the estimate). `filter.q` says whether the list is searched.
 */
export function listSource<Selected, Row = Selected>(
  db: DbOrTx,
  filter: { q?: string },
  parts: {
    page: (limit: number, offset: number, total: TotalColumn) => PreparableQuery<(Selected & ListTotalOf)[]>;
    matches: () => SQLWrapper;
    toRow?: (row: Selected) => Row;
    keptTotal?: () => SQLWrapper;
  },
): PageSource<Row> {
  const searched = Boolean(filter.q);
  let builtMatches: SQLWrapper | undefined;
  const matches = () => {
    builtMatches ??= parts.matches();
    return builtMatches;
  };
  /** The verdict's key (verdictKey: the matches' SQL), built once per request whatever asks for it. */
  let builtKey: { exactUpTo: number; key: string } | undefined;
  const keyOf = (exactUpTo: number) => {
    if (builtKey?.exactUpTo !== exactUpTo) builtKey = { exactUpTo, key: verdictKey(matches(), exactUpTo) };
    return builtKey.key;
  };
  const toRow = parts.toRow ?? ((row: Selected) => row as unknown as Row);
  const count = (exactUpTo: number) => countUpTo(db, matches(), exactUpTo, searched, keyOf(exactUpTo));
  const run = async (limit: number, offset: number, total?: { exactUpTo: number }) => {
    const totalColumn = (exactUpTo: number): TotalColumn =>
      parts.keptTotal && !searched
        ? { list_total: sql<number>`(${parts.keptTotal()})` }
        : cappedTotal(matches(), exactUpTo);
    const selected = await runListQuery(
      parts.page(limit, offset, total ? totalColumn(total.exactUpTo) : NO_LIST_TOTAL),
    );
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
  /** A page with its total: the estimate remembered, else counted in the page's own statement. */
  const countedPage = async (limit: number, offset: number, exactUpTo: number, key: string) => {
    const estimate = searched ? remembered(db, key) : await surelyAbove(db, matches(), exactUpTo, key);
    if (estimate?.estimated) return { rows: (await run(limit, offset)).rows, total: estimate };
    if (searched) return searchedPage(limit, offset, exactUpTo);
    const page = await run(limit, offset, { exactUpTo });
    // An empty page past the first says nothing of the total: it is counted on its own.
    const n = page.total ?? (offset === 0 ? 0 : undefined);
    if (n === undefined) return { rows: page.rows, total: await count(exactUpTo) };
    if (n <= exactUpTo) return { rows: page.rows, total: countedExactly(db, key, n) };
    return { rows: page.rows, total: await estimateAbove(db, matches(), exactUpTo, key) };
  };
  return {
    rows: async (limit, offset) => (await run(limit, offset)).rows,
    count,
    // A list's first request after a start finds its verdict alone; the others wait for it (firstVerdictTurn).
    counted: async (limit, offset, exactUpTo) => {
      const key = keyOf(exactUpTo);
      const release = searched ? undefined : await firstVerdictTurn(db, key);
      try {
        return await countedPage(limit, offset, exactUpTo, key);
      } finally {
        release?.();
      }
    },
  };
}
