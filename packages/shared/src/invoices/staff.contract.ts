import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import {
  INVOICE_LIST_ACCEPTS,
  createInvoiceResponseSchema,
  createInvoiceSchema,
  invoiceStatusUpdateSchema,
  staffInvoiceDetailResponseSchema,
  staffInvoiceListResponseSchema,
  staffInvoiceListQuery,
  statusUpdatedResponseSchema,
} from "./staff.js";

const tags = ["invoices (staff)"] as const;

/** The staff side of invoices: list, detail, creation from a list row and the inline status edit. */
export const staffInvoicesContract = {
  list: operation({
    method: "GET",
    path: "/invoice",
    access: { staff: "records.view" },
    tags,
    summary:
      "Every invoice, newest first: paginated, search by transaction id or e-mail, status filter, refund=due (money to give back), date sort; format=csv exports the filtered list",
    accepts: INVOICE_LIST_ACCEPTS,
    query: staffInvoiceListQuery,
    success: { status: 200, schema: staffInvoiceListResponseSchema },
    csv: true,
  }),
  detail: operation({
    method: "GET",
    path: "/invoice/:id",
    access: { staff: "records.view" },
    tags,
    summary: "One invoice with the customer's e-mail, its payments and its audit trail",
    params: idParamSchema,
    success: { status: 200, schema: staffInvoiceDetailResponseSchema },
    errors: [404],
  }),
  create: operation({
    method: "POST",
    path: "/invoice",
    access: { staff: "invoices.create" },
    tags,
    summary: "Issue an invoice for a shipment, shop request or pickup of the named customer (managers and owners)",
    description:
      "admin_id is validated as the contract says but the signed-in admin is always recorded. The referenced record must exist and belong to user_id (400); a record has one invoice and a transaction id is used once (409). The customer is e-mailed.",
    body: createInvoiceSchema,
    success: { status: 201, schema: createInvoiceResponseSchema },
    errors: [409],
  }),
  setStatus: operation({
    method: "PUT",
    path: "/invoice/invoice-status",
    access: { staff: "invoices.updateStatus" },
    tags,
    summary: "Change an unpaid invoice's status (managers and owners); recorded in the audit trail",
    description:
      "A paid or refunded invoice keeps its status (409: record a refund instead); 'refunded' is reached only through POST /api/invoice/{id}/refund (400).",
    body: invoiceStatusUpdateSchema,
    success: { status: 200, schema: statusUpdatedResponseSchema },
    errors: [404, 409],
  }),
};
