import type { UseQueryResult } from "@tanstack/react-query";
import { createContext, type ReactNode } from "react";
import { errorMessage } from "../../lib/api";
import { Button } from "./button";

/** A list whose load failed: why (the thrown error) and how to ask again. */
export interface ListLoadFailure {
  error: unknown;
  retry: () => void;
}

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

export const LIST_LOAD_FAILED = "We could not load this list.";

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

/**
 * What a screen shows where its data should be when the query loading it failed: ListLoadFailed with the screen's
 * own heading (e.g. 'Could not load the system status.'), the reason, and 'Try again' that runs the query again.
 */
export function LoadFailed({
  query,
  title,
}: {
  query: Pick<UseQueryResult<unknown>, "error" | "refetch">;
  title: string;
}) {
  return <ListLoadFailed title={title} error={query.error} retry={() => void query.refetch()} />;
}

/**
 * The list (or a screen's data) could not be loaded: said as an alert, with the server's reason (or the call's default message) and a
 * 'Try again' button that loads it again. `title` is the list's own text for it where the spec gives one.
 */
export function ListLoadFailed({ error, retry, title = LIST_LOAD_FAILED }: ListLoadFailure & { title?: string }) {
  const reason = errorMessage(error);
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-6 text-center text-sm text-red-700">
      <p className="font-semibold">{title}</p>
      {reason !== title && <p className="mt-1">{reason}</p>}
      <Button variant="secondary" className="mt-3" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
