import { and, count, eq, gt, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { loginFailures } from "../../db/schema.js";
import { tooManyRequests } from "../errors.js";
import type { DeviceCookie } from "./device-cookie.js";
import type { SessionKind } from "./tokens.js";

/**
 * Log-in throttling that an attacker cannot turn against the account's owner:
 * - per account AND client (the address the request came from): a few failures, then that client waits;
 * - per account, from every client together: a looser sliding window, so a guesser with many addresses is slowed
 *   to a trickle, yet failures from one client never keep the owner out from another; a browser that logged in to
 *   the account before (its device cookie, device-cookie.ts) is not held by this one, so strangers cannot lock the
 *   owner out either, until it has itself failed DEVICE_MAX_FAILURES times in a day (decision 0132);
 * - per client over all accounts: the route's rate limit (@fastify/rate-limit).
 * Unknown e-mails are counted exactly like known ones, so the answers never tell whether an account exists.
 * Rows live in PostgreSQL, so every server process sees the same counts.
 */
export const CLIENT_MAX_FAILURES = 10;
export const CLIENT_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_MAX_FAILURES = 30;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** Rows older than this are never counted again and are pruned when a new failure is recorded. */
const KEEP_MS = 24 * 3600 * 1000;
/** Wrong passwords sent with one device cookie, in a day, before it no longer lets past the account-wide window. */
export const DEVICE_MAX_FAILURES = 10;
const DEVICE_WINDOW_MS = KEEP_MS;
/**
 * A device cookie's failures are rows of their own, with this in place of the e-mail (which always has an @): the
 * account's counts never see them, and its own count needs no column of its own.
 */
const deviceRow = (id: string) => `device:${id}`;

export const TOO_MANY_FROM_CLIENT =
  "Too many failed log-in attempts. Please wait 15 minutes and try again, or reset your password.";
export const TOO_MANY_FOR_ACCOUNT =
  "Too many failed log-in attempts for this account. Please try again within the hour from here, log in from a device you have used before, or reset your password.";

export interface LoginAttempt {
  kind: SessionKind;
  /** Lower-cased e-mail that was tried. */
  email: string;
  /** The client's address (request.ip, which honours TRUST_PROXY). */
  client: string;
  /**
   * The id of the device cookie sent, when it is this account's (device-cookie.ts): the account-wide window does not
   * hold it while it has failed fewer than DEVICE_MAX_FAILURES times.
   */
  device?: string;
}

/** Who is logging in: the client's address, its browser, and the device cookie it sent, if any. */
export interface LoginClient {
  client: string;
  userAgent?: string;
  device: DeviceCookie;
}

async function failuresSince(
  db: DbOrTx,
  kind: SessionKind,
  email: string,
  client: string | undefined,
  windowMs: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, kind),
        eq(loginFailures.email, email),
        client === undefined ? undefined : eq(loginFailures.client, client),
        gt(loginFailures.created_at, new Date(Date.now() - windowMs)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether a device cookie (its id, for an account it belongs to) still lets its browser past an account's limits
 * meant for strangers: until it has failed DEVICE_MAX_FAILURES times in a day, so a stolen one buys few guesses.
 */
export async function isTrustedDevice(db: DbOrTx, kind: SessionKind, device: string | undefined): Promise<boolean> {
  if (device === undefined) return false;
  return (await failuresSince(db, kind, deviceRow(device), undefined, DEVICE_WINDOW_MS)) < DEVICE_MAX_FAILURES;
}

/** Throws 429 when this attempt must wait; called before the password is checked, so a refused try reveals nothing. */
export async function assertLoginAllowed(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  const { kind, email, client } = attempt;
  if ((await failuresSince(db, kind, email, client, CLIENT_WINDOW_MS)) >= CLIENT_MAX_FAILURES) {
    throw tooManyRequests(TOO_MANY_FROM_CLIENT);
  }
  if (await isTrustedDevice(db, kind, attempt.device)) return;
  if ((await failuresSince(db, kind, email, undefined, ACCOUNT_WINDOW_MS)) >= ACCOUNT_MAX_FAILURES) {
    throw tooManyRequests(TOO_MANY_FOR_ACCOUNT);
  }
}

export async function recordLoginFailure(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  const { kind, email, client, device } = attempt;
  await db
    .insert(loginFailures)
    .values([{ kind, email, client }, ...(device === undefined ? [] : [{ kind, email: deviceRow(device), client }])]);
  await db.delete(loginFailures).where(lt(loginFailures.created_at, new Date(Date.now() - KEEP_MS)));
}

/** A successful log-in forgets that client's failures for the account. */
export async function clearClientFailures(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, attempt.kind),
        eq(loginFailures.email, attempt.email),
        eq(loginFailures.client, attempt.client),
      ),
    );
}

/** A successful password reset proves the owner: every failure recorded for the account is forgotten. */
export async function clearAccountFailures(db: DbOrTx, kind: SessionKind, email: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.kind, kind), eq(loginFailures.email, email)));
}

/**
 * The whole guarded check in one call: refuses a throttled attempt, runs `verify` (which must take the same time
 * for unknown accounts), records a failure or clears this client's failures.
 */
export async function throttledLogin<T>(
  db: DbOrTx,
  attempt: LoginAttempt,
  verify: () => Promise<T | undefined>,
): Promise<T | undefined> {
  await assertLoginAllowed(db, attempt);
  const account = await verify();
  if (account === undefined) await recordLoginFailure(db, attempt);
  else await clearClientFailures(db, attempt);
  return account;
}
