import { INVOICE_STAFF_TEXTS, type StaffInvoiceRow } from "@app/shared/invoices/staff";
import { staffInvoicesContract } from "@app/shared/invoices/staff.contract";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { patchListRow } from "../../../../components/admin-list/use-admin-list";
import { LIST_PATH, staffInvoiceKeys } from "./invoice-keys";

/** PUT /api/invoice/invoice-status with the contract body {invoice_id, status}. */
export function updateInvoiceStatus(invoice_id: number, status: string) {
  return call(
    staffInvoicesContract.setStatus,
    { body: { invoice_id, status } },
    { fallback: INVOICE_STAFF_TEXTS.statusFailed },
  );
}

/**
 * Updates the status and changes the row in every cached invoice list page at once. Other staff lists
 * show the invoice's status too (and paying a shipment invoice marks the shipment paid), so they reload.
 */
export function useUpdateInvoiceStatus() {
  const queryClient = useQueryClient();
  return async (id: number, status: string) => {
    const answer = await updateInvoiceStatus(id, status);
    patchListRow<StaffInvoiceRow>(queryClient, LIST_PATH, id, { status: answer.status as StaffInvoiceRow["status"] });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: staffInvoiceKeys.detail(id) }),
      queryClient.invalidateQueries({
        queryKey: staffInvoiceKeys.allLists,
        predicate: (q) => q.queryKey[1] !== staffInvoiceKeys.list[1],
        refetchType: "none",
      }),
    ]);
    return answer;
  };
}
