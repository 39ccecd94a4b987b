import { type SQL, sql } from "drizzle-orm";

/*
 * The values of a staff list's search (patterns, range bounds, the record number) as named placeholders, so that a
 * search statement is built once per shape of search text and run again with each text's values (lib/list.ts
 * listSource): building a search's SQL with Drizzle cost ~0.6 ms of server CPU per request, more than running it.
 *
 * While `collectSearchValues` builds a query, each search value becomes the placeholder `s0`, `s1`, … in the order
 * the query's builders ask for them, and its value is collected under that name. The same builders given a text of
 * the same shape (searchShape) ask for the same values in the same order, so a statement kept for the shape runs
 * with the values collected from building the query again (building is cheap; turning it into SQL is not).
 * Outside a collection a value is an ordinary parameter.
 */

let collecting: unknown[] | undefined;

/** One search value: behind `(select …)`, so that the planner prices it unseen (lib/any-field-search.ts). */
function value(value: unknown, type: SQL): SQL {
  if (!collecting) return sql`(select ${value}::${type})`;
  const name = `s${collecting.length}`;
  collecting.push(value);
  return sql`(select ${sql.placeholder(name)}::${type})`;
}

/** A search text (a pattern, a bound of a range). */
export const searchValue = (text: string): SQL => value(text, sql`text`);

/** A record number looked up by a search. */
export const searchNumber = (n: number): SQL => value(n, sql`integer`);

/** Builds a query with its search values as placeholders; answers it and the values by placeholder name. */
export function collectSearchValues<T>(build: () => T): { built: T; values: Record<string, unknown> } {
  const outer = collecting;
  const values: unknown[] = [];
  collecting = values;
  try {
    const built = build();
    return { built, values: Object.fromEntries(values.map((v, i) => [`s${i}`, v])) };
  } finally {
    collecting = outer;
  }
}

/**
 * The shape of a search text: every ASCII digit a 9, every capital letter an A, every other letter an a, every
 * other character itself. The builders decide which look-ups a search makes from such classes only (a number or
 * not, how long its numbers are, an '@', a leading '#', spaces), never from which letter or digit it holds; texts of
 * one shape build one statement. lib/list.ts checks this in tests (LIST_VERIFY_KEPT_SEARCHES).
 */
export function searchShape(text: string): string {
  return text.replace(/[0-9]|\p{L}/gu, (c) => {
    if (c >= "0" && c <= "9") return "9";
    return c !== c.toLowerCase() ? "A" : "a";
  });
}
