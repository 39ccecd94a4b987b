import type { ServiceContext } from "../../lib/service-context.js";
import type { LoginInput } from "@app/shared/accounts/accounts";
import { type LoginClient, throttledLogin } from "../../lib/auth/login-throttle.js";
import { accountWithPassword } from "../../lib/auth/password.js";
import { startSession } from "../../lib/auth/sessions.js";
import { HttpError } from "../../lib/errors.js";
import { findCustomerByEmail, toPublicUser } from "./accounts.repository.js";

export const INVALID_LOGIN = "Invalid email or password.";

/**
 * Same answer and about the same time for an unknown e-mail and a wrong password; throttled per account and
 * client, and more loosely per account (lib/auth/login-throttle.ts), unknown addresses exactly like known ones.
 */
export async function logIn(ctx: ServiceContext, input: LoginInput, from: LoginClient) {
  const email = input.email_address.trim().toLowerCase();
  // Looked up first: a device cookie is checked against the account's current password (device-cookie.ts).
  const found = await findCustomerByEmail(ctx.db, email);
  const knownAs = found && { email: found.email_address, password_hash: found.password_hash };
  const attempt = { kind: "customer" as const, email, client: from.client, device: from.device.idFor(knownAs) };
  const customer = await throttledLogin(ctx.db, attempt, () => accountWithPassword(found, input.password));
  if (!customer || !knownAs) throw new HttpError(401, INVALID_LOGIN);
  const session = await startSession(ctx.db, ctx.config.JWT_SECRET, "customer", customer.id, from.userAgent);
  return { user: toPublicUser(customer), ...session, device: knownAs };
}
