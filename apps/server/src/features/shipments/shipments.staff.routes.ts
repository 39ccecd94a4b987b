import { SHIPMENT_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema } from "@app/shared/http";
import { rolesFor } from "@app/shared/roles";
import {
  createShipmentSchema,
  paymentStatusUpdateSchema,
  shipmentMutationResponseSchema,
  shipmentStatusUpdateSchema,
  staffShipmentDetailResponseSchema,
  staffShipmentListResponseSchema,
} from "@app/shared/shipments.staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCsv } from "../../lib/list.js";
import { staffListQuery } from "@app/shared/http";
import {
  createStaffShipment,
  exportStaffShipments,
  getStaffShipment,
  listStaffShipments,
  SHIPMENT_CSV_COLUMNS,
  unusedTrackingNumber,
  updatePaymentStatus,
  updateShipmentStatus,
} from "./shipments.staff.service.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Staff side of shipments (the contract's /shipment calls); the portal's side is /shipments. The role guard runs
 * on onRequest, before the body is validated, so customers and anonymous callers learn nothing but 401.
 */
const staffShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/shipment",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: ["shipments (staff)"],
        summary:
          "Every shipment, newest first: paginated, search by tracking-number or e-mail prefix, status filter, format=csv exports the filtered list",
        querystring: staffListQuery(SHIPMENT_STATUSES),
        response: { 200: staffShipmentListResponseSchema.or(z.string()), ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === "csv")
        return sendCsv(reply, "shipments", SHIPMENT_CSV_COLUMNS, await exportStaffShipments(app, query));
      return listStaffShipments(app, query);
    },
  );

  app.get(
    "/shipment/tracking-number",
    {
      onRequest: app.requireAdmin(...rolesFor("shipments.create")),
      schema: {
        tags: ["shipments (staff)"],
        summary: "A generated tracking number (prefix, 100-90099, three capitals) that no shipment uses yet",
        response: { 200: z.object({ tracking_number: z.string() }), ...errors },
      },
    },
    async () => ({ tracking_number: await unusedTrackingNumber(app) }),
  );

  app.get(
    "/shipment/:id",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: ["shipments (staff)"],
        summary: "One shipment with its status timeline and audit trail",
        params: idParamSchema,
        response: { 200: staffShipmentDetailResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getStaffShipment(app, request.params.id),
  );

  app.post(
    "/shipment",
    {
      onRequest: app.requireAdmin(...rolesFor("shipments.create")),
      schema: {
        tags: ["shipments (staff)"],
        summary: "Create a shipment for the customer whose e-mail it names; created_by is the signed-in admin",
        body: createShipmentSchema,
        response: { 201: shipmentMutationResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createStaffShipment(app, request.admin!, request.body)),
  );

  app.put(
    "/shipment/shipment-status",
    {
      onRequest: app.requireAdmin(...rolesFor("shipments.updateStatus")),
      schema: {
        tags: ["shipments (staff)"],
        summary: "Change a shipment's status (timeline entry, audit entry, e-mail to the customer)",
        body: shipmentStatusUpdateSchema,
        response: { 200: shipmentMutationResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => updateShipmentStatus(app, request.admin!, request.body),
  );

  app.put(
    "/shipment/payment-status",
    {
      onRequest: app.requireAdmin(...rolesFor("shipments.updatePaymentStatus")),
      schema: {
        tags: ["shipments (staff)"],
        summary: "Change a shipment's payment status (audit entry)",
        body: paymentStatusUpdateSchema,
        response: { 200: shipmentMutationResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => updatePaymentStatus(app, request.admin!, request.body),
  );
};

export default staffShipmentRoutes;
