import { INVOICE_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema, listQueryOf } from "@app/shared/http";
import { invoiceDetailResponseSchema, invoiceListResponseSchema } from "@app/shared/invoices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getInvoiceOf, listInvoicesOf } from "./invoices.service.js";

/** Customer side of invoices: the portal list and the payment screen's record. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/invoices",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ["invoices"],
        summary:
          "The signed-in customer's invoices, newest first (paginated; optional status and transaction-id search)",
        querystring: listQueryOf(INVOICE_STATUSES),
        response: { 200: invoiceListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listInvoicesOf(app, request.customer!.id, request.query),
  );

  app.get(
    "/invoices/:id",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ["invoices"],
        summary: "One of the signed-in customer's invoices (another customer's id answers 404)",
        params: idParamSchema,
        response: { 200: invoiceDetailResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getInvoiceOf(app, request.customer!.id, request.params.id),
  );
};

export default invoiceRoutes;
