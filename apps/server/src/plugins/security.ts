import { createRequire } from "node:module";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { deleteExpiredRateLimits, postgresRateLimitStore } from "../lib/rate-limit-store.js";

type HelmetMiddleware = (req: object, res: object, next: (error?: unknown) => void) => void;
/** helmet itself, as @fastify/helmet depends on it (the same version and defaults). */
const helmet = createRequire(createRequire(import.meta.url).resolve("@fastify/helmet"))("helmet") as (
  options: object,
) => HelmetMiddleware;

/**
 * The headers helmet sets for these options. They depend on nothing in the request (no CSP nonces), so they are
 * worked out once at start: @fastify/helmet builds helmet's middleware again for every request (the CSP parsed
 * and validated each time), which cost the busiest public route more than its own handler.
 */
export function helmetHeaders(options: object): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({}, res, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers with a strict Content-Security-Policy, and per-route rate limits (opt-in via `config.rateLimit`)
 * counted in the database, so several server processes share one limit.
 */
export async function registerSecurity(app: FastifyInstance) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: [
          "'self'",
          "https://js.paystack.co",
          "https://checkout.paystack.com",
          "https://applepay.cdn-apple.com",
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "https://api.paystack.co"],
        frameSrc: ["'self'", "https://www.google.com", "https://maps.google.com", "https://checkout.paystack.com"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Strict-Transport-Security only makes sense (and is only honoured) when the site is served over https.
    hsts: app.config.PUBLIC_URL.startsWith("https://") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: "Too many requests. Please wait a moment and try again.",
    }),
  });
  const sweep = setInterval(() => {
    deleteExpiredRateLimits(app.db).catch((err) => app.log.warn({ err }, "rate limits: could not remove old counters"));
  }, 60_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
}
