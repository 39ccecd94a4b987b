import type { Pagination } from "@app/shared/http";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api, errorMessage, queryString } from "../../lib/api";
import { toastError, toastSuccess } from "../../lib/toast";
import type { ListParams } from "./use-list-params";

interface Options {
  /** API path, e.g. '/shipment'. */
  path: string;
  /** Key of the rows in the answer, e.g. 'shipments'. */
  rowsKey: string;
  params: ListParams;
  /** '… Loaded!' toast of the spec. */
  loadedMessage: string;
  /** Per-call default when the server gives no error text, e.g. 'Failed to fetch shipments.'. */
  fallback: string;
  pageSize?: number;
}

/** Loads one page of a staff list; toasts '… Loaded!' on each successful load and the error in red. */
export function useAdminList<Row>({ path, rowsKey, params, loadedMessage, fallback, pageSize = 20 }: Options) {
  const query = useQuery({
    queryKey: ["admin-list", path, params, pageSize],
    queryFn: async () => {
      const body = await api.get<Record<string, unknown>>(
        `${path}${queryString({ page: params.page, pageSize, q: params.q, status: params.status, sort: params.sort })}`,
        { fallback },
      );
      return { rows: (body[rowsKey] ?? []) as Row[], pagination: body.pagination as Pagination | undefined };
    },
    placeholderData: keepPreviousData,
  });
  const announced = useRef(0);
  useEffect(() => {
    if (query.isSuccess && query.dataUpdatedAt !== announced.current && !query.isPlaceholderData) {
      announced.current = query.dataUpdatedAt;
      toastSuccess(loadedMessage);
    }
  }, [query.isSuccess, query.dataUpdatedAt, query.isPlaceholderData, loadedMessage]);
  useEffect(() => {
    if (query.isError) toastError(errorMessage(query.error, fallback));
  }, [query.isError, query.error, fallback]);
  return query;
}

/** The URL that exports the same filtered list as CSV. */
export function csvUrl(path: string, params: ListParams) {
  return `/api${path}${queryString({ q: params.q, status: params.status, sort: params.sort, format: "csv" })}`;
}
