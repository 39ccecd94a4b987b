import { rolesFor } from "@app/shared/roles";
import { PROCUREMENT_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema } from "@app/shared/http";
import { statusUpdatedResponseSchema } from "@app/shared/invoices.staff";
import {
  procurementStatusUpdateSchema,
  staffProcurementDetailResponseSchema,
  staffProcurementListResponseSchema,
} from "@app/shared/procurements.staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/list.js";
import { staffListQuery } from "@app/shared/http";
import {
  getProcurementForStaff,
  listProcurementsForStaff,
  PROCUREMENT_CSV_COLUMNS,
  procurementsForCsv,
  updateProcurementStatus,
} from "./procurements.staff.service.js";

const TAGS = ["procurements (staff)"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff side of shop requests (procurements): list, printable detail and the inline status edit. */
const procurementStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/procurement",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: TAGS,
        summary:
          "Every shop request with its total and invoice, newest first: paginated, search by e-mail, store or number, status filter, date sort; format=csv exports the filtered list",
        querystring: staffListQuery(PROCUREMENT_STATUSES),
        response: { 200: staffProcurementListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv") {
        return sendCsv(reply, "shop-requests", PROCUREMENT_CSV_COLUMNS, await procurementsForCsv(app, request.query));
      }
      return listProcurementsForStaff(app, request.query);
    },
  );

  app.get(
    "/procurement/:id",
    {
      onRequest: app.requireAdmin(...rolesFor("records.view")),
      schema: {
        tags: TAGS,
        summary: "One shop request with products, images, the customer's e-mail and the audit trail",
        description: "`address` is the warehouse address as stored: an object, or JSON text possibly encoded twice.",
        params: idParamSchema,
        response: { 200: staffProcurementDetailResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getProcurementForStaff(app, request.params.id),
  );

  app.put(
    "/procurement/procurement-status",
    {
      onRequest: app.requireAdmin(...rolesFor("procurements.updateStatus")),
      schema: {
        tags: TAGS,
        summary:
          "Change a shop request's status (pending, approved, rejected); the customer is e-mailed on approval or rejection",
        body: procurementStatusUpdateSchema,
        response: { 200: statusUpdatedResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => updateProcurementStatus(app, request.admin!, request.body.procurement_id, request.body.status),
  );
};

export default procurementStaffRoutes;
