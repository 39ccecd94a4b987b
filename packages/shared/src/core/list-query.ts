/**
 * What a staff list's query accepts, as plain values without zod: the server's query schema is built from them
 * (http.ts) and the back office checks a list's URL with them (refusedListValues), so a list page loads neither zod
 * nor the list's schemas. list-query.test.ts holds each list's check and its query schema to the same verdicts.
 */

/** The search text of every list: what staff or customers type (a database cannot store control characters). */
export const SEARCH_TEXT = {
  /** At most this many characters, once trimmed. */
  max: 200,
  tooLong: "Search text can be at most 200 characters.",
  control: /\p{Cc}/u,
  hasControl: "Search text cannot contain control characters.",
} as const;

type Values = readonly [string, ...string[]];

/** The values a staff list's query accepts beyond its page, page size, direction and export format. */
export interface ListAccepts {
  /** The status filter's values; none: the list has no status filter (a status in its query is ignored). */
  statuses?: Values;
  /** The columns it can be sorted by (`sortBy`); none: no column sort (a sortBy in its query is ignored). */
  sortable?: Values;
  /** Its own filters beyond status, by query name (e.g. { warehouse: [...] }): each value one of these. */
  filters?: Readonly<Record<string, Values>>;
}

/** Whether the list query's schema refuses this search text. */
export function searchTextRefused(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > SEARCH_TEXT.max || SEARCH_TEXT.control.test(trimmed);
}

/**
 * The names of the given values (q, status, sortBy, one of the list's filters) that the list's query refuses: an
 * over-long search, an unknown status, sort column or filter value. Values the list does not take are ignored, as
 * its query schema ignores them.
 */
export function refusedListValues(accepts: ListAccepts, values: Readonly<Record<string, string | undefined>>) {
  const oneOf = (allowed: readonly string[] | undefined) => (value: string) => !allowed || allowed.includes(value);
  const checks: Array<[string, (value: string) => boolean]> = [
    ["q", (value) => !searchTextRefused(value)],
    ["status", oneOf(accepts.statuses)],
    ["sortBy", oneOf(accepts.sortable)],
    ...Object.entries(accepts.filters ?? {}).map(([key, allowed]): [string, (value: string) => boolean] => [
      key,
      oneOf(allowed),
    ]),
  ];
  return checks
    .filter(([key, accepted]) => {
      const value = values[key];
      return value !== undefined && !accepted(value);
    })
    .map(([key]) => key);
}
