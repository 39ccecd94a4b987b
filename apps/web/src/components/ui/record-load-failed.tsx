import type { UseQueryResult } from "@tanstack/react-query";
import { ApiError, errorMessage } from "../../lib/api";
import { EmptyState } from "./card";
import { LoadFailed } from "./load-failed";

/** The server's answer that the record does not exist (or is not the reader's): asking again changes nothing. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * What a record's page (a customer, a ticket, an invoice...) shows when its record could not be loaded. Not found (a
 * 404, or no query at all for an id that cannot be one): the server's text, else `notFound`, with nothing to retry.
 * Any other failure (no answer, a 5xx, too many requests) may pass: an alert 'Could not load this {what}.' with the
 * reason and 'Try again' that loads the record again.
 */
export function RecordLoadFailed({
  query,
  what,
  notFound,
}: {
  query: Pick<UseQueryResult<unknown>, "error" | "refetch">;
  what: string;
  notFound: string;
}) {
  if (!query.error || isNotFound(query.error)) return <EmptyState>{errorMessage(query.error, notFound)}</EmptyState>;
  return <LoadFailed query={query} title={`Could not load this ${what}.`} />;
}
