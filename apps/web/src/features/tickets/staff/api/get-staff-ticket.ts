import { STAFF_TICKET_TEXTS, type StaffTicketDetailResponse } from "@app/shared/tickets.staff";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api";
import { staffTicketKeys } from "./staff-ticket-keys";

export function getStaffTicket(id: number) {
  return api.get<StaffTicketDetailResponse>(`/ticket/${id}`, { fallback: STAFF_TICKET_TEXTS.fetchFailed });
}

/** Always fetched by id (responses and audit trail), so a reload or a shared link works. */
export function useStaffTicket(id: number) {
  return useQuery({
    queryKey: staffTicketKeys.detail(id),
    queryFn: () => getStaffTicket(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
