import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RETRY_AFTER_SECONDS } from "../../plugins/errors.js";

/** A plain plugin, not an operation of our API contract: a liveness probe for monitors, answering 503 itself. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["platform"],
        summary: "Liveness and database check",
        description:
          "`warm` is false while the server still fills its caches after start: it answers correctly, only slower.",
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("ok"), warm: z.boolean() }),
          503: z.object({ error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: "ok" as const, database: "ok" as const, warm: app.readiness.warm };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply
          .code(503)
          .header("retry-after", String(RETRY_AFTER_SECONDS))
          .send({ error: "Database unavailable" });
      }
    },
  );
};

export default healthRoutes;
