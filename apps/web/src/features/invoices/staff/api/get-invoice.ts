import { INVOICE_STAFF_TEXTS, type StaffInvoiceDetailResponse } from "@app/shared/invoices.staff";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api";
import { staffInvoiceKeys } from "./invoice-keys";

/** GET /api/invoice/{id}: the customer's e-mail, payments and the audit trail. */
export function getStaffInvoice(id: number) {
  return api.get<StaffInvoiceDetailResponse>(`/invoice/${id}`, { fallback: INVOICE_STAFF_TEXTS.fetchFailed });
}

/** Always fetched by id, so a reload or a shared link works. */
export function useStaffInvoice(id: number) {
  return useQuery({
    queryKey: staffInvoiceKeys.detail(id),
    queryFn: async () => (await getStaffInvoice(id)).invoice,
    enabled: Number.isInteger(id) && id > 0,
  });
}
