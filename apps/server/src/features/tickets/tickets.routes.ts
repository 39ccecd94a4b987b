import { TICKET_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema, listQueryOf, messageSchema } from "@app/shared/http";
import {
  TICKET_TEXTS,
  ticketDetailResponseSchema,
  ticketListResponseSchema,
  ticketResponseFormSchema,
} from "@app/shared/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UPLOAD_RATE_LIMIT } from "../../lib/upload-store.js";
import { readMultipart } from "../../lib/uploads.js";
import { addCustomerResponse, createTicket, getTicketOf, listTicketsOf } from "./tickets.service.js";

/** Customer side of support tickets: the portal list, the form, the ticket page and its reply. */
const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/tickets",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["tickets"],
        summary:
          "The signed-in customer's tickets, most recently updated first (paginated; optional status and subject search)",
        description:
          "The original client stored a token from this answer; sessions are cookies here, so none is returned.",
        querystring: listQueryOf(TICKET_STATUSES),
        response: { 200: ticketListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listTicketsOf(app, request.customer!.id, request.query),
  );

  app.get(
    "/tickets/:id",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["tickets"],
        summary:
          "One of the signed-in customer's tickets with its images and responses, newest first (another customer's id answers 404)",
        params: idParamSchema,
        response: { 200: ticketDetailResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getTicketOf(app, request.customer!.id, request.params.id),
  );

  app.post(
    "/tickets",
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ["tickets"],
        summary: "Open a ticket",
        description:
          "multipart/form-data: subject, department (sales/billing, technical, customer service), warehouse (USA, UK, Nigeria, China), message, and up to 10 `images` (JPEG, PNG, GIF or WebP, at most 5 MB each, checked by content; re-encoded, which drops EXIF/GPS and anything appended). Per account: images up to the UPLOAD_QUOTA_MB quota (413 past it) and 10 submissions a minute (429); 507 when the server's disk is full.",
        consumes: ["multipart/form-data"],
        response: {
          201: messageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          507: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, images } = await readMultipart(request);
      await createTicket(app, request.customer!, fields, images);
      return reply.code(201).send({ message: TICKET_TEXTS.created });
    },
  );

  app.post(
    "/tickets/:id/response",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["tickets"],
        summary: "Reply on one of the signed-in customer's tickets (body field `messages`, as in the contract)",
        params: idParamSchema,
        body: ticketResponseFormSchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => addCustomerResponse(app, request.customer!, request.params.id, request.body.messages),
  );
};

export default ticketRoutes;
