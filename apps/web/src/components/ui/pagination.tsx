import type { Pagination as PageInfo } from "@app/shared/core/http";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "./button";

/**
 * Pages of a server-paginated list with its total ("Page 3 of 16 · 303 shipments"): first, previous, a page
 * number to jump to, next and last. A total the server only estimated (more matches than it counts exactly,
 * `estimated`) reads "about": "Page 1 of about 20,000 · about 1,000,000 shipments".
 */
export function Pagination({
  info,
  onPage,
  noun = "records",
}: {
  info: PageInfo | undefined;
  onPage: (page: number) => void;
  noun?: string;
}) {
  const [jump, setJump] = useState(String(info?.page ?? 1));
  useEffect(() => setJump(String(info?.page ?? 1)), [info?.page]);
  if (!info || info.totalPages <= 1) return null;
  const last = info.totalPages;
  const about = info.estimated ? "about " : "";
  const go = (event: FormEvent) => {
    event.preventDefault();
    const page = Math.floor(Number(jump));
    if (Number.isFinite(page) && page >= 1) onPage(Math.min(page, last));
    else setJump(String(info.page));
  };
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <span>
        Page {info.page.toLocaleString("en-US")} of {about}
        {last.toLocaleString("en-US")} · {about}
        {info.total.toLocaleString("en-US")} {noun}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={info.page <= 1} onClick={() => onPage(1)}>
          First
        </Button>
        <Button variant="secondary" disabled={info.page <= 1} onClick={() => onPage(Math.min(info.page - 1, last))}>
          Previous
        </Button>
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
          <Button type="submit" variant="secondary">
            Go
          </Button>
        </form>
        <Button variant="secondary" disabled={info.page >= last} onClick={() => onPage(info.page + 1)}>
          Next
        </Button>
        <Button variant="secondary" disabled={info.page >= last} onClick={() => onPage(last)}>
          Last
        </Button>
      </div>
    </nav>
  );
}
