import type { VerifyChannel } from "@app/shared/notifications/verify";
import { and, count, desc, eq, gt, isNull, like, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { channelMessages, notificationContacts, oneTimeCodes } from "../../db/schema.js";

/**
 * Codes that verify a number live in one_time_codes (purpose 'phone_verify', stored as their SHA-256) under the key
 * '<customer id>:<channel>:<number>': a code is worth nothing once the number changes.
 */
export const phoneKeyOf = (customerId: number, channel: VerifyChannel, number: string) =>
  `${customerId}:${channel}:${number}`;

/** Codes whose key matches the LIKE pattern, sent since `since`. */
async function countCodesSince(db: DbOrTx, keyPattern: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, "phone_verify"),
        like(oneTimeCodes.email, keyPattern),
        gt(oneTimeCodes.created_at, since),
      ),
    );
  return row?.n ?? 0;
}

/** Codes sent for this customer's channel since `since`, whatever the number (so changing numbers sends no more). */
export const countPhoneCodesSince = (db: DbOrTx, customerId: number, channel: VerifyChannel, since: Date) =>
  countCodesSince(db, `${customerId}:${channel}:%`, since);

/**
 * Codes sent to this number since `since`, by any account and on either channel: each account's own caps do not stop
 * many accounts texting one stranger's phone (or a premium-rate number that pays whoever owns it per text).
 */
export const countCodesToNumberSince = (db: DbOrTx, number: string, since: Date) =>
  countCodesSince(db, `%:${number.replace(/[%_\\]/g, "\\$&")}`, since);

/**
 * Holds the sends of codes to this account's channel and to this number until the transaction ends (decision 0146):
 * the caps are counted and the code stored under these locks, so sends arriving together are counted one after the
 * other and cannot pass a cap. The account's lock is always taken before the number's, so two sends never wait on
 * each other's.
 */
export async function lockCodeSends(tx: DbOrTx, customerId: number, channel: VerifyChannel, number: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('phone-code-account'), hashtext(${`${customerId}:${channel}`}))`,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('phone-code-number'), hashtext(${number}))`);
}

/** Stores a new code (earlier ones of the key are used up, so only the newest works) and queues its text. */
export async function storePhoneCode(
  tx: DbOrTx,
  values: { key: string; codeHash: string; expiresAt: Date; channel: VerifyChannel; to: string; body: string },
) {
  await tx
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(
      and(
        eq(oneTimeCodes.purpose, "phone_verify"),
        eq(oneTimeCodes.email, values.key),
        isNull(oneTimeCodes.consumed_at),
      ),
    );
  await tx.insert(oneTimeCodes).values({
    purpose: "phone_verify",
    email: values.key,
    code_hash: values.codeHash,
    expires_at: values.expiresAt,
  });
  await tx
    .insert(channelMessages)
    .values({ channel: values.channel, kind: null, to_address: values.to, body: values.body });
}

export async function latestPhoneCode(db: DbOrTx, key: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, "phone_verify"), eq(oneTimeCodes.email, key), isNull(oneTimeCodes.consumed_at)))
    .orderBy(desc(oneTimeCodes.created_at), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** Spends one try before comparing (atomic): parallel guesses cannot exceed `maxTries`. Undefined: none left. */
export async function spendPhoneCodeTry(db: DbOrTx, id: number, maxTries: number) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumed_at),
        gt(oneTimeCodes.expires_at, new Date()),
        lt(oneTimeCodes.attempts, maxTries),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts;
}

/** Uses the code up and marks the number verified, only if it is still the customer's number for the channel. */
export async function markPhoneVerified(
  tx: DbOrTx,
  codeId: number,
  customerId: number,
  channel: VerifyChannel,
  number: string,
) {
  const used = await tx
    .update(oneTimeCodes)
    .set({ consumed_at: new Date() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumed_at)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) return false;
  const phone = channel === "sms" ? notificationContacts.sms_phone : notificationContacts.whatsapp_phone;
  const rows = await tx
    .update(notificationContacts)
    .set(channel === "sms" ? { sms_verified_at: new Date() } : { whatsapp_verified_at: new Date() })
    .where(and(eq(notificationContacts.customer_id, customerId), eq(phone, number)))
    .returning({ id: notificationContacts.customer_id });
  return rows.length > 0;
}
