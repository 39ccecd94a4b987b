import { NOTIFICATION_CHANNELS, type NotificationKind } from "@app/shared/notifications/notifications";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, notificationContacts, notificationPreferences } from "../../db/schema.js";

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** The customer's stored choices (kinds and channels never chosen have no row). */
export const preferencesOf = (db: DbOrTx, customerId: number) =>
  db.select().from(notificationPreferences).where(eq(notificationPreferences.customer_id, customerId));

export async function contactsOf(db: DbOrTx, customerId: number) {
  const [row] = await db.select().from(notificationContacts).where(eq(notificationContacts.customer_id, customerId));
  return row;
}

/** Stores every choice given (one statement), replacing the earlier ones. */
export async function upsertPreferences(
  tx: DbOrTx,
  rows: { customer_id: number; kind: NotificationKind; channel: PreferenceRow["channel"]; enabled: boolean }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.customer_id, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updated_at: sql`now()` },
    });
}

export async function upsertContacts(
  tx: DbOrTx,
  customerId: number,
  phones: { sms_phone: string | null; whatsapp_phone: string | null },
) {
  await tx
    .insert(notificationContacts)
    .values({ customer_id: customerId, ...phones })
    .onConflictDoUpdate({
      target: notificationContacts.customer_id,
      // A changed number is no longer verified (issue 30); an unchanged one keeps its verification.
      set: {
        ...phones,
        sms_verified_at: sql`case when ${notificationContacts.sms_phone} is not distinct from excluded.sms_phone then ${notificationContacts.sms_verified_at} end`,
        whatsapp_verified_at: sql`case when ${notificationContacts.whatsapp_phone} is not distinct from excluded.whatsapp_phone then ${notificationContacts.whatsapp_verified_at} end`,
        updated_at: sql`now()`,
      },
    });
}

/** Turns one kind off on every channel. */
export const turnKindOff = (tx: DbOrTx, customerId: number, kind: NotificationKind) =>
  upsertPreferences(
    tx,
    NOTIFICATION_CHANNELS.map((channel) => ({ customer_id: customerId, kind, channel, enabled: false })),
  );

/** Whether the customer (of a signed link) still exists. */
export async function customerExists(db: DbOrTx, customerId: number) {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return Boolean(row);
}

/** The kind's stored choices of one customer. */
export const kindChoicesOf = (db: DbOrTx, customerId: number, kind: NotificationKind) =>
  db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.customer_id, customerId), eq(notificationPreferences.kind, kind)));
