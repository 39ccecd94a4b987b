import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RETRY_AFTER_SECONDS } from "../../plugins/errors.js";
import { readinessChecks } from "./readiness-checks.js";

const check = z.string().describe('"ok", or what is wrong');
const readinessSchema = z.object({
  status: z.enum(["ready", "not ready"]),
  draining: z.boolean(),
  checks: z.object({ database: check, migrations: check, storage: check }),
});

/**
 * Plain plugins, not operations of our API contract: probes for monitors and load balancers, answering 503 themselves
 * (decision 0065). /health (the database answers) is kept as it was; /health/live and /health/ready split it.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health/live",
    {
      schema: {
        tags: ["platform"],
        summary: "Liveness: the process answers (no database or storage is asked); restart it when this fails",
        response: { 200: z.object({ status: z.literal("ok"), uptime_seconds: z.number() }) },
      },
    },
    async () => ({ status: "ok" as const, uptime_seconds: Math.floor(process.uptime()) }),
  );

  const readiness = readinessChecks(app);
  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["platform"],
        summary:
          "Readiness: the database answers, its migrations are applied and the file store takes a write; 503 while any is not, and from SIGTERM on (draining)",
        response: { 200: readinessSchema, 503: readinessSchema.extend({ error: z.string() }) },
      },
    },
    async (_request, reply) => {
      const report = await readiness();
      if (report.ready) return { status: "ready" as const, draining: false, checks: report.checks };
      const failing = Object.entries(report.checks)
        .filter(([, result]) => result !== "ok")
        .map(([name, result]) => `${name}: ${result}`);
      const error = report.draining ? "Shutting down" : `Not ready (${failing.join("; ")})`;
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ status: "not ready" as const, draining: report.draining, checks: report.checks, error });
    },
  );

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
