import type { FastifyInstance, FastifyRequest } from "fastify";
import { COOKIE_NAME } from "./auth.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_REFUSED = "This request came from another site and was refused. Please use the Swiftway site.";

/** The origins a browser may send state-changing cookie requests from: PUBLIC_URL's, and the one the request was addressed to. */
function allowedOrigins(app: FastifyInstance, request: FastifyRequest): string[] {
  return [new URL(app.config.PUBLIC_URL).origin, `${request.protocol}://${request.host}`];
}

function carriesSessionCookie(request: FastifyRequest): boolean {
  return Object.values(COOKIE_NAME).some((name) => Boolean(request.cookies[name]));
}

/**
 * Cross-site request forgery guard, beyond SameSite=Lax: a state-changing request that would be authenticated by a
 * session cookie must come from our own origin. The browser's `Origin` header decides; without it,
 * `Sec-Fetch-Site`; a request with neither is not a browser's cross-site request. Bearer-token calls (API clients)
 * and calls without a session cookie (log-in, the signed payment webhook) are not concerned.
 * Registered after @fastify/cookie, so `request.cookies` is parsed.
 */
export function registerSameOriginGuard(app: FastifyInstance) {
  // A callback hook: it runs on every request, and most (GET) are not concerned.
  app.addHook("onRequest", (request, reply, done) => {
    if (isSameOriginOrUnconcerned(app, request)) return done();
    reply.code(403).send({ error: CROSS_SITE_REFUSED });
  });
}

function isSameOriginOrUnconcerned(app: FastifyInstance, request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return true;
  if (request.headers.authorization?.startsWith("Bearer ")) return true;
  if (!carriesSessionCookie(request)) return true;
  const origin = request.headers.origin;
  const fetchSite = request.headers["sec-fetch-site"];
  return typeof origin === "string" && origin !== "null"
    ? allowedOrigins(app, request).includes(origin)
    : origin === undefined && (fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none");
}
