/** Query keys of the staff pickup screens. The list itself is cached by useAdminList under ['admin-list', path, ...]. */
import { staffPickupsContract } from "@app/shared/pickups/staff.contract";

export const LIST_PATH = staffPickupsContract.list.path;

export const staffPickupKeys = {
  list: ["admin-list", LIST_PATH] as const,
  detail: (id: number) => ["admin-pickup", id] as const,
};
