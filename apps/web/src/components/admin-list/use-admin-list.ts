import type { Pagination } from "@app/shared/core/http";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { InputOf, Operation, ResponseOf } from "@app/shared/core/contract";
import type { z } from "zod";
import { errorMessage, queryString } from "../../lib/api";
import { call } from "../../lib/client";
import { toastError, toastLoaded } from "../../lib/toast";
import type { ListParams } from "./use-list-params";

/** A staff list operation: paged, answering its rows beside the pagination. */
export type ListOperation = Operation & { method: "GET"; query: z.ZodType };

interface Options<O extends ListOperation, Row> {
  /** The list operation of the contract, e.g. staffTicketsContract.list. */
  op: O;
  /** The rows of one answer, e.g. (answer) => answer.tickets. */
  rowsOf: (answer: ResponseOf<O>) => Row[];
  params: ListParams;
  /** '… Loaded!' toast of the spec. */
  loadedMessage: string;
  /** Per-call default when the server gives no error text, e.g. 'Failed to fetch shipments.'. */
  fallback: string;
  pageSize?: number;
}

/** Loads one page of a staff list; toasts '… Loaded!' on each successful load and the error in red. */
export function useAdminList<O extends ListOperation, Row>({
  op,
  rowsOf,
  params,
  loadedMessage,
  fallback,
  pageSize = 20,
}: Options<O, Row>) {
  const query = useQuery({
    queryKey: [...adminListKey(op.path), params, pageSize],
    queryFn: async () => {
      const query = {
        page: params.page,
        pageSize,
        q: params.q,
        status: params.status,
        sort: params.sort,
        sortBy: params.sortBy || undefined,
        ...filledFilters(params.filters),
      };
      const answer = await call(op, { query } as InputOf<O>, { fallback });

      const { pagination } = answer as { pagination?: Pagination };
      return { rows: rowsOf(answer), pagination };
    },
    placeholderData: keepPreviousData,
  });
  const announced = useRef(0);
  useEffect(() => {
    if (query.isSuccess && query.dataUpdatedAt !== announced.current && !query.isPlaceholderData) {
      announced.current = query.dataUpdatedAt;
      toastLoaded(loadedMessage);
    }
  }, [query.isSuccess, query.dataUpdatedAt, query.isPlaceholderData, loadedMessage]);
  useEffect(() => {
    if (query.isError) toastError(errorMessage(query.error, fallback));
  }, [query.isError, query.error, fallback]);
  return query;
}

/** The query key under which useAdminList caches every page of the list at `path`. */
export const adminListKey = (path: string) => ["admin-list", path] as const;

/**
 * After a confirmed inline edit: changes the row in every cached page of the list at `path`, so it shows at once
 * ("the row changes locally"). Each page keeps its load time, so no '… Loaded!' toast follows and the next load
 * of the list is the truth again.
 */
export function patchListRow<Row extends { id: number }>(
  queryClient: QueryClient,
  path: string,
  id: number,
  change: Partial<Row>,
) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: adminListKey(path) })) {
    queryClient.setQueryData<{ rows: Row[] }>(
      query.queryKey,
      (page) => page && { ...page, rows: page.rows.map((row) => (row.id === id ? { ...row, ...change } : row)) },
      { updatedAt: query.state.dataUpdatedAt },
    );
  }
}

/** The list's own filters that have a value (an empty one is no filter). */
const filledFilters = (filters: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value));

/** The URL that exports the same filtered list as CSV. */
export function csvUrl(path: string, params: ListParams) {
  const { q, status, sort, sortBy } = params;
  return `/api${path}${queryString({ q, status, ...filledFilters(params.filters), sort, sortBy, format: "csv" })}`;
}
