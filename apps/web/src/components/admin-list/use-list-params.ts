import type { Pagination } from "@app/shared/core/http";
import { useEffect } from "react";
import { useSearchParams } from "react-router";

export interface ListParams {
  page: number;
  q: string;
  status: string;
  sort: "asc" | "desc";
  /** The column the list is sorted by; empty for the list's date order. */
  sortBy: string;
  /** The list's own filters beyond status (e.g. warehouse), by query name; empty values are left out. */
  filters: Record<string, string>;
}

/** One of a list's own filters beyond status: a select whose value goes to the list's query as `key`. */
export interface ListFilter {
  key: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * A staff list's search, filter, sort and page live in the URL, so they survive reloads, can be shared, and Back
 * restores them: each change staff make is a new history entry. Corrections the page makes itself (a page past
 * the last, an unknown filter value) replace the entry instead, so Back does not return to them.
 */
export function useListParams(filterKeys: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const params: ListParams = {
    page: Math.max(1, Math.floor(Number(search.get("page"))) || 1),
    q: search.get("q") ?? "",
    status: search.get("status") ?? "",
    sort: search.get("sort") === "asc" ? "asc" : "desc",
    sortBy: search.get("sortBy") ?? "",
    filters: Object.fromEntries(filterKeys.map((key) => [key, search.get(key) ?? ""])),
  };
  const update = (changes: Partial<ListParams>, options: { replace?: boolean } = {}) => {
    const next = { ...params, ...changes, filters: { ...params.filters, ...changes.filters } };
    // A new filter or order starts again from page 1.
    if (!("page" in changes)) next.page = 1;
    const out = new URLSearchParams();
    if (next.page > 1) out.set("page", String(next.page));
    if (next.q) out.set("q", next.q);
    if (next.status) out.set("status", next.status);
    for (const [key, value] of Object.entries(next.filters)) if (value) out.set(key, value);
    if (next.sortBy) out.set("sortBy", next.sortBy);
    if (next.sort === "asc") out.set("sort", "asc");
    if (out.toString() === search.toString()) return;
    setSearch(out, { replace: options.replace ?? false });
  };
  return { params, update };
}

/**
 * A page past the last one (`?page=999`, or a list that shrank) becomes the last page, the URL corrected in place.
 * Returns whether the answer shown is such a page (show it as loading: its rows are empty).
 */
export function useClampedPage(
  list: { data?: { pagination?: Pagination }; isPlaceholderData: boolean },
  update: ReturnType<typeof useListParams>["update"],
) {
  const pagination = list.data?.pagination;
  const pastTheEnd = !list.isPlaceholderData && !!pagination && pagination.page > pagination.totalPages;
  const last = pagination?.totalPages ?? 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: corrects the URL once per answer past the last page.
  useEffect(() => {
    if (pastTheEnd) update({ page: last }, { replace: true });
  }, [pastTheEnd, last]);
  return pastTheEnd;
}
