import type { Pagination as PageInfo } from "@app/shared/core/http";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "./button";

/**
 * Pages of a server-paginated list with its total ("Page 3 of 16 · 303 shipments"): first, previous, a page
 * number to jump to, next and last. A total the server only estimated (more matches than it counts exactly,
 * `estimated`) reads "about": "Page 1 of about 20,000 · about 1,000,000 shipments".
 *
 * `loadingPage`: the page asked for while the list still shows the previous page's (or filter's) answer (the query's
 * placeholder data). Those figures are no longer this page's: the pager says "Loading page 2…" instead, is marked
 * busy (aria-busy) and takes no click until the page has come.
 */
export function Pagination({
  info,
  onPage,
  noun = "records",
  loadingPage,
}: {
  info: PageInfo | undefined;
  onPage: (page: number) => void;
  noun?: string;
  loadingPage?: number;
}) {
  const [jump, setJump] = useState(String(info?.page ?? 1));
  useEffect(() => setJump(String(info?.page ?? 1)), [info?.page]);
  if (!info || info.totalPages <= 1) return null;
  const last = info.totalPages;
  const about = info.estimated ? "about " : "";
  const busy = loadingPage !== undefined;
  const go = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const page = Math.floor(Number(jump));
    if (Number.isFinite(page) && page >= 1) onPage(Math.min(page, last));
    else setJump(String(info.page));
  };
  // While busy the buttons say so (aria-disabled) and ignore clicks, but keep the focus a `disabled` would drop.
  const step = (label: string, page: number, offEnd: boolean) => (
    <Button
      variant="secondary"
      disabled={offEnd}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onPage(page);
      }}
    >
      {label}
    </Button>
  );
  return (
    <nav
      aria-label="Pagination"
      aria-busy={busy || undefined}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      {busy ? (
        <span>Loading page {loadingPage.toLocaleString("en-US")}…</span>
      ) : (
        <span>
          Page {info.page.toLocaleString("en-US")} of {about}
          {last.toLocaleString("en-US")} · {about}
          {info.total.toLocaleString("en-US")} {noun}
        </span>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {step("First", 1, info.page <= 1)}
        {step("Previous", Math.min(info.page - 1, last), info.page <= 1)}
        <form onSubmit={go} className="flex items-center gap-1">
          <label className="flex items-center gap-1">
            <span>Go to page</span>
            <input
              type="number"
              min={1}
              max={last}
              value={jump}
              onChange={(e) => setJump(e.target.value)}
              className="w-20 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            />
          </label>
          <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
            Go
          </Button>
        </form>
        {step("Next", info.page + 1, info.page >= last)}
        {step("Last", last, info.page >= last)}
      </div>
    </nav>
  );
}
