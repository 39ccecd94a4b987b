import type { AdminRole } from "@app/shared/core/enums";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { admins } from "../src/db/schema.js";
import { createVerifiedAdmin } from "../src/features/admins/admins.service.js";
import { client, DEFAULT_PASSWORD } from "./http.js";

/**
 * Creates a verified admin of the given role straight in the database, assigned to `warehouses` (default: all), and
 * logs it in.
 */
export async function signInAdmin(app: FastifyInstance, role: AdminRole = "owner", warehouses: string[] | null = null) {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@staff.test`;
  const admin = await createVerifiedAdmin(app.db, {
    email,
    password: DEFAULT_PASSWORD,
    role,
    firstname: "Sam",
    lastname: `${role}son`,
  });
  if (warehouses) await app.db.update(admins).set({ warehouses }).where(eq(admins.id, admin.id));
  const login = await client(app).post("/api/admins/login", { email, password: DEFAULT_PASSWORD });
  if (login.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  return { token: login.body.token as string, admin, email };
}
