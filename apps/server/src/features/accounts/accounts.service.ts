import type { LoginInput, SignupInput } from "@app/shared/accounts";
import type { FastifyInstance } from "fastify";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../lib/auth/password.js";
import { startSession } from "../../lib/auth/sessions.js";
import { conflict, HttpError, isUniqueViolation, tooManyRequests } from "../../lib/errors.js";
import { findCustomerByEmail, insertCustomer, toPublicUser } from "./accounts.repository.js";
import { countLoginFailuresSince, recordLoginFailure } from "./login-failures.repository.js";

export const INVALID_LOGIN = "Invalid email or password.";
/** Per-account throttle, counted in the database so it holds across processes. */
export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_LOGIN_FAILURES =
  "Too many failed log-in attempts for this email. Please wait 15 minutes and try again, or reset your password.";

export async function signUp(app: FastifyInstance, input: SignupInput) {
  const email = input.email_address.trim().toLowerCase();
  if (await findCustomerByEmail(app.db, email)) {
    throw conflict("An account with this email already exists.", {
      email_address: "An account with this email already exists.",
    });
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

/**
 * Same answer and about the same time for an unknown e-mail and a wrong password. After
 * MAX_LOGIN_FAILURES failures in the window the address is refused (even with the right password)
 * until the window has passed; unknown addresses are counted and refused the same way.
 */
export async function logIn(app: FastifyInstance, input: LoginInput, userAgent?: string, clientIp?: string) {
  const email = input.email_address.trim().toLowerCase();
  const customer = await findCustomerByEmail(app.db, email);
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  if ((await countLoginFailuresSince(app.db, email, since, customer?.id)) >= MAX_LOGIN_FAILURES) {
    throw tooManyRequests(TOO_MANY_LOGIN_FAILURES);
  }
  const ok = customer
    ? await verifyPassword(customer.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!customer || !ok) {
    await recordLoginFailure(app.db, email, clientIp);
    throw new HttpError(401, INVALID_LOGIN);
  }
  const session = await startSession(app.db, app.config.JWT_SECRET, "customer", customer.id, userAgent);
  return { user: toPublicUser(customer), ...session };
}
