import { formatPortalDate } from "@app/shared/core/format";
import { SHIP_REQUEST_STATUS_LABELS, SHIP_SERVICE_LABELS } from "@app/shared/ship-requests/ship-requests";
import { useSearchParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, EmptyState, PageHeader, Spinner } from "../../components/ui/card";
import { ListLoadFailed } from "../../components/ui/load-failed";
import { Pagination } from "../../components/ui/pagination";
import { StatusBadge } from "../../components/ui/status-badge";
import { useShipRequests } from "../../features/ship-requests/api/ship-request-calls";
import { ReturnedNotice } from "../../features/ship-requests/components/returned-notice";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { formatMinor } from "@app/shared/rates/rates";

/** /user/ship-requests: the customer's ship requests, newest first. */
export default function ShipRequestsPage() {
  useDocumentTitle("My Ship Requests");
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const requests = useShipRequests(page);
  const list = requests.data?.ship_requests;
  return (
    <div>
      <PageHeader
        title="My Ship Requests"
        actions={
          <Link to="/user/ship-requests/new" className={buttonClass("primary")}>
            Ship my packages
          </Link>
        }
      />
      {requests.isError ? (
        <ListLoadFailed error={requests.error} retry={() => void requests.refetch()} />
      ) : !list ? (
        <Spinner label="Loading ship requests..." />
      ) : list.length === 0 ? (
        <EmptyState>No ship requests yet. Choose packages at the warehouse and ship them together.</EmptyState>
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {list.map((r) => (
            <li key={r.id}>
              <Card>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={`/user/ship-requests/${r.id}`} className="font-semibold text-brand-700 underline">
                    Ship request #{r.id}
                  </Link>
                  <StatusBadge status={r.status} label={SHIP_REQUEST_STATUS_LABELS[r.status]} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {r.packages.length} {r.packages.length === 1 ? "package" : "packages"} from {r.warehouse_label} ·{" "}
                  {SHIP_SERVICE_LABELS[r.service]} · {formatPortalDate(r.created_at)}
                </p>
                <p className="mt-1 text-sm text-slate-800">
                  Quote:{" "}
                  {r.quote_total_minor == null
                    ? "sent with your invoice"
                    : formatMinor(r.quote_total_minor, r.currency)}
                </p>
                <ReturnedNotice request={r} brief />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        info={requests.data?.pagination}
        loadingPage={requests.isPlaceholderData ? page : undefined}
        noun="ship requests"
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
      />
    </div>
  );
}
