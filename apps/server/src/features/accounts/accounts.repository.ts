import { eq } from "drizzle-orm";
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
  };
}

/** Changes some columns of a customer and stamps updated_at; returns the new row. */
export async function updateCustomer(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<Customer, "firstname" | "lastname" | "number" | "currency" | "password_hash" | "delivery_address">
  >,
): Promise<Customer> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row!;
}
