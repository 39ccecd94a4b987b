import { useSearchParams } from "react-router";

export interface ListParams {
  page: number;
  q: string;
  status: string;
  sort: "asc" | "desc";
}

/** A staff list's filters live in the URL, so they survive reloads and can be shared. */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params: ListParams = {
    page: Math.max(1, Number(search.get("page")) || 1),
    q: search.get("q") ?? "",
    status: search.get("status") ?? "",
    sort: search.get("sort") === "asc" ? "asc" : "desc",
  };
  const update = (changes: Partial<ListParams>) => {
    const next = { ...params, ...changes };
    // A new filter starts again from page 1.
    if (!("page" in changes)) next.page = 1;
    const out = new URLSearchParams();
    if (next.page > 1) out.set("page", String(next.page));
    if (next.q) out.set("q", next.q);
    if (next.status) out.set("status", next.status);
    if (next.sort === "asc") out.set("sort", "asc");
    setSearch(out, { replace: true });
  };
  return { params, update };
}
