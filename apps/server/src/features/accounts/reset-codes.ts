import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { randomInt, timingSafeEqual } from "node:crypto";
import type { DbOrTx, Tx } from "../../db/client.js";
import type { DeviceAccount, DeviceCookie } from "../../lib/auth/device-cookie.js";
import { isTrustedDevice } from "../../lib/auth/login-throttle.js";
import { hashPassword } from "../../lib/auth/password.js";
import { type SessionKind, randomToken, sha256 } from "../../lib/auth/tokens.js";
import { HttpError, badRequest, tooManyRequests, unauthorized } from "../../lib/errors.js";
import { enqueueMail, type OutgoingMail } from "../../lib/mail/outbox.js";
import {
  type CodePurpose,
  consumeCode,
  consumeTokenByHash,
  countCodesSince,
  lockCodeRequests,
  findLatestLiveCode,
  insertCode,
  invalidateCodes,
  spendTry,
} from "./one-time-codes.repository.js";

/**
 * The forgot-password mechanism, one for customers and staff: an e-mailed 6-digit code (10 minutes, 5 tries),
 * exchanged for a single-use reset token (15 minutes) that sets a new password. Each kind of account brings its
 * own code purposes (so a customer and a staff member with one e-mail address never share a code), its account
 * lookup, its e-mail and what a reset changes; the rules and limits are the same.
 */
export interface ResetKind<Account> {
  /** Whose device cookie lets its owner past the address's limits for strangers. */
  sessionKind: SessionKind;
  /** Purposes of the e-mailed code and of the token it is exchanged for. */
  codePurpose: CodePurpose;
  tokenPurpose: CodePurpose;
  find(db: DbOrTx, email: string): Promise<Account | undefined>;
  /** What the account's device cookies are bound to (device-cookie.ts). */
  deviceAccount(account: Account): DeviceAccount;
  codeMail(account: Account, code: string): OutgoingMail;
  /** In the reset's transaction: store the new hash, end every session, clear log-in throttles, send the notice. */
  applyReset(tx: Tx, account: Account, passwordHash: string): Promise<void>;
}

/** Runs a task after the answer has gone (the server's runInBackground: awaited on close, failures logged). */
export type Background = (label: string, task: () => Promise<void>) => void;

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
/** Wrong tries per code: the next try is refused even with the right code. */
export const MAX_CODE_TRIES = 5;
/** Code requests per e-mail address in the window, counted in the database so every process agrees. */
export const MAX_CODE_REQUESTS = 5;
export const CODE_REQUEST_WINDOW_MS = 60 * 60 * 1000;
/** And at most this many a day, so guessing codes cannot go on hour after hour. */
export const MAX_CODE_REQUESTS_PER_DAY = 10;
/**
 * A browser that logged in to the account before is not held by the hourly limit, and gets past strangers' day
 * when they have used it up, but not past this (decision 0132): a stolen device cookie buys few codes to guess.
 */
export const MAX_CODE_REQUESTS_PER_DAY_FROM_DEVICE = 20;
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
export async function sendCode<A>(
  ctx: ServiceContext,
  kind: ResetKind<A>,
  rawEmail: string,
  later: Background,
  device?: DeviceCookie,
) {
  const email = normalise(rawEmail);
  const now = Date.now();
  const purpose = kind.codePurpose;
  // The address's limits hold strangers (who could otherwise use them up against its owner): a browser that logged
  // in to the account before is held by a higher daily cap and the route's per-client limit (decisions 0110, 0132).
  // Only a request with such a cookie has the account looked up before the answer.
  const known = device?.present ? await isKnownDevice(ctx, kind, email, device) : false;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await inTransaction(ctx, async (tx) => {
    // Counted and stored under the address's lock: requests arriving together cannot pass the limits.
    await lockCodeRequests(tx, purpose, email);
    await assertCodeRequestAllowed(tx, purpose, email, now, known);
    await invalidateCodes(tx, purpose, email);
    await insertCode(tx, { purpose, email, codeHash: sha256(code), expiresAt: new Date(now + RESET_CODE_TTL_MS) });
  });
  later("reset code e-mail", async () => {
    const account = await kind.find(ctx.db, email);
    if (!account) return;
    await enqueueMail(ctx.db, kind.codeMail(account, code));
    ctx.mail.wake();
  });
  return { message: CODE_SENT };
}

async function isKnownDevice<A>(ctx: ServiceContext, kind: ResetKind<A>, email: string, device: DeviceCookie) {
  const account = await kind.find(ctx.db, email);
  const id = device.idFor(account && kind.deviceAccount(account));
  return isTrustedDevice(ctx.db, kind.sessionKind, id);
}

async function assertCodeRequestAllowed(
  db: DbOrTx,
  purpose: CodePurpose,
  email: string,
  now: number,
  knownDevice: boolean,
) {
  const perDay = knownDevice ? MAX_CODE_REQUESTS_PER_DAY_FROM_DEVICE : MAX_CODE_REQUESTS_PER_DAY;
  if ((await countCodesSince(db, purpose, email, new Date(now - DAY_MS))) >= perDay) {
    throw tooManyRequests(TOO_MANY_CODE_REQUESTS_TODAY);
  }
  if (knownDevice) return;
  if ((await countCodesSince(db, purpose, email, new Date(now - CODE_REQUEST_WINDOW_MS))) >= MAX_CODE_REQUESTS) {
    throw tooManyRequests(TOO_MANY_CODE_REQUESTS);
  }
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Checks a reset code and exchanges it for a single-use reset token (valid 15 minutes). */
export async function verifyCode<A>(ctx: ServiceContext, kind: ResetKind<A>, rawEmail: string, otp: string) {
  const email = normalise(rawEmail);
  const code = await findLatestLiveCode(ctx.db, kind.codePurpose, email);
  if (!code) throw badRequest(CODE_MISSING);
  if (code.expires_at.getTime() <= Date.now()) throw badRequest(CODE_EXPIRED);
  // The try is spent before comparing, so parallel guesses cannot get more than MAX_CODE_TRIES.
  const tryNumber = await spendTry(ctx.db, code.id, MAX_CODE_TRIES);
  if (tryNumber === undefined) {
    if (code.attempts >= MAX_CODE_TRIES) throw new HttpError(429, CODE_TRIES_EXHAUSTED);
    throw badRequest(CODE_EXPIRED);
  }
  if (!sameHash(code.code_hash, sha256(otp.trim()))) {
    throw tryNumber >= MAX_CODE_TRIES ? new HttpError(429, CODE_TRIES_EXHAUSTED) : badRequest(CODE_INVALID);
  }
  const token = randomToken(32);
  await inTransaction(ctx, async (tx) => {
    if (!(await consumeCode(tx, code.id))) throw badRequest(CODE_MISSING);
    await invalidateCodes(tx, kind.tokenPurpose, email);
    await insertCode(tx, {
      purpose: kind.tokenPurpose,
      email,
      codeHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  return { token };
}

/** Sets a new password with a reset token; the token works once. Returns the account that was reset. */
export async function resetWithToken<A>(
  ctx: ServiceContext,
  kind: ResetKind<A>,
  resetToken: string | undefined,
  newPassword: string,
): Promise<A> {
  if (!resetToken) throw unauthorized(RESET_TOKEN_INVALID);
  // Hashing is slow: do it before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(newPassword);
  const account = await inTransaction(ctx, async (tx) => {
    const email = await consumeTokenByHash(tx, kind.tokenPurpose, sha256(resetToken));
    const found = email ? await kind.find(tx, email) : undefined;
    if (!found) throw unauthorized(RESET_TOKEN_INVALID);
    await kind.applyReset(tx, found, passwordHash);
    return found;
  });
  return account;
}
