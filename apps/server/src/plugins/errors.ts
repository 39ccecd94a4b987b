import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { DISK_FULL, HttpError, isDiskFull, TOO_MANY_REQUESTS } from "../lib/errors.js";
import { unstorableTextIn } from "../lib/text.js";

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a few seconds.";

/**
 * Every failure answers `{ error, fields? }`; a 5xx never shows internals. An unreachable or unanswering database
 * answers 503 with Retry-After. Text PostgreSQL cannot store (NUL, a broken character, a body nested too deep)
 * anywhere in the params, query or body answers 400 naming the field, before the route's own validation. A full disk (under the database or the files) answers 507
 * saying so: the write failed whole (its transaction rolled back), so nothing of it is stored.
 */
export function registerErrorHandling(app: FastifyInstance) {
  // A callback hook: it runs on every request (an async one costs a promise each time).
  app.addHook("preValidation", (request, _reply, done) => {
    done(unstorableTextIn(request.params) ?? unstorableTextIn(request.query) ?? unstorableTextIn(request.body));
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.statusCode === 503) {
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        if (err.cause) request.log.warn({ err }, err.message);
      }
      return reply.code(err.statusCode).send({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path =
          issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || String(issue.params?.missingProperty ?? "body");
        fields[path] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? "Invalid request.";
      return reply.code(400).send({ error: first, fields });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, "database unavailable");
      return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({ error: DATABASE_UNAVAILABLE });
    }
    if (isDiskFull(err)) {
      request.log.error({ err }, "disk full");
      return reply.code(507).send({ error: DISK_FULL });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? TOO_MANY_REQUESTS : err.message;
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send({ error: "Something went wrong on our side. Please try again later." });
  });
}
