import { SHIP_REQUEST_STATUS_LABELS, type ShipRequestStatus } from "@app/shared/ship-requests/ship-requests";
import { RATE_SERVICE_LABELS } from "@app/shared/rates/rates";
import { formatDimensions, formatWeight } from "@app/shared/core/units";
import { Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "../../components/ui/link";
import { useClampedPage, useListParams } from "../../components/admin-list/use-list-params";
import { buttonClass } from "../../components/ui/button";
import { EmptyState, Spinner } from "../../components/ui/card";
import { Form } from "../../components/ui/form";
import { Pagination } from "../../components/ui/pagination";
import { useStaffShipRequests } from "../../features/ship-requests/staff/api/staff-ship-requests";
import { PackForm } from "../../features/ship-requests/staff/components/pack-form";
import { errorMessage } from "../../lib/api";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { thumbnailUrl } from "../../lib/image-urls";

const TABS: ShipRequestStatus[] = ["submitted", "packed", "paid", "shipped", "cancelled"];

/**
 * /admin/ship-requests: the packing table. Submitted requests show their packages (weights, dimensions, photos)
 * and the pack form; packed and paid ones link their invoice. Each tab pages 20 at a time; the search (request
 * number, customer name, e-mail or suite) applies to every tab. Tab, search and page live in the URL.
 */
export default function AdminShipRequestsPage() {
  useDocumentTitle("Ship Requests");
  const { params, update } = useListParams();
  const status = (TABS.find((t) => t === params.status) ?? "submitted") as ShipRequestStatus;
  const query = useStaffShipRequests(status, params.page, params.q);
  const pastTheEnd = useClampedPage(query, update);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Ship Requests</h1>
      <SearchBox q={params.q} onSearch={(q) => update({ q })} />
      <div role="tablist" className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            className={`rounded-full px-3 py-1 text-sm ${tab === status ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800"}`}
            onClick={() => update({ status: tab })}
          >
            {SHIP_REQUEST_STATUS_LABELS[tab]}
          </button>
        ))}
      </div>
      {query.isPending || pastTheEnd ? (
        <Spinner />
      ) : query.isError ? (
        <EmptyState>{errorMessage(query.error, "Failed to fetch ship requests.")}</EmptyState>
      ) : query.data.ship_requests.length === 0 ? (
        <EmptyState>{params.q ? "No ship requests match this search." : "No ship requests here."}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {query.data.ship_requests.map((r) => (
            <li
              key={r.id}
              className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
              data-testid="ship-request"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-slate-900">
                  Ship request #{r.id} · {r.customer_name} ({r.email_address})
                </h2>
                <span className="text-sm text-slate-600">{SHIP_REQUEST_STATUS_LABELS[r.status]}</span>
              </div>
              <p className="text-sm text-slate-700">
                {r.warehouse} → Lagos · {RATE_SERVICE_LABELS[r.service]} ·{" "}
                {r.consolidate ? "consolidate into one box" : "ship separately"} · repack:{" "}
                {r.repack.replaceAll("_", " ")}
                {r.fragile ? " · fragile" : ""}
              </p>
              <ul className="space-y-2">
                {r.packages.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center gap-3 text-sm">
                    <span className="font-mono">{p.package_code}</span>
                    <span>{p.description}</span>
                    <span>{formatWeight(p.weight_grams)}</span>
                    <span>{formatDimensions(p)}</span>
                    {p.photos.map((photo) => (
                      <img
                        key={photo.url}
                        src={thumbnailUrl(photo.url)}
                        alt={photo.name ?? p.package_code}
                        className="h-12 w-12 rounded border border-slate-200 object-cover"
                        loading="lazy"
                      />
                    ))}
                  </li>
                ))}
              </ul>
              {r.status === "submitted" && <PackForm requestId={r.id} />}
              {r.invoice && (
                <p className="text-sm">
                  Invoice{" "}
                  <Link className="font-semibold text-brand-700 underline" to={`/admin/invoices/${r.invoice.id}`}>
                    {r.invoice.transaction_id}
                  </Link>{" "}
                  ({r.invoice.status})
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination info={query.data?.pagination} onPage={(page) => update({ page })} noun="ship requests" />
    </div>
  );
}

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form form={{ onSubmit: submit, pending: false }} role="search" className="flex max-w-2xl items-end gap-2">
      <label className="flex-1 text-sm font-medium text-slate-700">
        Search by request number, customer name, e-mail or suite
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
  );
}
