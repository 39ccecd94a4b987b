import { PICKUP_STATUSES } from "@app/shared/enums";
import { apiErrorSchema, idParamSchema, listQueryOf } from "@app/shared/http";
import {
  PICKUP_TEXTS,
  pickupCreatedResponseSchema,
  pickupDetailResponseSchema,
  pickupListResponseSchema,
} from "@app/shared/pickups";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UPLOAD_RATE_LIMIT } from "../../lib/upload-store.js";
import { readMultipart } from "../../lib/uploads.js";
import { createPickup, getPickupOf, listPickupsOf } from "./pickups.service.js";

/** Customer side of pickups: the 'My Pickups' list, the form and the printable detail. */
const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/pickups",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["pickups"],
        summary: "The signed-in customer's pickups, newest first (paginated; optional status and contact/city search)",
        querystring: listQueryOf(PICKUP_STATUSES),
        response: { 200: pickupListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listPickupsOf(app, request.customer!.id, request.query),
  );

  app.get(
    "/pickups/:id",
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ["pickups"],
        summary:
          "One of the signed-in customer's pickups with items, images and invoice (another customer's id answers 404)",
        description: "Item dimensions are in cm and `weight` in lbs, as entered; the portal shows the weight in kg.",
        params: idParamSchema,
        response: { 200: pickupDetailResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getPickupOf(app, request.customer!, request.params.id),
  );

  app.post(
    "/pickups",
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ["pickups"],
        summary: "Book a pickup",
        description:
          "multipart/form-data: contact_name, contact_number, contact_email, address_1, address_2, city, state, country, zip, items (JSON list of item_name, length, width, height (cm), weight (lbs), quantity and optional image_index: the 0-based position of the item's photo among the `images` files), extra_info, doorstep_delivery (yes/no), delivery_address (required when yes), and up to 10 `images` (JPEG, PNG, GIF or WebP, at most 5 MB each, checked by content; re-encoded, which drops EXIF/GPS and anything appended). Per account: images up to the UPLOAD_QUOTA_MB quota (413 past it) and 10 submissions a minute (429); 507 when the server's disk is full. All or nothing.",
        consumes: ["multipart/form-data"],
        response: {
          201: pickupCreatedResponseSchema,
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
      const row = await createPickup(app, request.customer!, fields, images);
      return reply.code(201).send({ message: PICKUP_TEXTS.created, pickup: { id: row.id } });
    },
  );
};

export default pickupRoutes;
