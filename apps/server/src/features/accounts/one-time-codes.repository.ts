import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { oneTimeCodes } from "../../db/schema.js";

export type CodePurpose = (typeof oneTimeCodes.$inferInsert)["purpose"];
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

/** Marks every live code of this purpose for this e-mail as used, so only the newest one works. */
export async function invalidateCodes(db: DbOrTx, purpose: CodePurpose, email: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email), isNull(oneTimeCodes.consumed_at)));
}

export async function insertCode(
  db: DbOrTx,
  values: { purpose: CodePurpose; email: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    purpose: values.purpose,
    email: values.email,
    code_hash: values.codeHash,
    expires_at: values.expiresAt,
  });
}

/**
 * Holds the code requests of one purpose and address until the transaction ends: the limits are counted and the code
 * stored under it, so requests arriving together are counted one after the other and cannot pass the limits.
 */
export async function lockCodeRequests(tx: DbOrTx, purpose: CodePurpose, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-requests:${purpose}`}), hashtext(${email}))`);
}

/** How many codes of this purpose were issued for this e-mail since `since` (the per-account request limit). */
export async function countCodesSince(db: DbOrTx, purpose: CodePurpose, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email), gt(oneTimeCodes.created_at, since)));
  return row?.n ?? 0;
}

/** The newest unused code of this purpose for this e-mail (earlier ones were invalidated when it was issued). */
export async function findLatestLiveCode(
  db: DbOrTx,
  purpose: CodePurpose,
  email: string,
): Promise<OneTimeCode | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email), isNull(oneTimeCodes.consumed_at)))
    .orderBy(desc(oneTimeCodes.created_at), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/**
 * Spends one try of a code before it is compared, in one atomic statement: concurrent guesses cannot
 * exceed `maxTries`, and once the tries are spent even the right code is refused. Returns the try
 * number, or undefined when the code is used up, expired or out of tries.
 */
export async function spendTry(db: DbOrTx, id: number, maxTries: number): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumed_at),
        gt(oneTimeCodes.expires_at, new Date()),
        lt(oneTimeCodes.attempts, maxTries),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts;
}

/** Uses a code up; false when another request used it first. */
export async function consumeCode(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumed_at)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** Uses up a live token found by its hash; returns the e-mail it was issued for, or undefined. */
export async function consumeTokenByHash(
  db: DbOrTx,
  purpose: CodePurpose,
  codeHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(
      and(
        eq(oneTimeCodes.code_hash, codeHash),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumed_at),
        gt(oneTimeCodes.expires_at, new Date()),
      ),
    )
    .returning({ email: oneTimeCodes.email });
  return row?.email;
}
