import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import { invoicesContract } from "@app/shared/invoices/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
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
