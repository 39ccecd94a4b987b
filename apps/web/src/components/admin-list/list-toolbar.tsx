import { ArrowDownUp, Download, Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { buttonClass } from "../ui/button";
import { Form } from "../ui/form";
import { csvUrl } from "./use-admin-list";
import type { ListFilter, ListParams } from "./use-list-params";

interface Props {
  path: string;
  params: ListParams;
  update: (changes: Partial<ListParams>) => void;
  statuses: readonly string[];
  statusLabel?: (status: string) => string;
  /** The list's own filters beyond status, each a select. */
  filters?: readonly ListFilter[];
  searchLabel: string;
  /** Whether the list is in its date order (not sorted by another column). */
  sortedByDate?: boolean;
}

/**
 * Search, status filter (for a list with statuses), date sort (or back to it from a column's order) and CSV export
 * of a staff list; all kept in the URL.
 */
export function ListToolbar({
  path,
  params,
  update,
  statuses,
  statusLabel = (status) => status,
  filters = [],
  searchLabel,
  sortedByDate = true,
}: Props) {
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  return (
    <div className="no-print mb-4 flex flex-wrap items-end gap-3">
      <Form form={{ onSubmit: submit, pending: false }} role="search" className="flex min-w-60 flex-1 items-end gap-2">
        <label className="flex-1 text-sm font-medium text-slate-700">
          {searchLabel}
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={buttonClass("secondary")} aria-label="Search">
          <Search size={16} /> Search
        </button>
      </Form>
      {statuses.length > 0 && (
        <label className="text-sm font-medium text-slate-700">
          Status
          <select
            value={params.status}
            onChange={(e) => update({ status: e.target.value })}
            className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">All</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
      )}
      {filters.map((filter) => (
        <label key={filter.key} className="text-sm font-medium text-slate-700">
          {filter.label}
          <select
            value={params.filters[filter.key] ?? ""}
            onChange={(e) => update({ filters: { [filter.key]: e.target.value } })}
            className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">All</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        className={buttonClass("secondary")}
        onClick={() =>
          sortedByDate
            ? update({ sort: params.sort === "desc" ? "asc" : "desc" })
            : update({ sortBy: "", sort: "desc" })
        }
      >
        <ArrowDownUp size={16} />{" "}
        {!sortedByDate ? "Sort by date" : params.sort === "desc" ? "Newest first" : "Oldest first"}
      </button>
      <a href={csvUrl(path, params)} className={buttonClass("secondary")} download>
        <Download size={16} /> Export CSV
      </a>
    </div>
  );
}
