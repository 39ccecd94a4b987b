/** Query keys of the staff pickup screens. The list itself is cached by useAdminList under ['admin-list', path, ...]. */
export const LIST_PATH = "/pickup";

export const staffPickupKeys = {
  list: ["admin-list", LIST_PATH] as const,
  detail: (id: number) => ["admin-pickup", id] as const,
};
