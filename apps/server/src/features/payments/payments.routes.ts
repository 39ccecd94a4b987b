import { apiErrorSchema } from "@app/shared/http";
import {
  initializePaymentResponseSchema,
  initializePaymentSchema,
  verifyPaymentResponseSchema,
  verifyPaymentSchema,
} from "@app/shared/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { confirmPayment, receiveWebhook, startPayment } from "./payments.service.js";

/** Per-client limit on starting payments (each start creates a provider transaction). */
const START_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/payments/initialize",
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: START_RATE_LIMIT },
      schema: {
        tags: ["payments"],
        summary: "Start paying one of the customer's invoices; returns the provider's access code for the checkout",
        body: initializePaymentSchema,
        response: {
          200: initializePaymentResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => startPayment(app, request.customer!, request.body.invoice_id),
  );

  app.post(
    "/payments/verify",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ["payments"],
        summary:
          "After the checkout: the server asks the provider and settles the invoice when the payment is confirmed",
        body: verifyPaymentSchema,
        response: {
          200: verifyPaymentResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => confirmPayment(app, request.customer!, request.body.reference),
  );

  // The webhook needs the exact bytes Paystack signed, so this child context parses JSON as a raw Buffer.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser("application/json");
    hooks.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 256 * 1024 },
      (_request, body, done) => {
        done(null, body);
      },
    );
    hooks.post(
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
        return receiveWebhook(app, raw, request.headers["x-paystack-signature"]);
      },
    );
  });
};

export default paymentRoutes;
