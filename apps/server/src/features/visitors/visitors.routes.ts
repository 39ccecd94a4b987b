import { apiErrorSchema } from "@app/shared/http";
import {
  newsletterSchema,
  subscribeResultSchema,
  VISITOR_TEXTS,
  visitorMessageResultSchema,
  visitorMessageSchema,
} from "@app/shared/visitors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendVisitorMessage, sentMessageText, subscribe } from "./visitors.service.js";

/** Per-client limit on the public forms: generous for people, a wall for scripts. */
export const VISITOR_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };

const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/subscribe",
    {
      config: { rateLimit: VISITOR_RATE_LIMIT },
      schema: {
        tags: ["visitors"],
        summary:
          "Subscribe an e-mail address to the newsletter (a repeated address is answered kindly, not duplicated)",
        body: newsletterSchema,
        response: { 200: subscribeResultSchema, 201: subscribeResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { created } = await subscribe(app, request.body);
      if (!created) return { message: VISITOR_TEXTS.alreadySubscribed, alreadySubscribed: true };
      return reply.code(201).send({ message: VISITOR_TEXTS.subscribed, alreadySubscribed: false });
    },
  );

  app.post(
    "/mail/contact-email",
    {
      config: { rateLimit: VISITOR_RATE_LIMIT },
      schema: {
        tags: ["visitors"],
        summary:
          "Send an enquiry, estimate request or contact message to the staff inbox (stored first, e-mailed through the outbox)",
        description:
          "Takes the form's fields under a `kind` of enquiry, estimate or contact. The server builds the subject and renders the e-mail with every field escaped; client HTML is never relayed.",
        body: visitorMessageSchema,
        response: { 200: visitorMessageResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await sendVisitorMessage(app, request.body, request.ip ?? null);
      return { success: true, message: sentMessageText(request.body.kind) };
    },
  );
};

export default visitorRoutes;
