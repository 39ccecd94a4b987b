import { type SQLWrapper, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.js";
import { runListQuery } from "./list-statements.js";

/** How many matches a list counts exactly by default (config LIST_EXACT_TOTAL); above it the total is estimated. */
export const EXACT_TOTAL_DEFAULT = 10_000;

/** A list's total: exact, or (above the exact limit) the planner's estimate, flagged so the UI says "about". */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

type RowsOf<T> = { rows: T[] };

/** Above this many times the exact limit in the planner's estimate, a list does not count at all (see countUpTo). */
export const SURELY_ABOVE_FACTOR = 10;

/**
 * How long a list's verdict holds without asking the planner again. A list found above its exact limit (counted
 * past it, or planned far past it) answers its estimate: such a total is an estimate anyway, and a list that shrinks
 * below the limit is counted exactly again at most this much later. A list counted at or under the limit is counted
 * on every request (its total stays exact); only the EXPLAIN before the count is skipped.
 */
export const ABOVE_LIMIT_TTL_MS = 10_000;
/**
 * When a verdict has run out, the first caller asks the database again (EXPLAIN, then perhaps a count of the limit's
 * worth of rows, tens of milliseconds at a million rows); the others keep the old verdict for up to this long
 * meanwhile. Asked by every caller at once, a busy list's recounts held each other up: at 100 requests a second the
 * invoices paid stalled ~100 ms every ten seconds. Should the first caller never answer (an error), the next caller
 * after this long asks again.
 */
export const REFRESH_MS = 2_000;
/** How many filters one database handle remembers (the oldest is forgotten first). */
const ABOVE_LIMIT_ENTRIES = 1000;

const keyDialect = new PgDialect();
/**
 * Per database handle: a list's matches (their SQL text and parameters, so every scope and search text has its own)
 * → its verdict (an estimate, or "count it") and until when.
 */
const aboveLimit = new WeakMap<object, Map<string, ListTotal & { until: number }>>();

function aboveLimitOf(db: DbOrTx) {
  let known = aboveLimit.get(db);
  if (!known) {
    known = new Map();
    aboveLimit.set(db, known);
  }
  return known;
}

/** The key of a verdict: the matches' own SQL text and parameter values, and the limit. */
export function verdictKey(matches: SQLWrapper, exactUpTo: number): string {
  const { sql: text, params } = keyDialect.sqlToQuery(matches.getSQL());
  return `${exactUpTo}\u0000${text}\u0000${JSON.stringify(params)}`;
}

/**
 * The verdict remembered under `key` (verdictKey) while it holds. Once it has run out, undefined for the first
 * caller, who asks the database again, and the old verdict for every other caller until that one has answered (at
 * most REFRESH_MS).
 */
export function remembered(db: DbOrTx, key: string): ListTotal | undefined {
  const entry = aboveLimitOf(db).get(key);
  if (!entry) return undefined;
  const now = Date.now();
  if (entry.until > now) return { total: entry.total, estimated: entry.estimated };
  entry.until = now + REFRESH_MS;
  return undefined;
}

/** Per database handle: lists whose first verdict one request is finding, and until when the others wait for it. */
const firstAsks = new WeakMap<object, Map<string, { done: Promise<void>; until: number }>>();

/**
 * A list no verdict was ever remembered of (a server just started) is asked by its first request alone (EXPLAIN, then
 * perhaps a count of the limit's worth of rows); the requests that come meanwhile wait for that verdict, at most
 * REFRESH_MS, instead of all asking at once. Answers `release` to the first request, which must call it once it has
 * remembered the verdict or failed (then the next request asks); undefined to the others once their wait is over, and
 * at once for a list with a verdict (remembered/REFRESH_MS cover one that ran out).
 */
export async function firstVerdictTurn(db: DbOrTx, key: string): Promise<(() => void) | undefined> {
  if (aboveLimitOf(db).has(key)) return undefined;
  let asks = firstAsks.get(db);
  if (!asks) {
    asks = new Map();
    firstAsks.set(db, asks);
  }
  const now = Date.now();
  const pending = asks.get(key);
  if (pending && pending.until > now) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([pending.done, new Promise((resolve) => (timer = setTimeout(resolve, pending.until - now)))]);
    clearTimeout(timer);
    return undefined;
  }
  let settle!: () => void;
  const entry = { done: new Promise<void>((resolve) => (settle = resolve)), until: now + REFRESH_MS };
  asks.set(key, entry);
  return () => {
    if (asks.get(key) === entry) asks.delete(key);
    settle();
  };
}

/** Remembers a verdict: `estimated` for a list above the limit, otherwise "count it" (`total` is then the count). */
export function remember(db: DbOrTx, key: string, total: number, estimated: boolean): ListTotal {
  const known = aboveLimitOf(db);
  known.delete(key);
  known.set(key, { total, estimated, until: Date.now() + ABOVE_LIMIT_TTL_MS });
  if (known.size > ABOVE_LIMIT_ENTRIES) known.delete(known.keys().next().value as string);
  return { total, estimated };
}

/**
 * The exact total `n` (at most the exact limit) of a list counted without a search, remembered as "count it" under
 * its verdict's `key`, so the next requests count without asking the planner first.
 */
export function countedExactly(db: DbOrTx, key: string, n: number): ListTotal {
  return remember(db, key, n, false);
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

/**
 * The estimate of a list (not a search) the planner expects to match more than ten times `exactUpTo`, or of one
 * found above `exactUpTo` in the last ABOVE_LIMIT_TTL_MS; undefined when it has to be counted. `key` is the verdict's
 * (verdictKey of the same matches and limit), passed in by a caller that needs it again (countedExactly).
 */
export async function surelyAbove(
  db: DbOrTx,
  matches: SQLWrapper,
  exactUpTo: number,
  key = verdictKey(matches, exactUpTo),
): Promise<ListTotal | undefined> {
  const known = remembered(db, key);
  if (known) return known.estimated ? known : undefined;
  // Not far above: the caller counts, and remembers what it found (countedExactly or estimateAbove). Until then an
  // old estimate stays in force for the other callers (remembered).
  const planned = await plannedRows(db, matches);
  return planned > exactUpTo * SURELY_ABOVE_FACTOR ? remember(db, key, planned, true) : undefined;
}

/** The estimate of a list counted past `exactUpTo` (at least `exactUpTo` + 1), remembered (see ABOVE_LIMIT_TTL_MS). */
export async function estimateAbove(
  db: DbOrTx,
  matches: SQLWrapper,
  exactUpTo: number,
  key = verdictKey(matches, exactUpTo),
): Promise<ListTotal> {
  const planned = await plannedRows(db, matches);
  return remember(db, key, Math.max(exactUpTo + 1, planned), true);
}

/**
 * The total of a list over a large table without counting a million rows. `matches` is the list's FROM and WHERE
 * (selecting anything, no ORDER BY or LIMIT). Without a search text (`searched` false) the planner's estimate comes
 * first (EXPLAIN, no execution): when it expects more than ten times `exactUpTo`, the answer is that estimate,
 * flagged `estimated` (a filter the planner misjudges by a factor of ten is the only way a smaller list gets an
 * estimate). Otherwise the matches are counted only up to `exactUpTo` + 1 rows: up to `exactUpTo` the total is exact
 * and costs at most that many index entries; beyond it the answer is the estimate (at least `exactUpTo` + 1),
 * flagged. A list found above the limit keeps its estimate for ABOVE_LIMIT_TTL_MS without asking again.
 */
export async function countUpTo(
  db: DbOrTx,
  matches: SQLWrapper,
  exactUpTo: number,
  searched = false,
  key = verdictKey(matches, exactUpTo),
): Promise<ListTotal> {
  // A search is always counted up to the limit: the planner badly overestimates an OR of text matches.
  const estimate = searched ? remembered(db, key) : await surelyAbove(db, matches, exactUpTo, key);
  if (estimate?.estimated) return estimate;
  const [counted] = await runListQuery(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(${matches} limit ${sql.raw(String(exactUpTo + 1))}) as capped`),
  );
  const n = Number(counted?.n ?? 0);
  if (n <= exactUpTo) return searched ? { total: n, estimated: false } : countedExactly(db, key, n);
  return estimateAbove(db, matches, exactUpTo, key);
}
