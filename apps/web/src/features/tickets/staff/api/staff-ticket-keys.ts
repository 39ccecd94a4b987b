/** Query keys of the staff ticket screens. The list itself is cached by useAdminList under ['admin-list', path, ...]. */
import { staffTicketsContract } from "@app/shared/tickets/staff.contract";

export const LIST_PATH = staffTicketsContract.list.path;

export const staffTicketKeys = {
  detail: (id: number) => ["admin-tickets", "detail", id] as const,
  list: ["admin-list", LIST_PATH] as const,
};
