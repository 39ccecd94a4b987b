import { type SQL, sql } from "drizzle-orm";

/*
 * The values of a staff list's search (patterns, range bounds, the record number), each behind `(select $n)`: the
 * planner prices such a value unseen, so the plan PostgreSQL makes for a search's statement (lib/list-statements.ts)
 * is the same for every text and, once kept as its generic plan, serves every search of that SQL text
 * (lib/any-field-search.ts says why that plan is the right one).
 */

/** A search text (a pattern, a bound of a range). */
export const searchValue = (text: string): SQL => sql`(select ${text}::text)`;

/** A record number looked up by a search. */
export const searchNumber = (n: number): SQL => sql`(select ${n}::integer)`;
