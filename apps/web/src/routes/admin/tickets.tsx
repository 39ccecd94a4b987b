import { TICKET_STATUSES } from "@app/shared/enums";
import { STAFF_TICKET_TEXTS, type StaffTicket } from "@app/shared/tickets-staff";
import { useState } from "react";
import { ListToolbar } from "../../components/admin-list/list-toolbar";
import { useAdminList } from "../../components/admin-list/use-admin-list";
import { useListParams } from "../../components/admin-list/use-list-params";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { Pagination } from "../../components/ui/pagination";
import { useUpdateTicketStatus } from "../../features/admin-tickets/api/update-ticket-status";
import { StaffTicketTable } from "../../features/admin-tickets/components/staff-ticket-table";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function AdminTicketsPage() {
  useDocumentTitle(STAFF_TICKET_TEXTS.listTitle);
  const { params, update } = useListParams();
  const list = useAdminList<StaffTicket>({
    path: "/ticket",
    rowsKey: "tickets",
    params,
    loadedMessage: STAFF_TICKET_TEXTS.loaded,
    fallback: STAFF_TICKET_TEXTS.fetchFailed,
  });
  const updateStatus = useUpdateTicketStatus();
  // A confirmed inline edit changes its row at once; a fresh load of the list is the truth again.
  const [changed, setChanged] = useState<{ loadedAt: number; status: Record<number, StaffTicket["status"]> }>({
    loadedAt: 0,
    status: {},
  });
  const local = changed.loadedAt === list.dataUpdatedAt ? changed.status : {};
  const rows = list.data?.rows.map((t) => (local[t.id] ? { ...t, status: local[t.id]! } : t));

  return (
    <div>
      <PageHeader title={STAFF_TICKET_TEXTS.listTitle} />
      <ListToolbar
        path="/ticket"
        params={params}
        update={update}
        statuses={TICKET_STATUSES}
        searchLabel={STAFF_TICKET_TEXTS.searchLabel}
      />
      {list.isError && !list.data ? (
        <EmptyState>{STAFF_TICKET_TEXTS.loadFailed}</EmptyState>
      ) : (
        <StaffTicketTable
          tickets={rows}
          loading={list.isPending}
          onStatus={async (ticket, status) => {
            const answer = await updateStatus(ticket.id, status);
            setChanged((prev) => ({
              loadedAt: list.dataUpdatedAt,
              status: { ...(prev.loadedAt === list.dataUpdatedAt ? prev.status : {}), [ticket.id]: answer.status },
            }));
          }}
        />
      )}
      <Pagination info={list.data?.pagination} onPage={(page) => update({ page })} />
    </div>
  );
}
