import type { Pagination as PageInfo } from "@app/shared/http";
import { Button } from "./button";

/**
 * Previous / next over a server-paginated list. When the server stopped counting (a broad staff filter over
 * many records: `totalIsCapped`), the figures are lower bounds and read "10+ pages · 500+ shipments"; they grow
 * as staff page on.
 */
export function Pagination({
  info,
  onPage,
  noun = "records",
}: {
  info: (PageInfo & { totalIsCapped?: boolean }) | undefined;
  onPage: (page: number) => void;
  noun?: string;
}) {
  if (!info || (info.totalPages <= 1 && !info.totalIsCapped)) return null;
  const more = info.totalIsCapped ? "+" : "";
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>
        Page {info.page} of {info.totalPages.toLocaleString("en-US")}
        {more} · {info.total.toLocaleString("en-US")}
        {more} {noun}
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={info.page <= 1} onClick={() => onPage(info.page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={info.page >= info.totalPages} onClick={() => onPage(info.page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
