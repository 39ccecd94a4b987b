import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from "@app/shared/notifications/notifications";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts.js";
import { shipments } from "./operations.js";

export const notificationKind = pgEnum("notification_kind", NOTIFICATION_KINDS);
export const notificationChannel = pgEnum("notification_channel", NOTIFICATION_CHANNELS);
export const channelMessageStatus = pgEnum("channel_message_status", ["pending", "delivered", "failed"]);

/** A customer's choice for one kind on one channel; no row means the default (e-mail on, others off). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    channel: notificationChannel("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.kind, t.channel] })],
);

/** The numbers a customer gave for SMS and WhatsApp (E.164). */
export const notificationContacts = pgTable(
  "notification_contacts",
  {
    customer_id: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    sms_phone: text("sms_phone"),
    whatsapp_phone: text("whatsapp_phone"),
    /**
     * When the number above received a code through its channel and the customer typed it back (issue 30): until
     * then it receives nothing. Changing the number clears it.
     */
    sms_verified_at: timestamp("sms_verified_at", { withTimezone: true }),
    whatsapp_verified_at: timestamp("whatsapp_verified_at", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("notification_contacts_sms_e164", sql`${t.sms_phone} is null or ${t.sms_phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check(
      "notification_contacts_whatsapp_e164",
      sql`${t.whatsapp_phone} is null or ${t.whatsapp_phone} ~ '^\\+[1-9][0-9]{6,14}$'`,
    ),
  ],
);

/**
 * The outbox of channels other than e-mail (SMS, WhatsApp): written in the transaction of the change, delivered later
 * by the configured provider. The default provider writes to a file and the log and records that, never 'sent'.
 */
export const channelMessages = pgTable(
  "channel_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: notificationChannel("channel").notNull(),
    /** The notification's kind; null for a code that verifies the number (issue 30), which is no notification. */
    kind: notificationKind("kind"),
    to_address: text("to_address").notNull(),
    body: text("body").notNull(),
    status: channelMessageStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Which provider handled it and its reference (e.g. 'file:data/messages.log'). */
    delivered_by: text("delivered_by"),
    last_error: text("last_error"),
    /**
     * When the worker may (re)try it: a claim pushes it past the claim's lease (so no other process takes the row
     * while it is handed over), a failure past the backoff.
     */
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("channel_messages_pending_idx").on(t.next_attempt_at, t.id).where(sql`${t.status} = 'pending'`),
    check("channel_messages_not_email", sql`${t.channel} <> 'email'`),
  ],
);

/**
 * "Notify me" on the public tracking page: a visitor's e-mail gets each milestone of that shipment once confirmed by
 * link. The token (stored as its SHA-256) confirms and unsubscribes.
 */
export const trackingSubscriptions = pgTable(
  "tracking_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    token_hash: text("token_hash").notNull(),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribed_at: timestamp("unsubscribed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tracking_subscriptions_token_unique").on(t.token_hash),
    uniqueIndex("tracking_subscriptions_live_unique")
      .on(t.shipment_id, sql`lower(${t.email})`)
      .where(sql`${t.unsubscribed_at} is null`),
    index("tracking_subscriptions_shipment_idx")
      .on(t.shipment_id)
      .where(sql`${t.confirmed_at} is not null and ${t.unsubscribed_at} is null`),
  ],
);
