import type { AdminLoginInput } from "@app/shared/admins";
import type { AdminRole } from "@app/shared/enums";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../db/client.js";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../lib/auth/password.js";
import { startSession } from "../../lib/auth/sessions.js";
import { HttpError } from "../../lib/errors.js";
import { findAdminByEmail, insertAdmin, toPublicAdmin } from "./admins.repository.js";

export const INVALID_ADMIN_LOGIN = "Invalid email or password.";

export async function logInAdmin(app: FastifyInstance, input: AdminLoginInput, userAgent?: string) {
  const admin = await findAdminByEmail(app.db, input.email.trim().toLowerCase());
  const ok = admin ? await verifyPassword(admin.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!admin || !ok) throw new HttpError(401, INVALID_ADMIN_LOGIN);
  if (!admin.verified_at) throw new HttpError(403, "Please verify your email address before logging in.");
  const session = await startSession(app.db, app.config.JWT_SECRET, "admin", admin.id, userAgent);
  return { admin: toPublicAdmin(admin), ...session };
}

/** Creates an admin that is already verified (command-line bootstrap and demo data). */
export async function createVerifiedAdmin(
  db: DbOrTx,
  input: { email: string; password: string; role: AdminRole; firstname: string; lastname: string },
) {
  return insertAdmin(db, {
    email: input.email.trim().toLowerCase(),
    password_hash: await hashPassword(input.password),
    role: input.role,
    firstname: input.firstname,
    lastname: input.lastname,
    verified_at: new Date(),
  });
}
