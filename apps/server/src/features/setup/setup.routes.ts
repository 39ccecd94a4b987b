import { adminSignupResponseSchema } from "@app/shared/admins";
import { apiErrorSchema } from "@app/shared/http";
import { siteConfigSchema, staffSetupSchema } from "@app/shared/setup";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { createFirstOwner } from "./setup.service.js";

const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/site-config",
    {
      schema: {
        tags: ["platform"],
        summary: "How the site runs: the payment provider, and whether it is in TEST MODE (sandbox payments)",
        response: { 200: siteConfigSchema },
      },
    },
    async () => ({
      payment_provider: app.config.PAYMENT_PROVIDER,
      test_mode: app.config.PAYMENT_PROVIDER === "sandbox",
    }),
  );

  app.post(
    "/setup",
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ["admins"],
        summary:
          "Create the first owner with the one-time token of the setup link printed at start (only while no staff account exists; valid one hour, once)",
        body: staffSetupSchema,
        response: { 201: adminSignupResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createFirstOwner(app, request.body)),
  );
};

export default setupRoutes;
