import { INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { staffPaymentsContract } from "@app/shared/payments/staff.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { staffInvoiceKeys } from "./invoice-keys";

/** POST /api/invoice/{id}/refund with the reason (managers and owners). */
export function refundInvoice(id: number, reason: string) {
  return call(
    staffPaymentsContract.refund,
    { params: { id }, body: { reason } },
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
