import type { StaffPagination } from "@app/shared/shipments-staff";
import { Button } from "../../../components/ui/button";

/**
 * Previous / next over the staff list. When the server stopped counting (a broad filter over many shipments),
 * the figures are lower bounds and read "10+ pages · 500+ shipments"; they grow as staff page on.
 */
export function ShipmentsPagination({
  info,
  onPage,
}: {
  info: StaffPagination | undefined;
  onPage: (page: number) => void;
}) {
  if (!info || (info.totalPages <= 1 && !info.totalIsCapped)) return null;
  const more = info.totalIsCapped ? "+" : "";
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>
        Page {info.page} of {info.totalPages.toLocaleString("en-US")}
        {more} · {info.total.toLocaleString("en-US")}
        {more} shipments
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
