import { apiErrorSchema } from "@app/shared/core/http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../lib/service-context.js";
import { receiveWebhook } from "./payments.service.js";

/**
 * Paystack's webhook stays a plain plugin, not an operation of our contract: Paystack calls it in its own shape, and
 * the signature covers the exact bytes it sent, so this plugin parses JSON as a raw Buffer.
 */
const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    "/payments/webhook",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Paystack webhook: charge.success settles the invoice; needs x-paystack-signature (HMAC-SHA512 of the raw body)",
        headers: z.looseObject({ "x-paystack-signature": z.string().optional() }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveWebhook(contextOf(app, request.log), raw, request.headers["x-paystack-signature"]);
    },
  );
};

export default paymentWebhookRoutes;
