import { STAFF_TEXTS } from "@app/shared/admins/admins";
import type { AdminRole } from "@app/shared/core/enums";
import { WRONG_AREA } from "@app/shared/core/http";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { admins, customers, sessions } from "../db/schema.js";
import { forbidden, unauthorized } from "../lib/errors.js";
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
    /**
     * preHandler factory: a live admin session whose role is one of `roles` (all roles when empty), and whose
     * password is the holder's own (403 while one set by someone else awaits its change).
     */
    requireAdmin: (...roles: AdminRole[]) => (request: FastifyRequest) => Promise<void>;
    /** preHandler: any live admin session, even one that must still change its password (who am I, log out, change). */
    requireOwnStaffAccount: (request: FastifyRequest) => Promise<void>;
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

const EXPIRED = "Your session has expired. Please log in again.";
const DEACTIVATED = "Your staff account has been deactivated.";
/** What a valid session of the other kind is told: it is the wrong area, not an expired session. */
const WRONG_KIND: Record<SessionKind, string> = { admin: WRONG_AREA.staffOnly, customer: WRONG_AREA.customersOnly };
const OTHER_KIND: Record<SessionKind, SessionKind> = { admin: "customer", customer: "admin" };

/** Verifies the token's signature and expiry; the session record is checked together with the account. */
async function claimsOf(app: FastifyInstance, request: FastifyRequest, kind: SessionKind) {
  const token = tokenFor(request, kind);
  if (!token) {
    const other = request.cookies[COOKIE_NAME[OTHER_KIND[kind]]];
    const otherClaims = other ? await verifySessionToken(app.config.JWT_SECRET, other) : null;
    throw unauthorized(otherClaims ? WRONG_KIND[kind] : undefined);
  }
  const claims = await verifySessionToken(app.config.JWT_SECRET, token);
  if (claims && claims.kind !== kind) throw unauthorized(WRONG_KIND[kind]);
  if (!claims) throw unauthorized(EXPIRED);
  return { sid: claims.sid, subjectId: Number(claims.sub) };
}

/**
 * The live (not revoked, not expired) session of this kind, id and account, joined to the account: prepared once (on
 * PostgreSQL a named statement, so each connection parses and plans it only once), read on every signed-in request:
 * the database is the one source of truth for who is signed in, so a logout, a deactivation or a new role holds on
 * every process's very next request (docs/decisions/0027-sessions-read-from-the-database.md).
 */
const liveSession = (kind: SessionKind, accountColumn: typeof sessions.customer_id | typeof sessions.admin_id) =>
  and(
    eq(sessions.id, sql.placeholder("sid")),
    eq(sessions.kind, kind),
    isNull(sessions.revoked_at),
    gt(sessions.expires_at, sql.placeholder("now")),
    eq(accountColumn, sql.placeholder("subjectId")),
  );

function prepareSessionQueries(db: FastifyInstance["db"]) {
  return {
    customer: db
      .select({ account: customers })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customer_id))
      .where(liveSession("customer", sessions.customer_id))
      .limit(1)
      .prepare("live_customer_session"),
    admin: db
      .select({ account: admins })
      .from(sessions)
      .innerJoin(admins, eq(admins.id, sessions.admin_id))
      .where(liveSession("admin", sessions.admin_id))
      .limit(1)
      .prepare("live_admin_session"),
  };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("customer", undefined);
  app.decorateRequest("admin", undefined);
  app.decorateRequest("sessionId", undefined);

  const liveSessionOf = prepareSessionQueries(app.db);
  /** The account of a live session of `kind` (undefined: ended, expired or unknown). */
  const liveAccountOf =
    <Account>(query: {
      execute(params: { sid: string; subjectId: number; now: Date }): Promise<{ account: Account }[]>;
    }) =>
    async (sid: string, subjectId: number) => {
      const [row] = await query.execute({ sid, subjectId, now: new Date() });
      return row?.account;
    };
  const liveCustomer = liveAccountOf(liveSessionOf.customer);
  const liveAdmin = liveAccountOf(liveSessionOf.admin);
  const isDeactivated = async (adminId: number) => {
    const [row] = await app.db
      .select({ at: admins.deactivated_at })
      .from(admins)
      .where(eq(admins.id, adminId))
      .limit(1);
    return Boolean(row?.at);
  };

  app.decorate("requireCustomer", async (request: FastifyRequest) => {
    const { sid, subjectId } = await claimsOf(app, request, "customer");
    const customer = await liveCustomer(sid, subjectId);
    if (!customer) throw unauthorized(EXPIRED);
    request.sessionId = sid;
    request.customer = customer;
  });

  const adminGuard = (roles: AdminRole[], passwordChangeAllowed: boolean) => async (request: FastifyRequest) => {
    const { sid, subjectId } = await claimsOf(app, request, "admin");
    const admin = await liveAdmin(sid, subjectId);
    // Deactivation ends the account's sessions; say why instead of 'expired' (only on this failure path).
    if (!admin) throw unauthorized((await isDeactivated(subjectId)) ? DEACTIVATED : EXPIRED);
    if (!admin.verified_at) throw unauthorized(EXPIRED);
    if (admin.deactivated_at) throw unauthorized(DEACTIVATED);
    if (admin.must_change_password && !passwordChangeAllowed) throw forbidden(STAFF_TEXTS.mustChangePassword);
    if (roles.length > 0 && !roles.includes(admin.role)) throw forbidden();
    request.sessionId = sid;
    request.admin = admin;
  };
  app.decorate("requireAdmin", (...roles: AdminRole[]) => adminGuard(roles, false));
  app.decorate("requireOwnStaffAccount", adminGuard([], true));

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
