import {
  changePasswordSchema,
  deliveryAddressSchema,
  profileSchema,
  userMessageResponseSchema,
} from "@app/shared/accounts";
import { apiErrorSchema, messageSchema } from "@app/shared/http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { changePassword, updateDeliveryAddress, updateProfile } from "./profile.service.js";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The signed-in customer's own profile, password and delivery address. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/details",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ["accounts"],
        summary: "Update the signed-in customer's name, phone number and currency",
        body: profileSchema,
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request) => updateProfile(app, request.customer!, request.body),
  );

  app.post(
    "/password/change-password",
    {
      preHandler: app.requireCustomer,
      // The old password is checked here, so guessing it is limited like a log-in.
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ["accounts"],
        summary: "Change the password (needs the current one); ends the account's other sessions",
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => changePassword(app, request.customer!, request.sessionId!, request.body),
  );

  app.post(
    "/address/delivery",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ["accounts"],
        summary: "Set the signed-in customer's delivery address",
        body: deliveryAddressSchema,
        response: { 200: userMessageResponseSchema, ...errors },
      },
    },
    async (request) => updateDeliveryAddress(app, request.customer!, request.body),
  );
};

export default profileRoutes;
