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
import { invoiceableRecordsQuerySchema, invoiceableRecordsResponseSchema } from "./invoiceable.js";

const tags = ["invoices (staff)"] as const;

/** The staff side of invoices: list, detail, creation from a list row and the inline status edit. */
export const staffInvoicesContract = {
  list: operation({
    method: "GET",
    path: "/invoice",
    access: { staff: "customers.view" },
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
    access: { staff: "customers.view" },
    tags,
    summary: "One invoice with the customer's e-mail, its payments and its audit trail",
    params: idParamSchema,
    success: { status: 200, schema: staffInvoiceDetailResponseSchema },
    errors: [404],
  }),
  records: operation({
    method: "GET",
    path: "/invoice/records",
    access: { staff: "invoices.create" },
    tags,
    summary:
      "A customer's shipments, shop requests or pickups for the invoice form's record picker (newest first, each with the invoice it already has and its suggested amount)",
    query: invoiceableRecordsQuerySchema,
    success: { status: 200, schema: invoiceableRecordsResponseSchema },
  }),
  create: operation({
    method: "POST",
    path: "/invoice",
    access: { staff: "invoices.create" },
    tags,
    summary: "Issue an invoice for a shipment, shop request or pickup of the named customer (managers and owners)",
    description:
      "admin_id is optional (validated when sent) and the signed-in admin is always recorded; without a transaction_id the server makes one. The referenced record must exist and belong to user_id (400); a record has one invoice and a transaction id is used once (409); a rejected shop request or cancelled pickup is not invoiced (409), and a shop request is invoiced in its own currency (400). The customer is e-mailed.",
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
