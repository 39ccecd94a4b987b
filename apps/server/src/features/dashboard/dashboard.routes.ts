import { dashboardResponseSchema, warehouseChoiceResponseSchema, warehouseChoiceSchema } from "@app/shared/dashboard";
import { apiErrorSchema } from "@app/shared/http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chooseWarehouse, dashboardOf } from "./dashboard.service.js";

/** The customer home: one summary call, and the shopping-warehouse choice ('Change Address'). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/dashboard",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["dashboard"],
        summary:
          "The customer home: shopping warehouse addresses with the suite number, and the counts of the home cards",
        description:
          "pending_shipments counts shipments whose status is exactly 'Pending'; unpaid_invoices counts invoices whose status is not 'paid'.",
        response: { 200: dashboardResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => dashboardOf(app, request.customer!),
  );

  app.put(
    "/details/warehouse",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["dashboard"],
        summary: "Remember the customer's chosen shopping warehouse (warehouse_choice)",
        body: warehouseChoiceSchema,
        response: { 200: warehouseChoiceResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => chooseWarehouse(app, request.customer!, request.body),
  );
};

export default dashboardRoutes;
