import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, virtualAccounts } from "../../db/schema.js";

export type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

/** Open (pending or assigned) first, then the newest: the row a customer code or a customer stands for now. */
const openFirst = [desc(sql`${virtualAccounts.status} <> 'deactivated'`), desc(virtualAccounts.id)];

/** The customer's open account (pending or assigned), if any. */
export async function virtualAccountOfCustomer(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.customer_id, customerId), ne(virtualAccounts.status, "deactivated")));
  return row;
}

/** The customer's open account, else the one closed last (the customer's page says not to use it). */
export async function latestVirtualAccountOfCustomer(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select()
    .from(virtualAccounts)
    .where(eq(virtualAccounts.customer_id, customerId))
    .orderBy(...openFirst)
    .limit(1);
  return row;
}

/** Every account of the customer, newest first, with the name of whoever deactivated it. */
export async function virtualAccountsOfCustomer(db: DbOrTx, customerId: number) {
  return db
    .select({
      account: virtualAccounts,
      deactivated_by_name: sql<string | null>`${admins.firstname} || ' ' || ${admins.lastname}`,
    })
    .from(virtualAccounts)
    .leftJoin(admins, eq(admins.id, virtualAccounts.deactivated_by))
    .where(eq(virtualAccounts.customer_id, customerId))
    .orderBy(desc(virtualAccounts.id));
}

/**
 * The account a provider customer code stands for that has a number: its open one, else its newest closed one. A
 * pending request (no number yet) never hides a closed number that money may still reach.
 */
export async function virtualAccountByCustomerCode(db: DbOrTx, customerCode: string) {
  const [row] = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.provider_customer_code, customerCode), isNotNull(virtualAccounts.account_number)))
    .orderBy(...openFirst)
    .limit(1);
  return row;
}

/** The account that holds (or held) a number: numbers are never given to another account. */
export async function virtualAccountByNumber(db: DbOrTx, accountNumber: string) {
  const [row] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.account_number, accountNumber));
  return row;
}

/** The customer's pending account; a second request at once finds the first's row (one open per customer). */
export async function insertPendingVirtualAccount(
  db: DbOrTx,
  values: { customer_id: number; provider: string; provider_customer_code: string },
): Promise<VirtualAccountRow> {
  await db.insert(virtualAccounts).values(values).onConflictDoNothing();
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

/** Closes an assigned account (undefined when it is not assigned any more: another request closed it first). */
export async function markVirtualAccountDeactivated(
  db: DbOrTx,
  id: number,
  closed: { deactivated_by: number; deactivation_reason: string },
) {
  const [row] = await db
    .update(virtualAccounts)
    .set({ ...closed, status: "deactivated", deactivated_at: new Date(), updated_at: new Date() })
    .where(and(eq(virtualAccounts.id, id), eq(virtualAccounts.status, "assigned")))
    .returning();
  return row;
}
