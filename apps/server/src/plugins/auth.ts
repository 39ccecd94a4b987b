import type { AdminRole } from "@app/shared/enums";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { admins, customers } from "../db/schema.js";
import { forbidden, unauthorized } from "../lib/errors.js";
import { isSessionLive } from "../lib/auth/sessions.js";
import { type SessionKind, verifySessionToken } from "../lib/auth/tokens.js";

export const COOKIE_NAME: Record<SessionKind, string> = { customer: "session", admin: "admin_session" };

export type CustomerRow = typeof customers.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    customer?: CustomerRow;
    admin?: AdminRow;
    sessionId?: string;
  }
  interface FastifyInstance {
    /** preHandler: a live customer session (cookie or bearer) or 401. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: a live admin session whose role is one of `roles` (all roles when empty). */
    requireAdmin: (...roles: AdminRole[]) => (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, kind: SessionKind, token: string, expiresAt: Date) => void;
    clearSessionCookie: (reply: FastifyReply, kind: SessionKind) => void;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return undefined;
}

/** The bearer token wins (API clients); otherwise the cookie of the asked-for kind. */
function tokenFor(request: FastifyRequest, kind: SessionKind): string | undefined {
  return bearerToken(request) ?? request.cookies[COOKIE_NAME[kind]];
}

async function liveClaims(app: FastifyInstance, request: FastifyRequest, kind: SessionKind) {
  const token = tokenFor(request, kind);
  if (!token) throw unauthorized();
  const claims = await verifySessionToken(app.config.JWT_SECRET, token);
  if (!claims || claims.kind !== kind) throw unauthorized("Your session has expired. Please log in again.");
  const subjectId = Number(claims.sub);
  if (!(await isSessionLive(app.db, claims.sid, kind, subjectId))) {
    throw unauthorized("Your session has expired. Please log in again.");
  }
  request.sessionId = claims.sid;
  return subjectId;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("customer", undefined);
  app.decorateRequest("admin", undefined);
  app.decorateRequest("sessionId", undefined);

  app.decorate("requireCustomer", async (request: FastifyRequest) => {
    const id = await liveClaims(app, request, "customer");
    const [row] = await app.db.select().from(customers).where(eq(customers.id, id)).limit(1);
    if (!row) throw unauthorized();
    request.customer = row;
  });

  app.decorate(
    "requireAdmin",
    (...roles: AdminRole[]) =>
      async (request: FastifyRequest) => {
        const id = await liveClaims(app, request, "admin");
        const [row] = await app.db.select().from(admins).where(eq(admins.id, id)).limit(1);
        if (!row || !row.verified_at) throw unauthorized();
        if (roles.length > 0 && !roles.includes(row.role)) throw forbidden();
        request.admin = row;
      },
  );

  app.decorate("setSessionCookie", (reply: FastifyReply, kind: SessionKind, token: string, expiresAt: Date) => {
    reply.setCookie(COOKIE_NAME[kind], token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: app.config.PUBLIC_URL.startsWith("https://"),
      expires: expiresAt,
    });
  });

  app.decorate("clearSessionCookie", (reply: FastifyReply, kind: SessionKind) => {
    reply.clearCookie(COOKIE_NAME[kind], { path: "/" });
  });
});
