import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, oneTimeCodes } from "../../db/schema.js";

/** A verification link stays valid for 48 hours. */
export const ADMIN_VERIFY_TTL_MS = 48 * 3600 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Issues a random verification token for a new admin. Only its SHA-256 is stored: a database
 * leak reveals no working link, and the plain token exists only in the e-mail.
 */
export async function issueAdminVerifyToken(db: DbOrTx, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(oneTimeCodes).values({
    purpose: "admin_verify",
    email,
    code_hash: hashToken(token),
    expires_at: new Date(Date.now() + ADMIN_VERIFY_TTL_MS),
  });
  return token;
}

/** Ends every unused link of this e-mail, so only a newly sent one works. */
export async function revokeAdminVerifyTokens(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(
      and(eq(oneTimeCodes.purpose, "admin_verify"), eq(oneTimeCodes.email, email), isNull(oneTimeCodes.consumed_at)),
    );
}

/**
 * Uses a live token up in one atomic statement (single use even under concurrent clicks) and
 * returns the e-mail it was issued for, or undefined when unknown, expired or already used.
 */
export async function consumeAdminVerifyToken(db: DbOrTx, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(
      and(
        eq(oneTimeCodes.code_hash, hashToken(token)),
        eq(oneTimeCodes.purpose, "admin_verify"),
        isNull(oneTimeCodes.consumed_at),
        gt(oneTimeCodes.expires_at, new Date()),
      ),
    )
    .returning({ email: oneTimeCodes.email });
  return row?.email;
}

/** Marks the admin verified; keeps the first verification time if it already was. */
export async function markAdminVerified(db: DbOrTx, email: string) {
  const [row] = await db
    .update(admins)
    .set({ verified_at: new Date(), updated_at: new Date() })
    .where(and(eq(admins.email, email), isNull(admins.verified_at)))
    .returning();
  return row;
}
