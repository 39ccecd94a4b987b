import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import { invoicesContract } from "@app/shared/invoices/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { invoiceKey, invoiceListsKey, invoicesKey } from "../../../lib/query-keys";
import { toastError, toastLoaded } from "../../../lib/toast";

export const invoiceKeys = {
  all: invoicesKey,
  lists: invoiceListsKey,
  list: (page: number) => [...invoiceListsKey, page] as const,
  detail: invoiceKey,
};

export const PAGE_SIZE = 20;

export function getInvoices(page: number) {
  return call(invoicesContract.list, { query: { page, pageSize: PAGE_SIZE } }, { fallback: INVOICE_TEXTS.loadFailed });
}

export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: invoiceKeys.list(page),
    queryFn: () => getInvoices(page),
    placeholderData: keepPreviousData,
  });

/** The 'My Invoices' page: 'Invoices Loaded!' after each load, the red error toast on failure. */
export function useInvoices(page: number) {
  const query = useQuery(invoicesQuery(page));
  const announced = useRef(0);
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && query.dataUpdatedAt !== announced.current) {
      announced.current = query.dataUpdatedAt;
      toastLoaded(INVOICE_TEXTS.loaded);
    }
  }, [query.isSuccess, query.isPlaceholderData, query.dataUpdatedAt]);
  useEffect(() => {
    if (query.isError) toastError(errorMessage(query.error, "Error!"));
  }, [query.isError, query.error]);
  return query;
}
