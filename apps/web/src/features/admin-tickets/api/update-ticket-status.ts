import type { TicketStatus } from "@app/shared/enums";
import { STAFF_TICKET_TEXTS } from "@app/shared/tickets-staff";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { staffTicketKeys } from "./staff-ticket-keys";

/** PATCH /api/ticket/{id}/status with the contract body {status}. */
export function updateTicketStatus(id: number, status: string) {
  return api.patch<{ message: string; status: TicketStatus }>(
    `/ticket/${id}/status`,
    { status },
    { fallback: STAFF_TICKET_TEXTS.statusFailed },
  );
}

/** Updates the status, then marks the ticket's page stale (the list row is changed locally by the caller). */
export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return async (id: number, status: string) => {
    const answer = await updateTicketStatus(id, status);
    await queryClient.invalidateQueries({ queryKey: staffTicketKeys.detail(id) });
    return answer;
  };
}
