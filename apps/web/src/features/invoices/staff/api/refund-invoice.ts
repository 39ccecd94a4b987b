import { INVOICE_STAFF_TEXTS, type RefundInvoiceResponse } from "@app/shared/invoices.staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api";
import { staffInvoiceKeys } from "./invoice-keys";

/** POST /api/invoice/{id}/refund with the reason (managers and owners). */
export function refundInvoice(id: number, reason: string) {
  return api.post<RefundInvoiceResponse>(
    `/invoice/${id}/refund`,
    { reason },
    { fallback: INVOICE_STAFF_TEXTS.refundFailed },
  );
}

/** The refund changes the invoice, and a shipment's payment status: every staff list reloads on its next visit. */
export function useRefundInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => refundInvoice(id, reason),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffInvoiceKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: staffInvoiceKeys.allLists, refetchType: "none" });
    },
  });
}
