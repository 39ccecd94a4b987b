import { INVOICE_TEXTS, type Invoice } from "@app/shared/invoices/invoices";
import { invoicesContract } from "@app/shared/invoices/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call } from "../../../lib/client";
import { invoiceKeys } from "./get-invoices";

export function getInvoice(id: number) {
  return call(invoicesContract.detail, { params: { id } }, { fallback: INVOICE_TEXTS.notFound }).then(
    (body) => body.invoice,
  );
}

/** Always fetched by id (navigation state only fills the screen sooner), so a reload or a shared link works. */
export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });

export function useInvoice(id: number) {
  return useQuery({ ...invoiceQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

/** After a settled payment: show the server's fresh invoice at once and reload the lists. */
export function useStoreInvoice() {
  const queryClient = useQueryClient();
  return useCallback(
    (invoice: Invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists });
    },
    [queryClient],
  );
}

/** After the wallet paid (part of) an invoice: load it again, and the lists with it (they kept it pending for 30 s). */
export function useReloadInvoice() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  }, [queryClient]);
}
