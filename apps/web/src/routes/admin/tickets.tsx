import { TICKET_STATUSES } from "@app/shared/core/enums";
import { STAFF_TICKET_TEXTS as TEXTS } from "@app/shared/tickets/staff";
import { staffTicketsContract } from "@app/shared/tickets/staff.contract";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { useUpdateTicketStatus } from "../../features/tickets/staff/api/update-ticket-status";
import { StaffTicketTable } from "../../features/tickets/staff/components/staff-ticket-table";

export default function AdminTicketsPage() {
  const updateStatus = useUpdateTicketStatus();
  return (
    <StaffListPage
      title={TEXTS.listTitle}
      op={staffTicketsContract.list}
      staff="customers.view"
      rowsOf={(answer) => answer.tickets}
      texts={TEXTS}
      statuses={TICKET_STATUSES}
      searchLabel={TEXTS.searchLabel}
      noun="tickets"
      defaultSortBy="updated_at"
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
