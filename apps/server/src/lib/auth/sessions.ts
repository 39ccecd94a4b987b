import { and, eq, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { sessions } from "../../db/schema.js";
import { randomToken, SESSION_TTL_SECONDS, type SessionKind, signSessionToken } from "./tokens.js";

/** Creates the server-side session record and the JWT that names it. */
export async function startSession(
  db: DbOrTx,
  secret: string,
  kind: SessionKind,
  subjectId: number,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const id = randomToken(18);
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS[kind] * 1000);
  await db.insert(sessions).values({
    id,
    kind,
    customer_id: kind === "customer" ? subjectId : null,
    admin_id: kind === "admin" ? subjectId : null,
    expires_at: expiresAt,
    user_agent: userAgent?.slice(0, 300) ?? null,
  });
  const token = await signSessionToken(secret, { sid: id, sub: String(subjectId), kind }, expiresAt);
  return { token, expiresAt };
}

export async function endSession(db: DbOrTx, sid: string): Promise<void> {
  await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, sid));
}

/** Ends every live session of an account, optionally keeping one (the caller's). */
export async function endAllSessions(db: DbOrTx, kind: SessionKind, subjectId: number, keepSid?: string) {
  const owner = kind === "customer" ? sessions.customer_id : sessions.admin_id;
  const keep = keepSid ? ne(sessions.id, keepSid) : undefined;
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(owner, subjectId), isNull(sessions.revoked_at), keep));
}
