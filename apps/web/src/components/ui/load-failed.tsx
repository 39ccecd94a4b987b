import type { UseQueryResult } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api";
import { Button } from "./button";

/** A list whose load failed: why (the thrown error) and how to ask again. */
export interface ListLoadFailure {
  error: unknown;
  retry: () => void;
}

export const LIST_LOAD_FAILED = "We could not load this list.";

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
