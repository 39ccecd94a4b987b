import { TICKET_STATUSES } from "@app/shared/enums";
import { STAFF_TICKET_TEXTS as TEXTS, type StaffTicket } from "@app/shared/tickets.staff";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { LIST_PATH } from "../../features/tickets/staff/api/staff-ticket-keys";
import { useUpdateTicketStatus } from "../../features/tickets/staff/api/update-ticket-status";
import { StaffTicketTable } from "../../features/tickets/staff/components/staff-ticket-table";

export default function AdminTicketsPage() {
  const updateStatus = useUpdateTicketStatus();
  return (
    <StaffListPage<StaffTicket>
      title={TEXTS.listTitle}
      path={LIST_PATH}
      rowsKey="tickets"
      texts={TEXTS}
      statuses={TICKET_STATUSES}
      searchLabel={TEXTS.searchLabel}
      noun="tickets"
      table={({ rows, loading }) => (
        <StaffTicketTable
          tickets={rows}
          loading={loading}
          onStatus={(ticket, status) => updateStatus(ticket.id, status)}
        />
      )}
    />
  );
}
