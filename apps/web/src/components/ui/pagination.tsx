import type { Pagination as PageInfo } from "@app/shared/http";
import { Button } from "./button";

/** Previous / next over a server-paginated list. */
export function Pagination({ info, onPage }: { info: PageInfo | undefined; onPage: (page: number) => void }) {
  if (!info || info.totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>
        Page {info.page} of {info.totalPages} · {info.total} records
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
