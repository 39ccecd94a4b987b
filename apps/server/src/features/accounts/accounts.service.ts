import type { LoginInput, SignupInput } from "@app/shared/accounts";
import type { FastifyInstance } from "fastify";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../lib/auth/password.js";
import { startSession } from "../../lib/auth/sessions.js";
import { conflict, HttpError, isUniqueViolation } from "../../lib/errors.js";
import { findCustomerByEmail, insertCustomer, toPublicUser } from "./accounts.repository.js";

export const INVALID_LOGIN = "Invalid email or password.";

export async function signUp(app: FastifyInstance, input: SignupInput) {
  const email = input.email_address.trim().toLowerCase();
  if (await findCustomerByEmail(app.db, email)) {
    throw conflict("An account with this email already exists.", { email_address: "An account with this email already exists." });
  }
  const password_hash = await hashPassword(input.password);
  try {
    const row = await insertCustomer(app.db, {
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      email_address: email,
      number: input.number.trim(),
      password_hash,
    });
    return toPublicUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists.");
    throw error;
  }
}

/** Same answer and about the same time for an unknown e-mail and a wrong password. */
export async function logIn(app: FastifyInstance, input: LoginInput, userAgent?: string) {
  const customer = await findCustomerByEmail(app.db, input.email_address.trim().toLowerCase());
  const ok = customer ? await verifyPassword(customer.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!customer || !ok) throw new HttpError(401, INVALID_LOGIN);
  const session = await startSession(app.db, app.config.JWT_SECRET, "customer", customer.id, userAgent);
  return { user: toPublicUser(customer), ...session };
}
