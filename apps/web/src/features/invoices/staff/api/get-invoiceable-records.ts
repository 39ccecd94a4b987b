import type { StaffInvoiceReferenceType } from "@app/shared/core/enums";
import { INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { staffInvoicesContract } from "@app/shared/invoices/staff.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

/** GET /api/invoice/records: the picked customer's records of one kind, for the form's record picker. */
export function useInvoiceableRecords(userId: number | undefined, type: StaffInvoiceReferenceType) {
  return useQuery({
    queryKey: ["admin-invoiceable-records", userId, type] as const,
    queryFn: async () =>
      (
        await call(
          staffInvoicesContract.records,
          { query: { user_id: userId!, type } },
          { fallback: INVOICE_STAFF_TEXTS.recordsFailed },
        )
      ).records,
    enabled: userId !== undefined && Number.isInteger(userId) && userId > 0,
  });
}
