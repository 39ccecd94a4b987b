import { STAFF_TICKET_TEXTS, type StaffTicket, type TicketStatusUpdateInput } from "@app/shared/tickets/staff";
import { staffTicketsContract } from "@app/shared/tickets/staff.contract";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { patchListRow } from "../../../../components/admin-list/use-admin-list";
import { LIST_PATH, staffTicketKeys } from "./staff-ticket-keys";

/** PATCH /api/ticket/{id}/status with the contract body {status}. */
export function updateTicketStatus(id: number, status: string) {
  return call(
    staffTicketsContract.setStatus,
    { params: { id }, body: { status: status as TicketStatusUpdateInput["status"] } },
    { fallback: STAFF_TICKET_TEXTS.statusFailed },
  );
}

/** Updates the status, changes the row in every cached list page at once, and marks the ticket's page stale. */
export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return async (id: number, status: string) => {
    const answer = await updateTicketStatus(id, status);
    patchListRow<StaffTicket>(queryClient, LIST_PATH, id, { status: answer.status });
    await queryClient.invalidateQueries({ queryKey: staffTicketKeys.detail(id) });
    return answer;
  };
}
