import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers } from "../../db/schema.js";

export type Customer = typeof customers.$inferSelect;

export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email_address, email)).limit(1);
  return row;
}

export async function findCustomerById(db: DbOrTx, id: number): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

export async function insertCustomer(db: DbOrTx, values: typeof customers.$inferInsert): Promise<Customer> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** The customer as the API shows it: never the password hash. */
export function toPublicUser(c: Customer) {
  return {
    id: c.id,
    firstname: c.firstname,
    lastname: c.lastname,
    email_address: c.email_address,
    number: c.number,
    currency: c.currency,
    warehouse_choice: c.warehouse_choice,
    suite_number: c.suite_number,
    delivery_address: c.delivery_address ?? null,
    created_at: c.created_at.toISOString(),
    email_confirmed: c.email_confirmed_at !== null,
    pending_email: c.pending_email,
  };
}

/** Changes some columns of a customer and stamps updated_at; returns the new row. */
export async function updateCustomer(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      Customer,
      "firstname" | "lastname" | "number" | "currency" | "password_hash" | "delivery_address" | "pending_email"
    >
  >,
): Promise<Customer> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row!;
}

export async function markEmailConfirmed(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(customers)
    .set({ email_confirmed_at: new Date(), updated_at: new Date() })
    .where(eq(customers.id, id));
}

export async function setPendingEmail(db: DbOrTx, id: number, address: string): Promise<Customer> {
  const [row] = await db
    .update(customers)
    .set({ pending_email: address, updated_at: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row!;
}

/** The pending address becomes the account's, confirmed (the unique index refuses one another account took). */
export async function takePendingEmail(db: DbOrTx, id: number, address: string): Promise<void> {
  await db
    .update(customers)
    .set({ email_address: address, pending_email: null, email_confirmed_at: new Date(), updated_at: new Date() })
    .where(and(eq(customers.id, id), eq(customers.pending_email, address)));
}

/**
 * Claims today's 'someone tried to sign up with your address' notice: true for the first attempt in 24 hours (one
 * atomic statement, so parallel attempts cannot both send one), false for the others.
 */
export async function claimSignupNotice(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ signup_notice_at: new Date() })
    .where(
      and(
        eq(customers.id, id),
        or(isNull(customers.signup_notice_at), lt(customers.signup_notice_at, sql`now() - interval '1 day'`)),
      ),
    )
    .returning({ id: customers.id });
  return rows.length > 0;
}
