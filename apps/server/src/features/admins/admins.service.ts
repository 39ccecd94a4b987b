import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { ADMIN_TEXTS, type AdminLoginInput, type AdminSignupInput, STAFF_TEXTS } from "@app/shared/admins/admins";
import type { AdminRole } from "@app/shared/core/enums";
import { shownWarehouses } from "@app/shared/core/roles";
import type { DbOrTx } from "../../db/client.js";
import { adminActor, recordAudit, recordAudits } from "../../lib/audit.js";
import { type LoginClient, throttledLogin } from "../../lib/auth/login-throttle.js";
import { accountWithPassword, hashPassword } from "../../lib/auth/password.js";
import { startSession } from "../../lib/auth/sessions.js";
import { badRequest, conflict, HttpError, isUniqueViolation } from "../../lib/errors.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { AdminRow } from "../../plugins/auth.js";
import { adminVerificationMail } from "./admin-mail.js";
import { consumeAdminVerifyToken, issueAdminVerifyToken, markAdminVerified } from "./admin-verification.repository.js";
import {
  findAdminByEmail,
  insertAdmin,
  storedWarehouses,
  toPublicAdmin,
  warehousesAuditText,
} from "./admins.repository.js";
import { updateAdmin } from "./staff.repository.js";

export const INVALID_ADMIN_LOGIN = "Invalid email or password.";

/** Throttled like customers' log-ins (lib/auth/login-throttle.ts); an unknown e-mail answers like a wrong password. */
export async function logInAdmin(ctx: ServiceContext, input: AdminLoginInput, from: LoginClient) {
  const email = input.email.trim().toLowerCase();
  // Looked up first: a device cookie is checked against the account's current password (device-cookie.ts).
  const found = await findAdminByEmail(ctx.db, email);
  const knownAs = found && { email: found.email, password_hash: found.password_hash };
  const attempt = { kind: "admin" as const, email, client: from.client, device: from.device.idFor(knownAs) };
  const admin = await throttledLogin(ctx.db, attempt, () => accountWithPassword(found, input.password));
  if (!admin || !knownAs) throw new HttpError(401, INVALID_ADMIN_LOGIN);
  if (!admin.verified_at) throw new HttpError(403, "Please verify your email address before logging in.");
  if (admin.deactivated_at) throw new HttpError(403, STAFF_TEXTS.loginDeactivated);
  const session = await startSession(ctx.db, ctx.config.JWT_SECRET, "admin", admin.id, from.userAgent);
  await updateAdmin(ctx.db, admin.id, { last_login_at: new Date() });
  return { admin: toPublicAdmin(admin), ...session, device: knownAs };
}

/**
 * An owner creates another admin: the account starts unverified (it cannot log in) and the
 * verification link is queued in the same transaction, so there is never an account without its e-mail.
 * It works at the warehouses the owner chose (the schema requires the choice; an owner works at all of them).
 */
export async function signUpAdmin(ctx: ServiceContext, creator: AdminRow, input: AdminSignupInput) {
  const email = input.email.trim().toLowerCase();
  const taken = () => conflict(ADMIN_TEXTS.emailTaken, { email: ADMIN_TEXTS.emailTaken });
  if (await findAdminByEmail(ctx.db, email)) throw taken();
  const password_hash = await hashPassword(input.password);
  try {
    const admin = await inTransaction(ctx, async (tx) => {
      const row = await insertAdmin(tx, {
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        email,
        number: input.number?.trim() || null,
        password_hash,
        role: input.role,
        warehouses: input.role === "owner" ? null : storedWarehouses(input.warehouses ?? null),
        created_by: creator.id,
        // The owner typed this password: its holder must choose their own at first sign-in.
        must_change_password: true,
      });
      const token = await issueAdminVerifyToken(tx, email);
      const link = `${ctx.config.PUBLIC_URL}/admin/verify/${token}`;
      await enqueueMail(tx, adminVerificationMail(row, link, `${creator.firstname} ${creator.lastname}`));
      // The access it starts with, both halves: later changes record their old values, this is the first one.
      const created = { entityType: "admin", entityId: row.id, action: "created" } as const;
      await recordAudits(tx, adminActor(creator), [
        { ...created, field: "role", newValue: row.role },
        { ...created, field: "warehouses", newValue: warehousesAuditText(shownWarehouses(row.role, row.warehouses)) },
      ]);
      return row;
    });
    return toPublicAdmin(admin);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Uses the link's token up and verifies its admin; a second click, a stale or a made-up token gets 400. So does the
 * link of a deactivated account (decision 0155): it verifies nothing and answers exactly as a made-up one.
 */
export async function verifyAdmin(ctx: ServiceContext, token: string) {
  const verified = await inTransaction(ctx, async (tx) => {
    const email = await consumeAdminVerifyToken(tx, token);
    const account = email ? await findAdminByEmail(tx, email) : undefined;
    if (!account || account.deactivated_at) return false;
    const admin = await markAdminVerified(tx, account.email);
    if (admin) {
      await recordAudit(
        tx,
        { kind: "system", label: "E-mail verification" },
        {
          entityType: "admin",
          entityId: admin.id,
          action: "verified",
        },
      );
    }
    return true;
  });
  if (!verified) throw badRequest(ADMIN_TEXTS.verifyInvalid);
  return { message: ADMIN_TEXTS.verified };
}

/** Creates an admin that is already verified (command-line bootstrap and demo data). */
export async function createVerifiedAdmin(
  db: DbOrTx,
  input: { email: string; password: string; role: AdminRole; firstname: string; lastname: string },
) {
  const { password, ...rest } = input;
  return insertVerifiedAdmin(db, { ...rest, password_hash: await hashPassword(password) });
}

/**
 * Inserts an admin that is already verified, with a password hashed beforehand (so that a caller's transaction
 * is not held open while hashing): the first owner, created with the setup link.
 */
export async function insertVerifiedAdmin(
  db: DbOrTx,
  input: { email: string; password_hash: string; role: AdminRole; firstname: string; lastname: string },
) {
  return insertAdmin(db, {
    email: input.email.trim().toLowerCase(),
    password_hash: input.password_hash,
    role: input.role,
    firstname: input.firstname,
    lastname: input.lastname,
    verified_at: new Date(),
  });
}

/** An admin as the API shows it: never the password hash. */
export { toPublicAdmin };
