import { SHIPMENT_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema, listQueryOf } from "@app/shared/http";
import { shipmentDetailResponseSchema, shipmentListResponseSchema } from "@app/shared/shipments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getShipmentOf, listShipmentsOf } from "./shipments.service.js";

/** Customer side of shipments: the 'My Shipments' list and the printable detail. */
const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/shipments",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["shipments"],
        summary:
          "The signed-in customer's shipments, newest first (paginated; optional status and tracking-number search)",
        querystring: listQueryOf(SHIPMENT_STATUSES),
        response: { 200: shipmentListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listShipmentsOf(app, request.customer!.id, request.query),
  );

  app.get(
    "/shipments/:id",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["shipments"],
        summary:
          "One of the signed-in customer's shipments with its invoice, if any (another customer's id answers 404)",
        params: idParamSchema,
        response: { 200: shipmentDetailResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getShipmentOf(app, request.customer!.id, request.params.id),
  );
};

export default shipmentRoutes;
