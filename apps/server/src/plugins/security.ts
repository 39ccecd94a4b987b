import { createRequire } from "node:module";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { TOO_MANY_REQUESTS } from "../lib/errors.js";
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
 * The headers of a page (a document a browser renders): helmet's full set, with a Content-Security-Policy that
 * allows only what the web app and Paystack's checkout need.
 */
function pageHeaders(hsts: object | false): Record<string, string> {
  return helmetHeaders({
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
    hsts,
  });
}

/**
 * The headers of an API answer (JSON, and the files the API sends: uploads, labels, CSV and spreadsheets), as the
 * OWASP REST Security Cheat Sheet lists them: nothing may run, load or frame it (`default-src 'none';
 * frame-ancestors 'none'`, X-Frame-Options DENY), no sniffing, no referrer, no other site may read it
 * (Cross-Origin-Resource-Policy), HSTS over https. The headers that only mean something for a document (opener
 * policy, origin-agent cluster, DNS prefetch, IE's download and XSS-filter switches, Flash's policy files) are left
 * out: every public lookup would otherwise send ~600 bytes it does not need.
 */
function apiHeaders(hsts: object | false): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: "deny" },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    hsts,
  });
}

/** The API's own pages: the browsable docs are a document, so they get the page headers. */
const API_PAGES = "/api/docs";

/** Whether an answer to `url` gets the API's headers rather than a page's. */
const isApiAnswer = (url: string) => url.startsWith("/api/") && !url.startsWith(API_PAGES);

/**
 * Security headers (a page's or the API's, by the request's path) and per-route rate limits (opt-in via
 * `config.rateLimit`) counted in the database, so several server processes share one limit.
 */
export async function registerSecurity(app: FastifyInstance) {
  // Strict-Transport-Security only makes sense (and is only honoured) when the site is served over https.
  const hsts = app.config.PUBLIC_URL.startsWith("https://") ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const page = pageHeaders(hsts);
  const api = apiHeaders(hsts);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? api : page);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: TOO_MANY_REQUESTS,
    }),
  });
  const sweep = setInterval(() => {
    deleteExpiredRateLimits(app.db).catch((err) => app.log.warn({ err }, "rate limits: could not remove old counters"));
  }, 60_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
}
