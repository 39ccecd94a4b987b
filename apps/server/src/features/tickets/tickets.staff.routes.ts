import { TICKET_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, messageSchema } from "@app/shared/http";
import {
  staffReplySchema,
  staffTicketDetailResponseSchema,
  staffTicketListResponseSchema,
  ticketIdParamSchema,
  ticketStatusResponseSchema,
  ticketStatusUpdateSchema,
} from "@app/shared/tickets.staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCsv, staffListQuery } from "../../lib/list.js";
import {
  getTicketForStaff,
  listTicketsForStaff,
  replyAsStaff,
  setTicketStatus,
  TICKET_CSV_COLUMNS,
  ticketsForCsv,
} from "./tickets.staff.service.js";

const GUARDED = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Staff side of support tickets. Every staff role (owner, manager, worker) runs tickets. The guard runs on
 * onRequest, before the body is read or validated: customers and anonymous callers learn nothing else.
 */
const staffTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyStaff = app.requireAdmin();

  app.get(
    "/ticket",
    {
      onRequest: anyStaff,
      schema: {
        tags: ["tickets (staff)"],
        summary:
          "Every ticket, by last update (paginated; search subject or e-mail, status filter, sort; format=csv exports the filtered list)",
        querystring: staffListQuery(TICKET_STATUSES),
        response: {
          200: z.union([staffTicketListResponseSchema, z.string().describe("text/csv when format=csv")]),
          400: apiErrorSchema,
          ...GUARDED,
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === "csv") return sendCsv(reply, "tickets", TICKET_CSV_COLUMNS, await ticketsForCsv(app, query));
      return listTicketsForStaff(app, query);
    },
  );

  app.get(
    "/ticket/:id",
    {
      onRequest: anyStaff,
      schema: {
        tags: ["tickets (staff)"],
        summary: "A ticket with the customer's e-mail, its images, responses newest first and its audit trail",
        params: ticketIdParamSchema,
        response: { 200: staffTicketDetailResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...GUARDED },
      },
    },
    async (request) => getTicketForStaff(app, request.params.id),
  );

  app.post(
    "/ticket/:id/reply",
    {
      onRequest: anyStaff,
      schema: {
        tags: ["tickets (staff)"],
        summary: "Reply to the customer (e-mails them; an 'open' ticket becomes 'answered')",
        params: ticketIdParamSchema,
        body: staffReplySchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...GUARDED },
      },
    },
    async (request) => replyAsStaff(app, request.admin!, request.params.id, request.body.response),
  );

  app.patch(
    "/ticket/:id/status",
    {
      onRequest: anyStaff,
      schema: {
        tags: ["tickets (staff)"],
        summary: "Set the ticket's status: open, answered or closed (audited)",
        params: ticketIdParamSchema,
        body: ticketStatusUpdateSchema,
        response: { 200: ticketStatusResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...GUARDED },
      },
    },
    async (request) => setTicketStatus(app, request.admin!, request.params.id, request.body.status),
  );
};

export default staffTicketRoutes;
