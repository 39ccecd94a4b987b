import type { PackageTab } from "@app/shared/packages/packages";
import { PRE_ALERT_TEXTS } from "@app/shared/packages/pre-alert";
import { packagesContract } from "@app/shared/packages/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { toastError } from "../../../lib/toast";

export const packageKeys = {
  all: ["packages"] as const,
  list: (tab: PackageTab, page: number) => ["packages", "list", tab, page] as const,
  detail: (id: number) => ["packages", "detail", id] as const,
};

export const PAGE_SIZE = 20;

export const packagesQuery = (tab: PackageTab, page: number) =>
  queryOptions({
    queryKey: packageKeys.list(tab, page),
    queryFn: () =>
      call(
        packagesContract.list,
        { query: { tab, page, pageSize: PAGE_SIZE } },
        { fallback: PRE_ALERT_TEXTS.loadFailed },
      ),
    placeholderData: keepPreviousData,
  });

/** One tab of My Packages with the count of every tab; a failure is toasted and shown in place. */
export function usePackages(tab: PackageTab, page: number) {
  const query = useQuery(packagesQuery(tab, page));
  useEffect(() => {
    if (query.isError) toastError(errorMessage(query.error, PRE_ALERT_TEXTS.loadFailed));
  }, [query.isError, query.error]);
  return query;
}

/** One of the customer's packages (the edit page). */
export function usePackage(id: number) {
  return useQuery({
    queryKey: packageKeys.detail(id),
    queryFn: () => call(packagesContract.detail, { params: { id } }, { fallback: PRE_ALERT_TEXTS.loadFailed }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
