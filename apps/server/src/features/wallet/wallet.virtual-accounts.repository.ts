import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { virtualAccounts } from "../../db/schema.js";

export type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

export async function virtualAccountOfCustomer(db: DbOrTx, customerId: number) {
  const [row] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.customer_id, customerId));
  return row;
}

export async function virtualAccountByCustomerCode(db: DbOrTx, customerCode: string) {
  const [row] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.provider_customer_code, customerCode));
  return row;
}

export async function virtualAccountByNumber(db: DbOrTx, accountNumber: string) {
  const [row] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.account_number, accountNumber));
  return row;
}

/** The customer's pending account; a second request at once finds the first's row (one per customer). */
export async function insertPendingVirtualAccount(
  db: DbOrTx,
  values: { customer_id: number; provider: string; provider_customer_code: string },
): Promise<VirtualAccountRow> {
  await db.insert(virtualAccounts).values(values).onConflictDoNothing({ target: virtualAccounts.customer_id });
  return (await virtualAccountOfCustomer(db, values.customer_id))!;
}

export interface AssignedNumber {
  account_number: string;
  account_name: string | null;
  bank_name: string | null;
  provider_account_id: string | null;
}

/** Stores the number the provider assigned (from its answer or its webhook); the first assignment keeps its time. */
export async function markVirtualAccountAssigned(db: DbOrTx, customerCode: string, assigned: AssignedNumber) {
  const [row] = await db
    .update(virtualAccounts)
    .set({ ...assigned, status: "assigned", assigned_at: new Date(), updated_at: new Date() })
    .where(and(eq(virtualAccounts.provider_customer_code, customerCode), eq(virtualAccounts.status, "pending")))
    .returning();
  return row;
}
