import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, oneTimeCodes } from "../../db/schema.js";
import { randomToken, sha256 } from "../../lib/auth/tokens.js";

/** A setup link works for one hour, once. */
export const SETUP_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Setup tokens belong to no account; the e-mail column holds this marker. */
const SETUP_MARK = "first-owner";

export async function countStaff(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

/** A new setup token (only its hash is stored); earlier ones stop working. */
export async function issueSetupToken(db: DbOrTx): Promise<string> {
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumed_at: new Date() })
      .where(and(eq(oneTimeCodes.purpose, "staff_setup"), isNull(oneTimeCodes.consumed_at)));
    await tx.insert(oneTimeCodes).values({
      purpose: "staff_setup",
      email: SETUP_MARK,
      code_hash: sha256(token),
      expires_at: new Date(Date.now() + SETUP_TOKEN_TTL_MS),
    });
  });
  return token;
}

/** Uses a live setup token up in one statement (single use under concurrent posts); false when it is not live. */
export async function consumeSetupToken(db: DbOrTx, token: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(
      and(
        eq(oneTimeCodes.code_hash, sha256(token)),
        eq(oneTimeCodes.purpose, "staff_setup"),
        isNull(oneTimeCodes.consumed_at),
        gt(oneTimeCodes.expires_at, new Date()),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}
