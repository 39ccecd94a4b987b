import type { DbOrTx } from "../client.js";
import { admins, customers } from "../schema.js";
import { hashPassword } from "../../lib/auth/password.js";
import { uniqueSuffix } from "./unique.js";

type StaffRow = typeof admins.$inferInsert;
type CustomerRow = typeof customers.$inferInsert;

/**
 * A verified staff account. With `password` it can log in (the hash is real); without, it only authors records
 * (an invoice's admin_id), which spares the cost of hashing.
 */
export async function insertStaff(
  db: DbOrTx,
  overrides: Partial<Omit<StaffRow, "password_hash">> & { password?: string } = {},
) {
  const { password, ...values } = overrides;
  const [row] = await db
    .insert(admins)
    .values({
      email: `staff-${uniqueSuffix().toLowerCase()}@staff.test`,
      role: "owner",
      firstname: "Fixture",
      lastname: "Staff",
      verified_at: new Date(),
      ...values,
      password_hash: password ? await hashPassword(password) : "not-a-real-hash",
    })
    .returning();
  return row!;
}

/** The id of any staff account, made when there is none: records that need an author but not a particular one. */
export async function anyStaffId(db: DbOrTx): Promise<number> {
  const [existing] = await db.select({ id: admins.id }).from(admins).limit(1);
  return existing ? existing.id : (await insertStaff(db)).id;
}

/** A customer account; with `password` it can log in. */
export async function insertCustomer(
  db: DbOrTx,
  overrides: Partial<Omit<CustomerRow, "password_hash">> & { password?: string } = {},
) {
  const { password, ...values } = overrides;
  const [row] = await db
    .insert(customers)
    .values({
      firstname: "Ada",
      lastname: "Lovelace",
      email_address: `c${uniqueSuffix().toLowerCase()}@example.com`,
      number: "08012345678",
      // Records made for tests and the demo belong to confirmed accounts; pass null for one that is not.
      email_confirmed_at: new Date(),
      ...values,
      password_hash: password ? await hashPassword(password) : "not-a-real-hash",
    })
    .returning();
  return row!;
}
