import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import type { ChangeEmailInput } from "@app/shared/accounts/email";
import type { DbOrTx } from "../../db/client.js";
import { recordAudit } from "../../lib/audit.js";
import { verifyPassword } from "../../lib/auth/password.js";
import { randomToken, sha256 } from "../../lib/auth/tokens.js";
import { badRequest, conflict, isUniqueViolation, tooManyRequests } from "../../lib/errors.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { confirmEmailMail, emailChangedMail, emailChangeRequestedMail, signupAttemptMail } from "./account-mail.js";
import {
  type Customer,
  findCustomerByEmail,
  findCustomerById,
  markEmailConfirmed,
  setPendingEmail,
  takePendingEmail,
  toPublicUser,
} from "./accounts.repository.js";
import { consumeTokenByHash, countCodesSince, insertCode, lockCodeRequests } from "./one-time-codes.repository.js";

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 48 * 3600 * 1000;
/** Links per account and address: 3 an hour, 5 a day (the one sent at sign-up counts). */
export const MAX_LINKS_PER_HOUR = 3;
export const MAX_LINKS_PER_DAY = 5;
const HOUR_MS = 3600 * 1000;

/**
 * The key a link is stored under: the account and the address it confirms, so a link is bound to one account and
 * worth nothing for another address (one_time_codes.email; only the token's SHA-256 is stored).
 */
const keyOf = (customerId: number, address: string) => `${customerId}:${address}`;

/** Stores a new link for this account and address and queues its e-mail, in the caller's transaction. */
export async function issueConfirmationLink(tx: DbOrTx, publicUrl: string, customer: Customer, address: string) {
  const token = randomToken(32);
  await insertCode(tx, {
    purpose: "email_confirm",
    email: keyOf(customer.id, address),
    codeHash: sha256(token),
    expiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS),
  });
  const url = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  const purpose = address === customer.email_address ? "account" : "change";
  await enqueueMail(tx, confirmEmailMail({ firstname: customer.firstname, email_address: address }, url, purpose));
}

/** For an address another account has: the attempt counts for the link limits, and the address's owner is told. */
async function noteAddressTaken(tx: DbOrTx, publicUrl: string, customer: Customer, owner: Customer) {
  await insertCode(tx, {
    purpose: "email_confirm",
    email: keyOf(customer.id, owner.email_address),
    codeHash: sha256(randomToken(32)),
    expiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS),
  });
  await enqueueMail(tx, signupAttemptMail(owner, publicUrl, "change"));
}

/**
 * Refuses a fourth link within an hour and a sixth within a day, for this account and address. Called in the
 * transaction that stores the link, under the key's lock: requests arriving together cannot pass the limits.
 */
async function checkLinkLimits(tx: DbOrTx, customerId: number, address: string) {
  const key = keyOf(customerId, address);
  await lockCodeRequests(tx, "email_confirm", key);
  const now = Date.now();
  if ((await countCodesSince(tx, "email_confirm", key, new Date(now - 24 * HOUR_MS))) >= MAX_LINKS_PER_DAY)
    throw tooManyRequests(CONFIRM_TEXTS.tooManyPerDay);
  if ((await countCodesSince(tx, "email_confirm", key, new Date(now - HOUR_MS))) >= MAX_LINKS_PER_HOUR)
    throw tooManyRequests(CONFIRM_TEXTS.tooManyPerHour);
}

/**
 * "Send the link again": to the account's own address while it is unconfirmed (what the banner asks for), else to a
 * new address asked for from the profile. A new address another account has (then or since) is treated as when it
 * was asked for: the same answer, its owner told, and no link, which could never be taken, sent to it.
 */
export async function resendConfirmation(ctx: ServiceContext, customer: Customer) {
  const address = customer.email_confirmed_at ? (customer.pending_email ?? undefined) : customer.email_address;
  if (!address) return { message: CONFIRM_TEXTS.alreadyConfirmed };
  const owner = address === customer.email_address ? undefined : await findCustomerByEmail(ctx.db, address);
  await inTransaction(ctx, async (tx) => {
    await checkLinkLimits(tx, customer.id, address);
    if (owner) await noteAddressTaken(tx, ctx.config.PUBLIC_URL, customer, owner);
    else await issueConfirmationLink(tx, ctx.config.PUBLIC_URL, customer, address);
  });
  return { message: CONFIRM_TEXTS.sent(address) };
}

/**
 * Uses a link once. A link for the account's own address confirms it; a link for the address asked for from the
 * profile makes it the account's address (confirmed) and tells the old address. Anything else (unknown, expired,
 * used, or an address the account has since moved away from) is a 400 that says what to do.
 */
export async function confirmEmail(ctx: ServiceContext, token: string) {
  return inTransaction(ctx, async (tx) => {
    const key = await consumeTokenByHash(tx, "email_confirm", sha256(token));
    const [id, ...rest] = key?.split(":") ?? [];
    const address = rest.join(":");
    const customer = id ? await findCustomerById(tx, Number(id)) : undefined;
    if (!customer) throw badRequest(CONFIRM_TEXTS.badLink, { token: CONFIRM_TEXTS.badLink });
    if (customer.email_address === address) {
      if (!customer.email_confirmed_at) await markEmailConfirmed(tx, customer.id);
      return { message: CONFIRM_TEXTS.confirmed };
    }
    if (customer.pending_email !== address) throw badRequest(CONFIRM_TEXTS.badLink, { token: CONFIRM_TEXTS.badLink });
    try {
      await takePendingEmail(tx, customer.id, address);
    } catch (error) {
      // Another account took the address meanwhile: the transaction is rolled back, the link stays unused.
      if (isUniqueViolation(error)) throw conflict(CONFIRM_TEXTS.addressTaken);
      throw error;
    }
    await recordAudit(tx, actorOf(customer), {
      entityType: "customer",
      entityId: customer.id,
      action: "email_changed",
      field: "email_address",
      oldValue: customer.email_address,
      newValue: address,
    });
    await enqueueMail(tx, emailChangedMail(customer, address));
    return { message: CONFIRM_TEXTS.changed(address) };
  });
}

const actorOf = (c: Customer) => ({ kind: "customer" as const, id: c.id, label: `${c.firstname} ${c.lastname}` });

/**
 * Asks for a new address (needs the current password): it is kept as pending and gets a link; the account keeps
 * logging in with, and being mailed at, its current address until the link is opened. The current address is told
 * of the request at once.
 */
export async function requestEmailChange(ctx: ServiceContext, customer: Customer, input: ChangeEmailInput) {
  const address = input.email_address.trim().toLowerCase();
  if (!(await verifyPassword(customer.password_hash, input.password)))
    throw badRequest("The password is not right.", { password: "The password is not right." });
  if (address === customer.email_address)
    throw badRequest(CONFIRM_TEXTS.sameAddress, { email_address: CONFIRM_TEXTS.sameAddress });
  // An address another account has answers like any other (no account lookup by e-mail for a signed-in customer);
  // its owner is told instead, and the link, counted for the limits, is sent nowhere: it could never be taken.
  const owner = await findCustomerByEmail(ctx.db, address);
  const row = await inTransaction(ctx, async (tx) => {
    await checkLinkLimits(tx, customer.id, address);
    const updated = await setPendingEmail(tx, customer.id, address);
    // The current address is told at once (decision 0151), whether or not the new one has an account (the same mail
    // either way, so it tells nothing about the new address); an address never confirmed may not be the owner's.
    if (customer.email_confirmed_at)
      await enqueueMail(tx, emailChangeRequestedMail(customer, address, ctx.config.PUBLIC_URL));
    if (owner) await noteAddressTaken(tx, ctx.config.PUBLIC_URL, customer, owner);
    else await issueConfirmationLink(tx, ctx.config.PUBLIC_URL, customer, address);
    return updated;
  });
  return { user: toPublicUser(row), message: CONFIRM_TEXTS.changeRequested(address) };
}
