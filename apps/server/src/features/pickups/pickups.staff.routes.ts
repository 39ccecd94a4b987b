import { rolesFor } from "@app/shared/roles";
import { PICKUP_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema } from "@app/shared/http";
import { statusUpdatedResponseSchema } from "@app/shared/invoices.staff";
import {
  pickupStatusUpdateSchema,
  staffPickupDetailResponseSchema,
  staffPickupListResponseSchema,
} from "@app/shared/pickups.staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/list.js";
import { staffListQuery } from "@app/shared/http";
import {
  getPickupForStaff,
  listPickupsForStaff,
  PICKUP_CSV_COLUMNS,
  pickupsForCsv,
  updatePickupStatus,
} from "./pickups.staff.service.js";

const TAGS = ["pickups (staff)"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff side of pickups: list, printable detail and the inline status edit. */
const pickupStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/pickup",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: TAGS,
        summary:
          "Every pickup with its invoice, newest first: paginated, search by e-mail, contact name or number, status filter, date sort; format=csv exports the filtered list",
        querystring: staffListQuery(PICKUP_STATUSES),
        response: { 200: staffPickupListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv") {
        return sendCsv(reply, "pickups", PICKUP_CSV_COLUMNS, await pickupsForCsv(app, request.query));
      }
      return listPickupsForStaff(app, request.query);
    },
  );

  app.get(
    "/pickup/:id",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: TAGS,
        summary: "One pickup with items (weight in lbs and kg), images, the customer's e-mail and the audit trail",
        params: idParamSchema,
        response: { 200: staffPickupDetailResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getPickupForStaff(app, request.params.id),
  );

  app.put(
    "/pickup/pickup-status",
    {
      onRequest: app.requireAdmin(...rolesFor("pickups.updateStatus")),
      schema: {
        tags: TAGS,
        summary:
          "Change a pickup's status (pending, processing, in-transit, delivered, cancelled); the customer is e-mailed",
        body: pickupStatusUpdateSchema,
        response: { 200: statusUpdatedResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => updatePickupStatus(app, request.admin!, request.body.pickup_id, request.body.status),
  );
};

export default pickupStaffRoutes;
