import { randomInt, timingSafeEqual } from "node:crypto";
import type { RequestOtpInput, ResetPasswordInput, VerifyOtpInput } from "@app/shared/accounts";
import { COMPANY } from "@app/shared/company";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../../lib/auth/password.js";
import { endAllSessions } from "../../lib/auth/sessions.js";
import { clearAccountFailures } from "../../lib/auth/login-throttle.js";
import { randomToken, sha256 } from "../../lib/auth/tokens.js";
import { HttpError, badRequest, tooManyRequests, unauthorized } from "../../lib/errors.js";
import { enqueueMail, type OutgoingMail } from "../../lib/mail/outbox.js";
import { type Customer, findCustomerByEmail, updateCustomer } from "./accounts.repository.js";
import { passwordChangedMail } from "./account-mail.js";
import {
  consumeCode,
  consumeTokenByHash,
  countCodesSince,
  findLatestLiveCode,
  insertCode,
  invalidateCodes,
  spendTry,
} from "./one-time-codes.repository.js";

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
/** Wrong tries per code: the next try is refused even with the right code. */
export const MAX_CODE_TRIES = 5;
/** Code requests per e-mail address in the window, counted in the database so every process agrees. */
export const MAX_CODE_REQUESTS = 5;
export const CODE_REQUEST_WINDOW_MS = 60 * 60 * 1000;
/** And at most this many a day, so guessing codes cannot go on hour after hour. */
export const MAX_CODE_REQUESTS_PER_DAY = 10;
const DAY_MS = 24 * 3600 * 1000;

export const CODE_SENT = "If an account exists for this email, we have sent a 6-digit reset code to it.";
export const TOO_MANY_CODE_REQUESTS =
  "Too many reset codes were requested for this email. Please try again in an hour.";
export const TOO_MANY_CODE_REQUESTS_TODAY =
  "Too many reset codes were requested for this email today. Please try again tomorrow.";
export const CODE_INVALID = "Invalid code. Please check the code and try again.";
export const CODE_EXPIRED = "This code has expired. Please request a new code.";
export const CODE_TRIES_EXHAUSTED = "Too many wrong codes. Please request a new code.";
export const CODE_MISSING = "No valid code for this email. Please request a new code.";
export const RESET_TOKEN_INVALID = "Your reset session has expired or was already used. Please request a new code.";

function normalise(email: string) {
  return email.trim().toLowerCase();
}

/**
 * Issues a 6-digit reset code. The answer, and the work done before it, are the same whether or not the e-mail
 * has an account: the limits are counted per address and a code row is stored either way; looking the account up
 * and queueing the e-mail happen after the answer (off the request path), so its timing tells nothing. A code
 * stored for an address without an account is never sent, and a reset with it finds no account.
 */
export async function sendResetCode(app: FastifyInstance, input: RequestOtpInput) {
  const email = normalise(input.email_address);
  const now = Date.now();
  if ((await countCodesSince(app.db, "reset_password", email, new Date(now - DAY_MS))) >= MAX_CODE_REQUESTS_PER_DAY) {
    throw tooManyRequests(TOO_MANY_CODE_REQUESTS_TODAY);
  }
  if (
    (await countCodesSince(app.db, "reset_password", email, new Date(now - CODE_REQUEST_WINDOW_MS))) >=
    MAX_CODE_REQUESTS
  ) {
    throw tooManyRequests(TOO_MANY_CODE_REQUESTS);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await app.db.transaction(async (tx) => {
    await invalidateCodes(tx, "reset_password", email);
    await insertCode(tx, {
      purpose: "reset_password",
      email,
      codeHash: sha256(code),
      expiresAt: new Date(now + RESET_CODE_TTL_MS),
    });
  });
  app.runInBackground("reset code e-mail", async () => {
    const customer = await findCustomerByEmail(app.db, email);
    if (!customer) return;
    await enqueueMail(app.db, resetCodeMail(customer, code));
    app.kickMail();
  });
  return { message: CODE_SENT };
}

function resetCodeMail(customer: Pick<Customer, "email_address" | "firstname">, code: string): OutgoingMail {
  return {
    to: customer.email_address,
    subject: `Your ${COMPANY.shortName} password reset code`,
    content: {
      heading: `Your password reset code is ${code}`,
      paragraphs: [
        `Hello ${customer.firstname},`,
        `Enter the code ${code} on the verification page to choose a new password. The code is valid for 10 minutes and works once.`,
        "If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.",
      ],
    },
  };
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Checks a reset code and exchanges it for a single-use reset token (valid 15 minutes). */
export async function verifyResetCode(app: FastifyInstance, input: VerifyOtpInput) {
  const email = normalise(input.email_address);
  const code = await findLatestLiveCode(app.db, "reset_password", email);
  if (!code) throw badRequest(CODE_MISSING);
  if (code.expires_at.getTime() <= Date.now()) throw badRequest(CODE_EXPIRED);
  // The try is spent before comparing, so parallel guesses cannot get more than MAX_CODE_TRIES.
  const tryNumber = await spendTry(app.db, code.id, MAX_CODE_TRIES);
  if (tryNumber === undefined) {
    if (code.attempts >= MAX_CODE_TRIES) throw new HttpError(429, CODE_TRIES_EXHAUSTED);
    throw badRequest(CODE_EXPIRED);
  }
  if (!sameHash(code.code_hash, sha256(input.otp.trim()))) {
    throw tryNumber >= MAX_CODE_TRIES ? new HttpError(429, CODE_TRIES_EXHAUSTED) : badRequest(CODE_INVALID);
  }
  const token = randomToken(32);
  await app.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id))) throw badRequest(CODE_MISSING);
    await invalidateCodes(tx, "reset_token", email);
    await insertCode(tx, {
      purpose: "reset_token",
      email,
      codeHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  return { token };
}

/** Sets a new password with a reset token; the token works once and every session of the account ends. */
export async function resetPassword(app: FastifyInstance, resetToken: string | undefined, input: ResetPasswordInput) {
  if (!resetToken) throw unauthorized(RESET_TOKEN_INVALID);
  // Hashing is slow: do it before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.new_password);
  const customer = await app.db.transaction(async (tx) => {
    const email = await consumeTokenByHash(tx, "reset_token", sha256(resetToken));
    const found = email ? await findCustomerByEmail(tx, email) : undefined;
    if (!found) throw unauthorized(RESET_TOKEN_INVALID);
    await updateCustomer(tx, found.id, { password_hash: passwordHash });
    await endAllSessions(tx, "customer", found.id);
    await clearAccountFailures(tx, "customer", found.email_address);
    await enqueueMail(tx, passwordChangedMail(found, "reset"));
    return found;
  });
  app.kickMail();
  app.log.info({ customerId: customer.id }, "password reset; all sessions ended");
  return { message: "Password reset successful!" };
}
