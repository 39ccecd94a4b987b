import type { UseQueryResult } from "@tanstack/react-query";
import { createContext, type ReactNode } from "react";
import type { ListLoadFailure } from "./load-failed";

/**
 * Set by a list page while its list could not be loaded (no rows at all, not a failed refresh of rows on screen);
 * a DataTable inside then shows the failure instead of 'No record to display.', which would tell a customer who
 * has records that they have none.
 */
export const ListLoadContext = createContext<ListLoadFailure | null>(null);

/**
 * Set by a list page while the rows it holds are another page's (or filter's), kept while the asked one loads: a
 * DataTable inside shows it loading rather than those rows as the page asked for.
 */
export const ListWaitingContext = createContext(false);

/**
 * Wraps a list page's table: hands the table the failure of the query that loads its rows, and whether the rows it
 * holds are still another page's.
 */
export function ListLoad({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  const failed = query.isError && query.data === undefined;
  const value = failed ? { error: query.error, retry: () => void query.refetch() } : null;
  return (
    <ListLoadContext.Provider value={value}>
      <ListWaitingContext.Provider value={query.isPlaceholderData}>{children}</ListWaitingContext.Provider>
    </ListLoadContext.Provider>
  );
}
