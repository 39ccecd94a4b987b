import { PROCUREMENT_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema, listQueryOf } from "@app/shared/http";
import {
  PROCUREMENT_TEXTS,
  procurementCreatedResponseSchema,
  procurementDetailResponseSchema,
  procurementListResponseSchema,
} from "@app/shared/procurements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UPLOAD_RATE_LIMIT } from "../../lib/upload-store.js";
import { readMultipart } from "../../lib/uploads.js";
import { createProcurement, getProcurementOf, listProcurementsOf } from "./procurements.service.js";

/** Customer side of shop-for-me: the 'Procurements' list, the form and the printable detail. */
const procurementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/procurements",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["procurements"],
        summary:
          "The signed-in customer's procurements, newest first (paginated; optional status and store-name search)",
        description:
          "The original API also returned a refreshed token here; sessions are httpOnly cookies (or the bearer token the client already holds), so none is returned.",
        querystring: listQueryOf(PROCUREMENT_STATUSES),
        response: { 200: procurementListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listProcurementsOf(app, request.customer!.id, request.query),
  );

  app.get(
    "/procurements/:id",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["procurements"],
        summary:
          "One of the signed-in customer's procurements with products, images and invoice (another customer's id answers 404)",
        description: "`address` is stored as JSON and answered as an object.",
        params: idParamSchema,
        response: {
          200: procurementDetailResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => getProcurementOf(app, request.customer!.id, request.params.id),
  );

  app.post(
    "/procurements",
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ["procurements"],
        summary: "Submit a shop-for-me request",
        description:
          "multipart/form-data: warehouse, currency (set from the warehouse), address (JSON: address_line1, address_line2, city, state, country, zip, phone_number), store_name, store_website, products (JSON list of product_name, product_link, size, colour, quantity, unit_price, image_link; drive share links become direct view links), extra_info, added_charges, doorstep_delivery (yes/no), delivery_address (required when yes), and up to 10 `images` (JPEG, PNG, GIF or WebP, at most 5 MB each, checked by content; re-encoded, which drops EXIF/GPS and anything appended). Per account: images up to the UPLOAD_QUOTA_MB quota (413 past it) and 10 submissions a minute (429); 507 when the server's disk is full. All or nothing.",
        consumes: ["multipart/form-data"],
        response: {
          201: procurementCreatedResponseSchema,
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
      const row = await createProcurement(app, request.customer!, fields, images);
      return reply.code(201).send({ message: PROCUREMENT_TEXTS.created, procurement: { id: row.id } });
    },
  );
};

export default procurementRoutes;
