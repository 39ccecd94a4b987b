import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";
import type { PageSource } from "../../lib/list.js";

const failed = eq(mailOutbox.status, "failed");

/** The failed messages, newest first (the outbox's status index finds them). */
export function failedMailSource(db: DbOrTx): PageSource<typeof mailOutbox.$inferSelect> {
  return {
    rows: (limit, offset) =>
      db.select().from(mailOutbox).where(failed).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
    count: async () => (await db.select({ n: count() }).from(mailOutbox).where(failed))[0]!.n,
  };
}

/**
 * Puts a failed message back in the queue as if new: due now, with a fresh set of attempts. Its Message-ID stays
 * the same (it is made from the id). Answers whether there was such a failed message.
 */
export async function requeueFailedMail(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, last_error: null })
    .where(and(eq(mailOutbox.id, id), failed))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
