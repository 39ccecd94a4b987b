import { randomInt, timingSafeEqual } from "node:crypto";
import { formatNotificationPhone } from "@app/shared/notifications/notifications";
import { VERIFY_TEXTS, type VerifyChannel } from "@app/shared/notifications/verify";
import { sha256 } from "../../lib/auth/tokens.js";
import { badRequest, HttpError, tooManyRequests } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { settingsOf } from "./notifications.service.js";
import { contactsOf } from "./notifications.repository.js";
import {
  countCodesToNumberSince,
  countPhoneCodesSince,
  latestPhoneCode,
  lockCodeSends,
  markPhoneVerified,
  phoneKeyOf,
  spendPhoneCodeTry,
  storePhoneCode,
} from "./phone-codes.repository.js";

export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_PHONE_CODE_TRIES = 5;
export const MAX_PHONE_CODES_PER_HOUR = 3;
export const MAX_PHONE_CODES_PER_DAY = 5;
/** Codes one number may get a day from every account and both channels together (docs/decisions/0146). */
export const MAX_CODES_TO_NUMBER_PER_DAY = 6;
const HOUR_MS = 3600 * 1000;

/** The saved number of the channel and whether it is verified; a 400 naming the channel when there is none. */
async function numberOf(ctx: ServiceContext, customer: CustomerRow, channel: VerifyChannel) {
  const contacts = await contactsOf(ctx.db, customer.id);
  const number = channel === "sms" ? contacts?.sms_phone : contacts?.whatsapp_phone;
  const verifiedAt = channel === "sms" ? contacts?.sms_verified_at : contacts?.whatsapp_verified_at;
  if (!number) throw badRequest(VERIFY_TEXTS.noNumber, { channel: VERIFY_TEXTS.noNumber });
  return { number, verified: Boolean(verifiedAt) };
}

/** Sends a 6-digit code to the saved number through its own channel (the channel outbox and its provider). */
export async function sendPhoneCode(ctx: ServiceContext, customer: CustomerRow, channel: VerifyChannel) {
  const { number, verified } = await numberOf(ctx, customer, channel);
  if (verified) return { message: VERIFY_TEXTS.alreadyVerified };
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  // Counted and stored under the account's and the number's locks: sends at the same moment cannot pass a cap.
  await inTransaction(ctx, async (tx) => {
    await lockCodeSends(tx, customer.id, channel, number);
    const dayAgo = new Date(now - 24 * HOUR_MS);
    if ((await countPhoneCodesSince(tx, customer.id, channel, dayAgo)) >= MAX_PHONE_CODES_PER_DAY)
      throw tooManyRequests(VERIFY_TEXTS.tooManyPerDay);
    if ((await countPhoneCodesSince(tx, customer.id, channel, new Date(now - HOUR_MS))) >= MAX_PHONE_CODES_PER_HOUR)
      throw tooManyRequests(VERIFY_TEXTS.tooManyPerHour);
    if ((await countCodesToNumberSince(tx, number, dayAgo)) >= MAX_CODES_TO_NUMBER_PER_DAY)
      throw tooManyRequests(VERIFY_TEXTS.tooManyToNumber);
    await storePhoneCode(tx, {
      key: phoneKeyOf(customer.id, channel, number),
      codeHash: sha256(code),
      expiresAt: new Date(now + PHONE_CODE_TTL_MS),
      channel,
      to: number,
      body: VERIFY_TEXTS.message(code),
    });
  });
  return { message: VERIFY_TEXTS.sent(formatNotificationPhone(number)) };
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Checks the code of the saved number (5 tries, 10 minutes) and marks the number verified. */
export async function verifyPhone(ctx: ServiceContext, customer: CustomerRow, channel: VerifyChannel, code: string) {
  const { number, verified } = await numberOf(ctx, customer, channel);
  if (!verified) {
    const row = await latestPhoneCode(ctx.db, phoneKeyOf(customer.id, channel, number));
    if (!row || row.expires_at.getTime() <= Date.now())
      throw badRequest(VERIFY_TEXTS.expired, { code: VERIFY_TEXTS.expired });
    const tryNumber = await spendPhoneCodeTry(ctx.db, row.id, MAX_PHONE_CODE_TRIES);
    if (tryNumber === undefined) {
      if (row.attempts >= MAX_PHONE_CODE_TRIES) throw new HttpError(429, VERIFY_TEXTS.tooManyTries);
      throw badRequest(VERIFY_TEXTS.expired, { code: VERIFY_TEXTS.expired });
    }
    if (!sameHash(row.code_hash, sha256(code))) {
      if (tryNumber >= MAX_PHONE_CODE_TRIES) throw new HttpError(429, VERIFY_TEXTS.tooManyTries);
      throw badRequest(VERIFY_TEXTS.wrong, { code: VERIFY_TEXTS.wrong });
    }
    const done = await inTransaction(ctx, (tx) => markPhoneVerified(tx, row.id, customer.id, channel, number));
    if (!done) throw badRequest(VERIFY_TEXTS.expired, { code: VERIFY_TEXTS.expired });
  }
  return { message: VERIFY_TEXTS.verified(formatNotificationPhone(number)), ...(await settingsOf(ctx, customer)) };
}
