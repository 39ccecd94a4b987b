import { apiErrorSchema } from "@app/shared/http";
import { TRACKING_NOT_FOUND, trackingNumberSchema, trackingResultSchema } from "@app/shared/tracking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { findTracking } from "./tracking.repository.js";

/** Per-client limit on the public lookup: plenty for a person, a brake on scraping the number space. */
export const TRACKING_RATE_LIMIT = { max: 60, timeWindow: "1 minute" };

const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/track/:id",
    {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      schema: {
        tags: ["tracking"],
        summary: "Public package tracking by tracking number (case-insensitive), with the status history newest first",
        params: z.object({ id: trackingNumberSchema }),
        response: { 200: trackingResultSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await findTracking(app.db, request.params.id);
      if (!result) throw notFound(TRACKING_NOT_FOUND);
      // Statuses change during the day; never let a shared cache serve an old one.
      reply.header("cache-control", "no-store");
      return result;
    },
  );
};

export default trackingRoutes;
