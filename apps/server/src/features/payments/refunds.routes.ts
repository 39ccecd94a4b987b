import { apiErrorSchema, idParamSchema } from "@app/shared/http";
import { refundInvoiceResponseSchema, refundInvoiceSchema } from "@app/shared/invoices.staff";
import { rolesFor } from "@app/shared/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { refundInvoice } from "./refunds.service.js";

const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/invoice/:id/refund",
    {
      onRequest: app.requireAdmin(...rolesFor("invoices.refund")),
      schema: {
        tags: ["invoices (staff)"],
        summary:
          "Refund a paid invoice with a reason (managers and owners): through the payment provider when paid online",
        description:
          "Only a paid invoice, or one flagged because a payment arrived after it was cancelled, can be refunded (409 otherwise). The invoice becomes refunded and a billed shipment's payment status Refunded; 502 when the provider refuses, and then nothing changes.",
        params: idParamSchema,
        body: refundInvoiceSchema,
        response: {
          200: refundInvoiceResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => refundInvoice(app, request.admin!, request.params.id, request.body.reason),
  );
};

export default refundRoutes;
