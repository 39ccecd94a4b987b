import { operation } from "./contract.js";
import { INVOICE_STATUSES } from "./enums.js";
import { idParamSchema, listQueryOf } from "./http.js";
import { invoiceDetailResponseSchema, invoiceListResponseSchema } from "./invoices.js";

const tags = ["invoices"] as const;

/** The customer side of invoices: the portal list and the payment screen's record. */
export const invoicesContract = {
  list: operation({
    method: "GET",
    path: "/invoices",
    access: "customer",
    tags,
    summary: "The signed-in customer's invoices, newest first (paginated; optional status and transaction-id search)",
    query: listQueryOf(INVOICE_STATUSES),
    success: { status: 200, schema: invoiceListResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/invoices/:id",
    access: "customer",
    tags,
    summary: "One of the signed-in customer's invoices (another customer's id answers 404)",
    params: idParamSchema,
    success: { status: 200, schema: invoiceDetailResponseSchema },
    errors: [404],
  }),
};
