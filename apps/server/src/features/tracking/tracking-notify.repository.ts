import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { mailOutbox, shipments, trackingSubscriptions } from "../../db/schema.js";

/** The shipment a tracking number names (matched like the lookup), or undefined. */
export async function findShipmentIdByNumber(db: DbOrTx, candidates: string[]) {
  const rows = await db
    .select({ id: shipments.id, tracking_number: shipments.tracking_number })
    .from(shipments)
    .where(inArray(shipments.tracking_number, candidates))
    .limit(2);
  return rows.find((r) => r.tracking_number === candidates[0]) ?? rows[0];
}

/** An unconfirmed subscription stops counting, and its link stops working, a day after it was asked for. */
const aDayAgo = sql`now() - interval '1 day'`;
const isExpired = sql<boolean>`(${trackingSubscriptions.confirmed_at} is null and ${trackingSubscriptions.created_at} <= ${aDayAgo})`;
const notExpired = sql`(${trackingSubscriptions.confirmed_at} is not null or ${trackingSubscriptions.created_at} > ${aDayAgo})`;

/** The live (not unsubscribed) subscription of this address to this shipment, if any, and whether it expired. */
export async function findLiveSubscription(db: DbOrTx, shipmentId: number, email: string) {
  const [row] = await db
    .select({ id: trackingSubscriptions.id, confirmed_at: trackingSubscriptions.confirmed_at, expired: isExpired })
    .from(trackingSubscriptions)
    .where(
      and(
        eq(trackingSubscriptions.shipment_id, shipmentId),
        sql`lower(${trackingSubscriptions.email}) = ${email}`,
        isNull(trackingSubscriptions.unsubscribed_at),
      ),
    )
    .limit(1);
  return row;
}

/** A new unconfirmed subscription; false when a concurrent request made the same one first. */
export async function insertSubscription(db: DbOrTx, shipmentId: number, email: string, tokenHash: string) {
  const rows = await db
    .insert(trackingSubscriptions)
    .values({ shipment_id: shipmentId, email, token_hash: tokenHash })
    .onConflictDoNothing()
    .returning({ id: trackingSubscriptions.id });
  return rows.length > 0;
}

/** Removes an expired unconfirmed subscription, so that asking again starts a new one (and counts as new). */
export async function deleteSubscription(db: DbOrTx, id: number) {
  await db.delete(trackingSubscriptions).where(eq(trackingSubscriptions.id, id));
}

/** A fresh confirmation link for an unconfirmed subscription (the earlier link stops working). */
export async function replaceToken(db: DbOrTx, id: number, tokenHash: string) {
  await db.update(trackingSubscriptions).set({ token_hash: tokenHash }).where(eq(trackingSubscriptions.id, id));
}

const trackingNumberOf = sql<string>`(select s.tracking_number from shipments s where s.id = ${trackingSubscriptions.shipment_id})`;

/** Confirms the live, unexpired subscription of this token (again is fine); its tracking number, or undefined. */
export async function confirmByTokenHash(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(trackingSubscriptions)
    .set({ confirmed_at: sql`coalesce(${trackingSubscriptions.confirmed_at}, now())` })
    .where(
      and(eq(trackingSubscriptions.token_hash, tokenHash), isNull(trackingSubscriptions.unsubscribed_at), notExpired),
    )
    .returning({ tracking_number: trackingNumberOf });
  return row?.tracking_number;
}

/** Ends the subscription (again is fine); its tracking number, or undefined when it does not exist. */
export async function unsubscribeById(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .update(trackingSubscriptions)
    .set({ unsubscribed_at: sql`coalesce(${trackingSubscriptions.unsubscribed_at}, now())` })
    .where(eq(trackingSubscriptions.id, id))
    .returning({ tracking_number: trackingNumberOf });
  return row?.tracking_number;
}

/** How many e-mails with this subject went to this address in the last day (mail_outbox_to_idx). */
export async function mailsToAddressToday(db: DbOrTx, email: string, subject: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.subject, subject), gt(mailOutbox.created_at, aDayAgo)));
  return row?.n ?? 0;
}

/**
 * How many confirmed subscriptions were made for this shipment in the last day. Unconfirmed ones do not count: made-up
 * addresses that never confirm cannot use up the number's allowance and lock its real followers out.
 */
export async function confirmedSubscriptionsOfShipmentToday(db: DbOrTx, shipmentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trackingSubscriptions)
    .where(
      and(
        eq(trackingSubscriptions.shipment_id, shipmentId),
        isNotNull(trackingSubscriptions.confirmed_at),
        gt(trackingSubscriptions.created_at, aDayAgo),
      ),
    );
  return row?.n ?? 0;
}

/** How many confirmations this address has waiting (unconfirmed, not expired, not unsubscribed), for any shipment. */
export async function pendingConfirmationsOfAddress(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trackingSubscriptions)
    .where(
      and(
        sql`lower(${trackingSubscriptions.email}) = ${email}`,
        isNull(trackingSubscriptions.confirmed_at),
        isNull(trackingSubscriptions.unsubscribed_at),
        gt(trackingSubscriptions.created_at, aDayAgo),
      ),
    );
  return row?.n ?? 0;
}
