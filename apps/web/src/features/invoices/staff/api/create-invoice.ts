import { type CreateInvoiceValues, INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { staffInvoicesContract } from "@app/shared/invoices/staff.contract";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";
import { staffInvoiceKeys } from "./invoice-keys";

/** POST /api/invoice with the contract body; the due date goes out as an ISO instant (the picker's local time). */
export function createInvoice(values: CreateInvoiceValues) {
  return call(
    staffInvoicesContract.create,
    { body: { ...values, due_date: new Date(values.due_date).toISOString() } },
    { fallback: INVOICE_STAFF_TEXTS.createFailed },
  );
}

/** Creates the invoice; every staff list is stale now (the record's invoice cell, the invoice list). */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return async (values: CreateInvoiceValues) => {
    const answer = await createInvoice(values);
    await queryClient.invalidateQueries({ queryKey: staffInvoiceKeys.allLists, refetchType: "none" });
    return answer;
  };
}
