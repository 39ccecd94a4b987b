import { shownWarehouses } from "@app/shared/core/roles";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../../db/schema.js";

export type Admin = typeof admins.$inferSelect;

export async function findAdminByEmail(db: DbOrTx, email: string): Promise<Admin | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return row;
}

export async function insertAdmin(db: DbOrTx, values: typeof admins.$inferInsert): Promise<Admin> {
  const [row] = await db.insert(admins).values(values).returning();
  return row!;
}

/** How an account's warehouses are kept: each once, in order, or null for all of them (decision 0069). */
export const storedWarehouses = (warehouses: readonly string[] | null) =>
  warehouses === null ? null : [...new Set(warehouses)].sort();

/** An account's warehouses as the audit log writes them: "all", or the codes. */
export const warehousesAuditText = (list: readonly string[] | null) => (list === null ? "all" : list.join(", "));

export function toPublicAdmin(a: Admin) {
  return {
    id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    email: a.email,
    role: a.role,
    must_change_password: a.must_change_password,
    warehouses: shownWarehouses(a.role, a.warehouses),
  };
}
