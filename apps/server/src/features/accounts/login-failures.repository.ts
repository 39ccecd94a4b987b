import { createHash } from "node:crypto";
import { and, count, eq, gt, max } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { auditLog, sessions } from "../../db/schema.js";

/**
 * Failed customer log-ins are security events kept in the audit log, keyed by the e-mail that was
 * tried (known or not, so an unknown address is throttled exactly like a real one). The entity id
 * is a stable 31-bit number derived from the address, so the audit index finds them quickly.
 */
const ENTITY_TYPE = "customer_login";

export function emailKey(email: string): number {
  return createHash("sha256").update(email).digest().readUInt32BE(0) & 0x7fffffff;
}

export async function recordLoginFailure(db: DbOrTx, email: string, clientIp?: string): Promise<void> {
  await db.insert(auditLog).values({
    actor_kind: "system",
    actor_label: clientIp ? `ip ${clientIp}`.slice(0, 100) : null,
    entity_type: ENTITY_TYPE,
    entity_id: emailKey(email),
    action: "login_failed",
    field: "email_address",
    new_value: email,
  });
}

/** Failures for this address since `since`, not counting those before the account's latest successful log-in. */
export async function countLoginFailuresSince(
  db: DbOrTx,
  email: string,
  since: Date,
  customerId?: number,
): Promise<number> {
  let from = since;
  if (customerId !== undefined) {
    const [last] = await db
      .select({ at: max(sessions.created_at) })
      .from(sessions)
      .where(eq(sessions.customer_id, customerId));
    if (last?.at && last.at > from) from = last.at;
  }
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, ENTITY_TYPE),
        eq(auditLog.entity_id, emailKey(email)),
        eq(auditLog.new_value, email),
        gt(auditLog.created_at, from),
      ),
    );
  return row?.n ?? 0;
}
