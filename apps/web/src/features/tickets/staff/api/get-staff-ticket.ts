import { STAFF_TICKET_TEXTS } from "@app/shared/tickets/staff";
import { staffTicketsContract } from "@app/shared/tickets/staff.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { staffTicketKeys } from "./staff-ticket-keys";

export function getStaffTicket(id: number) {
  return call(staffTicketsContract.detail, { params: { id } }, { fallback: STAFF_TICKET_TEXTS.fetchFailed });
}

/** Always fetched by id (responses and audit trail), so a reload or a shared link works. */
export function useStaffTicket(id: number) {
  return useQuery({
    queryKey: staffTicketKeys.detail(id),
    queryFn: () => getStaffTicket(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
