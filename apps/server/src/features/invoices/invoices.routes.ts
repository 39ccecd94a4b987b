import { invoicesContract as op } from "@app/shared/invoices.contract";
import { implement, routes } from "../../lib/routes.js";
import { getInvoiceOf, listInvoicesOf } from "./invoices.service.js";

/** Customer side of invoices: the portal list and the payment screen's record. */
export default routes(
  implement(op.list, ({ ctx, customer, query }) => listInvoicesOf(ctx, customer.id, query)),
  implement(op.detail, ({ ctx, customer, params }) => getInvoiceOf(ctx, customer.id, params.id)),
);
