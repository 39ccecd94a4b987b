/** Query keys of the staff shop-request screens. The list itself is cached by useAdminList under ['admin-list', path, ...]. */
import { staffProcurementsContract } from "@app/shared/procurements/staff.contract";

export const LIST_PATH = staffProcurementsContract.list.path;

export const staffProcurementKeys = {
  list: ["admin-list", LIST_PATH] as const,
  detail: (id: number) => ["admin-procurement", id] as const,
};
