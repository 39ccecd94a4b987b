import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { sandboxTransactions } from "../../db/schema.js";

/** The payment sandbox's transactions live in the database, so any server process can complete a checkout. */
export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type NewSandboxTransaction = Omit<typeof sandboxTransactions.$inferInsert, "id" | "created_at">;

/** Inserts the transaction; undefined when its reference is taken (Paystack's "Duplicate Transaction Reference"). */
export async function insertSandboxTransaction(
  db: DbOrTx,
  values: NewSandboxTransaction,
): Promise<SandboxTransaction | undefined> {
  const [row] = await db.insert(sandboxTransactions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function sandboxTransactionByReference(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
  return row;
}

export async function sandboxTransactionByAccessCode(db: DbOrTx, accessCode: string) {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.access_code, accessCode));
  return row;
}

/**
 * Pays or declines a transaction that is not paid yet; a paid one stays paid. Returns the row as it is now and
 * whether this call paid it (only that caller sends the webhook).
 */
export async function completeSandboxTransaction(
  db: DbOrTx,
  id: number,
  outcome: "success" | "declined",
  channel = "card",
) {
  const t = sandboxTransactions;
  const change =
    outcome === "success"
      ? { status: "success" as const, gateway_response: "Successful", paid_at: sql`now()`, channel }
      : { status: "failed" as const, gateway_response: "Declined", channel };
  const [changed] = await db.update(t).set(change).where(sql`${t.id} = ${id} and ${t.status} <> 'success'`).returning();
  if (changed) return { txn: changed, paidNow: changed.status === "success" };
  const [current] = await db.select().from(t).where(eq(t.id, id));
  return { txn: current!, paidNow: false };
}

/** Refunds a paid transaction (Paystack then reports it 'reversed'); undefined when it was not paid or already was. */
export async function reverseSandboxTransaction(db: DbOrTx, id: number) {
  const t = sandboxTransactions;
  const [row] = await db
    .update(t)
    .set({ status: "reversed" })
    .where(sql`${t.id} = ${id} and ${t.status} = 'success'`)
    .returning();
  return row;
}

/** The transactions created in [from, to], newest first, a page at a time (the stand-in's GET /transaction). */
export async function sandboxTransactionsBetween(
  db: DbOrTx,
  from: Date,
  to: Date,
  limit: number,
  offset: number,
  status?: string,
) {
  const t = sandboxTransactions;
  const withStatus = status ? sql` and ${t.status} = ${status}` : sql``;
  return db
    .select()
    .from(t)
    .where(sql`${t.created_at} >= ${from.toISOString()} and ${t.created_at} <= ${to.toISOString()}${withStatus}`)
    .orderBy(sql`${t.created_at} desc, ${t.id} desc`)
    .limit(limit)
    .offset(offset);
}
