import type { FastifyInstance } from "fastify";
import pino from "pino";

type SonicBoom = ReturnType<typeof pino.destination>;
import { redactUrl } from "./log-redaction.js";

/**
 * One access line per request (instead of Fastify's "incoming request" and "request completed" pair, which
 * `disableRequestLogging` turns off): the request id (bound by Fastify's request logger as `reqId`), method, the
 * route's pattern (`/api/tracking/:trackingNumber`, so lines group by route; null when no route matched), the URL
 * with its tokens redacted, the status and the duration in milliseconds.
 */
export function registerAccessLog(app: FastifyInstance) {
  // A callback hook: it runs on every request (an async one costs a promise each time).
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: redactUrl(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
        ip: request.ip,
      },
      "request completed",
    );
    done();
  });
}

/**
 * Standard output written without blocking the event loop: lines are handed to the kernel by an asynchronous write,
 * and while one is under way the next ones gather in a buffer and go out together. Nothing waits for a timer
 * (minLength 0), so an idle server's last line is out at once. Before a deliberate exit `closeLogs` writes out what
 * is still buffered; on any other exit pino writes it synchronously on the process's 'exit' event.
 */
export function asyncStdout(): SonicBoom {
  return pino.destination({ dest: 1, sync: false, minLength: 0 });
}

/**
 * Resolves once every line logged so far is written (the write under way included, which a synchronous flush would
 * overtake), or after `boundMs` when nobody reads the output. Nothing may be logged to `stream` afterwards.
 */
export function closeLogs(stream: SonicBoom, boundMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, boundMs);
    stream.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
    stream.end();
  });
}
