/** Query keys of the staff ticket screens. The list itself is cached by useAdminList under ['admin-list', path, ...]. */
export const LIST_PATH = "/ticket";

export const staffTicketKeys = {
  detail: (id: number) => ["admin-tickets", "detail", id] as const,
  list: ["admin-list", LIST_PATH] as const,
};
