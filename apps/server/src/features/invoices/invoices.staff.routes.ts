import { rolesFor } from "@app/shared/roles";
import { INVOICE_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema } from "@app/shared/http";
import {
  createInvoiceResponseSchema,
  createInvoiceSchema,
  invoiceStatusUpdateSchema,
  staffInvoiceDetailResponseSchema,
  staffInvoiceListResponseSchema,
  statusUpdatedResponseSchema,
} from "@app/shared/invoices.staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/list.js";
import { staffListQuery } from "@app/shared/http";
import {
  createInvoice,
  getInvoiceForStaff,
  INVOICE_CSV_COLUMNS,
  invoicesForCsv,
  listInvoicesForStaff,
  updateInvoiceStatus,
} from "./invoices.staff.service.js";

const TAGS = ["invoices (staff)"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff side of invoices: list, detail, creation from a list row and the inline status edit. */
const invoiceStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/invoice",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: TAGS,
        summary:
          "Every invoice, newest first: paginated, search by transaction id or e-mail, status filter, date sort; format=csv exports the filtered list",
        querystring: staffListQuery(INVOICE_STATUSES),
        response: { 200: staffInvoiceListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv") {
        return sendCsv(reply, "invoices", INVOICE_CSV_COLUMNS, await invoicesForCsv(app, request.query));
      }
      return listInvoicesForStaff(app, request.query);
    },
  );

  app.get(
    "/invoice/:id",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: TAGS,
        summary: "One invoice with the customer's e-mail, its payments and its audit trail",
        params: idParamSchema,
        response: { 200: staffInvoiceDetailResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getInvoiceForStaff(app, request.params.id),
  );

  app.post(
    "/invoice",
    {
      onRequest: app.requireAdmin(...rolesFor("invoices.create")),
      schema: {
        tags: TAGS,
        summary: "Issue an invoice for a shipment, shop request or pickup of the named customer (managers and owners)",
        description:
          "admin_id is validated as the contract says but the signed-in admin is always recorded. The referenced record must exist and belong to user_id (400); a record has one invoice and a transaction id is used once (409). The customer is e-mailed.",
        body: createInvoiceSchema,
        response: { 201: createInvoiceResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createInvoice(app, request.admin!, request.body)),
  );

  app.put(
    "/invoice/invoice-status",
    {
      onRequest: app.requireAdmin(...rolesFor("invoices.updateStatus")),
      schema: {
        tags: TAGS,
        summary: "Change an unpaid invoice's status (managers and owners); recorded in the audit trail",
        description:
          "A paid or refunded invoice keeps its status (409: record a refund instead); 'refunded' is reached only through POST /api/invoice/{id}/refund (400).",
        body: invoiceStatusUpdateSchema,
        response: { 200: statusUpdatedResponseSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => updateInvoiceStatus(app, request.admin!, request.body.invoice_id, request.body.status),
  );
};

export default invoiceStaffRoutes;
