import { PROCUREMENT_TEXTS } from "@app/shared/procurements/procurements";
import { procurementsContract } from "@app/shared/procurements/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { useLoadToasts } from "../../../lib/use-load-toasts";

export const procurementKeys = {
  all: ["procurements"] as const,
  list: (page: number) => ["procurements", "list", page] as const,
  detail: (id: number) => ["procurements", "detail", id] as const,
};

export const PAGE_SIZE = 20;

export function getProcurements(page: number) {
  return call(
    procurementsContract.list,
    { query: { page, pageSize: PAGE_SIZE } },
    { fallback: PROCUREMENT_TEXTS.loadFailed },
  );
}

export const procurementsQuery = (page: number) =>
  queryOptions({
    queryKey: procurementKeys.list(page),
    queryFn: () => getProcurements(page),
    placeholderData: keepPreviousData,
  });

/** 'Procurements': 'Procurements Loaded!' after each load, the red error toast on failure. */
export function useProcurements(page: number) {
  const query = useQuery(procurementsQuery(page));
  useLoadToasts(query, PROCUREMENT_TEXTS.loaded, PROCUREMENT_TEXTS.loadFailed);
  return query;
}
