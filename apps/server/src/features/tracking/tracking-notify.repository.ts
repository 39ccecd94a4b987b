import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
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

/** The live (not unsubscribed) subscription of this address to this shipment, if any. */
export async function findLiveSubscription(db: DbOrTx, shipmentId: number, email: string) {
  const [row] = await db
    .select({ id: trackingSubscriptions.id, confirmed_at: trackingSubscriptions.confirmed_at })
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

/** A fresh confirmation link for an unconfirmed subscription (the earlier link stops working). */
export async function replaceToken(db: DbOrTx, id: number, tokenHash: string) {
  await db.update(trackingSubscriptions).set({ token_hash: tokenHash }).where(eq(trackingSubscriptions.id, id));
}

const trackingNumberOf = sql<string>`(select s.tracking_number from shipments s where s.id = ${trackingSubscriptions.shipment_id})`;

/** Confirms the live subscription of this token (again is fine); its tracking number, or undefined. */
export async function confirmByTokenHash(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(trackingSubscriptions)
    .set({ confirmed_at: sql`coalesce(${trackingSubscriptions.confirmed_at}, now())` })
    .where(and(eq(trackingSubscriptions.token_hash, tokenHash), isNull(trackingSubscriptions.unsubscribed_at)))
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

const aDayAgo = sql`now() - interval '1 day'`;

/** How many e-mails with this subject went to this address in the last day (mail_outbox_to_idx). */
export async function mailsToAddressToday(db: DbOrTx, email: string, subject: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.subject, subject), gt(mailOutbox.created_at, aDayAgo)));
  return row?.n ?? 0;
}

/** How many subscriptions were made for this shipment in the last day. */
export async function subscriptionsOfShipmentToday(db: DbOrTx, shipmentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trackingSubscriptions)
    .where(and(eq(trackingSubscriptions.shipment_id, shipmentId), gt(trackingSubscriptions.created_at, aDayAgo)));
  return row?.n ?? 0;
}
