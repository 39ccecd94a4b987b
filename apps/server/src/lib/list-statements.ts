import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";

/**
 * How a staff list runs its queries (docs/decisions, "List statements"). Every query is built afresh for each
 * request from everything that shapes it (filter, search, scope, clock), then run through Drizzle's public
 * `.prepare(name).execute()`, named after its own SQL text and the kinds of its parameters. Nothing built is kept
 * between requests: only PostgreSQL keeps the statement, per connection, under that name, so it parses the SQL once
 * and after a few runs plans it once (planning a page cost more than running it, 0.3-1.2 ms). Two requests can share
 * a statement only when their SQL is the same text, and node-postgres refuses to run a name it parsed for another
 * text. PGlite runs it unnamed (Drizzle's PGlite driver ignores the name).
 */

/** A query that can run as a named prepared statement (a Drizzle select). */
export interface PreparableQuery<Result> extends PromiseLike<Result> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(placeholders?: Record<string, unknown>): Promise<Result> };
}

/** What a parameter is as the driver gets it: the statement's name tells a number from a text, a date, … */
const kindOf = (value: unknown): string =>
  value === null || value === undefined
    ? "null"
    : value instanceof Date
      ? "date"
      : Array.isArray(value)
        ? "array"
        : typeof value === "object" && "name" in value
          ? `placeholder:${String((value as { name: unknown }).name)}`
          : typeof value;

/**
 * The name of the statement that holds `text` with parameters like `params`: a hash of both, so a statement differs
 * by name from every statement of another text. (PostgreSQL infers the parameters' types from the text; their kinds
 * join the key so that no driver could ever run a statement with a parameter of another type.)
 */
export function statementName(text: string, params: readonly unknown[]): string {
  const hash = createHash("sha256").update(text).update("\u0000").update(params.map(kindOf).join(","));
  return `list_${hash.digest("hex").slice(0, 40)}`;
}

/** Runs a list query built for this request as the statement named after its SQL (see statementName). */
export function runListQuery<Result>(query: PreparableQuery<Result>): Promise<Result> {
  const { sql: text, params } = query.toSQL();
  return query.prepare(statementName(text, params)).execute();
}

/**
 * A page size written into the SQL text instead of sent as a parameter: with `LIMIT $n` the planner of a generic
 * plan assumes a tenth of the table and the statement is planned again on every run; with the number in the text
 * the generic plan is as cheap as a custom one, and PostgreSQL keeps it. (Drizzle writes an SQL limit as it is; the
 * page size is a validated integer.) Each page size is its own statement.
 */
export function literalLimit(limit: number): number {
  return sql.raw(String(Math.max(0, Math.trunc(limit)))) as unknown as number;
}
