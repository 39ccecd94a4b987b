/** The staff list itself is cached by the shared admin-list hook under ['admin-list', '/ticket', ...]. */
export const staffTicketKeys = {
  detail: (id: number) => ["admin-tickets", "detail", id] as const,
  list: ["admin-list", "/ticket"] as const,
};
