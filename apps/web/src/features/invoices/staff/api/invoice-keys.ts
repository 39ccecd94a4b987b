/** Query keys of the staff invoice screens. The list itself is cached by useAdminList under ['admin-list', path, ...]. */
import { staffInvoicesContract } from "@app/shared/invoices/staff.contract";

export const LIST_PATH = staffInvoicesContract.list.path;

export const staffInvoiceKeys = {
  list: ["admin-list", LIST_PATH] as const,
  /** Every staff list: an issued invoice fills the invoice cell of the shipment, shop request and pickup lists. */
  allLists: ["admin-list"] as const,
  detail: (id: number) => ["admin-invoice", id] as const,
};
