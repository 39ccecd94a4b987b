import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/errors.js";

/** Every failure answers `{ error, fields? }`; a 5xx never shows internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
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
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? "Too many requests. Please wait a moment and try again." : err.message;
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send({ error: "Something went wrong on our side. Please try again later." });
  });
}
