import { INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { staffInvoicesContract } from "@app/shared/invoices/staff.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { staffInvoiceKeys } from "./invoice-keys";

/** GET /api/invoice/{id}: the customer's e-mail, payments and the audit trail. */
export function getStaffInvoice(id: number) {
  return call(staffInvoicesContract.detail, { params: { id } }, { fallback: INVOICE_STAFF_TEXTS.fetchFailed });
}

/** Always fetched by id, so a reload or a shared link works. */
export function useStaffInvoice(id: number) {
  return useQuery({
    queryKey: staffInvoiceKeys.detail(id),
    queryFn: async () => (await getStaffInvoice(id)).invoice,
    enabled: Number.isInteger(id) && id > 0,
  });
}
