import type { Invoice } from "@app/shared/invoices/invoices";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dashboardKey, invoiceKey, invoiceListsKey, invoicesKey, walletKey } from "./query-keys";

/**
 * The one place that says what a payment's completion changes on the customer's screens: the invoice and the
 * invoice lists, the home's counts (unpaid invoices) and the wallet (its balance, statement and invoice quotes). Each
 * way of paying calls it once the server has answered (the wallet, the card or naira checkout verified, a transfer,
 * a top-up): without it the cache kept the home's count and the lists as they were for up to 30 s.
 * `invoice`: the server's fresh invoice, shown at once; without it the invoice is loaded again.
 */
export function usePaymentSettled() {
  const queryClient = useQueryClient();
  return useCallback(
    (invoice?: Invoice) => {
      if (invoice) {
        queryClient.setQueryData(invoiceKey(invoice.id), invoice);
        void queryClient.invalidateQueries({ queryKey: invoiceListsKey });
      } else {
        void queryClient.invalidateQueries({ queryKey: invoicesKey });
      }
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      return queryClient.invalidateQueries({ queryKey: walletKey });
    },
    [queryClient],
  );
}
