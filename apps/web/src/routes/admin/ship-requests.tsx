import { seesContacts } from "@app/shared/core/roles";
import { SHIP_REQUEST_STATUS_LABELS, type ShipRequestStatus } from "@app/shared/ship-requests/ship-requests";
import { Search } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useClampedPage, useListParams } from "../../components/admin-list/use-list-params";
import { buttonClass } from "../../components/ui/button";
import { EmptyState, Spinner } from "../../components/ui/card";
import { Form } from "../../components/ui/form";
import { Pagination } from "../../components/ui/pagination";
import { useStaffShipRequests } from "../../features/ship-requests/staff/api/staff-ship-requests";
import { PackingCard } from "../../features/ship-requests/staff/components/packing-card";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { LoadFailed } from "../../components/ui/load-failed";

const TABS: ShipRequestStatus[] = ["submitted", "packed", "paid", "shipped", "cancelled"];

/**
 * /admin/ship-requests: the packing table. Each request is a PackingCard: its parcels (bin, measures, photos), every
 * extra asked, the declared items, and while submitted the packing photos and the pack form; packed and paid ones
 * link their invoice. Each tab pages 20 at a time; the search (request
 * number, customer name, e-mail or suite; an agent's matches no e-mail) applies to every tab. Tab, search and page live in the URL.
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
      {/* Not another page's requests while this one loads: they would read as this page's. */}
      {query.isPending || pastTheEnd || query.isPlaceholderData ? (
        <Spinner />
      ) : query.isError ? (
        <LoadFailed query={query} title="Failed to fetch ship requests." />
      ) : query.data.ship_requests.length === 0 ? (
        <EmptyState>{params.q ? "No ship requests match this search." : "No ship requests here."}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {query.data.ship_requests.map((r) => (
            <PackingCard key={r.id} request={r} />
          ))}
        </ul>
      )}
      <Pagination
        info={query.data?.pagination}
        loadingPage={query.isPlaceholderData ? params.page : undefined}
        onPage={(page) => update({ page })}
        noun="ship requests"
      />
    </div>
  );
}

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { role } = useAdmin();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form form={{ onSubmit: submit, pending: false }} role="search" className="flex max-w-2xl items-end gap-2">
      <label className="flex-1 text-sm font-medium text-slate-700">
        {seesContacts(role)
          ? "Search by request number, customer name, e-mail or suite"
          : "Search by request number, customer name or suite"}
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
