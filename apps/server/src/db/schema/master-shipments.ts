import { CUSTOMS_REASONS, MILESTONES, TRACKING_EVENT_KINDS, TRACKING_EVENT_SOURCES } from "@app/shared/core/milestones";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { admins, timestamps } from "./accounts.js";
import { shipments, warehouses } from "./operations.js";

export const masterMode = pgEnum("master_mode", ["air", "sea"]);
export const milestone = pgEnum("milestone", MILESTONES);
export const customsReason = pgEnum("customs_reason", CUSTOMS_REASONS);
export const trackingEventKind = pgEnum("tracking_event_kind", TRACKING_EVENT_KINDS);
export const trackingEventSource = pgEnum("tracking_event_source", TRACKING_EVENT_SOURCES);

export const masterReferenceSeq = pgSequence("master_reference_seq", { startWith: 1001 });

/**
 * A flight or vessel carrying many customers' boxes (paid ship requests' shipments link to it through
 * shipments.master_shipment_id). One update here becomes a tracking event on every linked shipment.
 */
export const masterShipments = pgTable(
  "master_shipments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Our reference, e.g. 'MS1001'. */
    reference: text("reference").notNull().default(sql`'MS' || nextval('master_reference_seq')`),
    mode: masterMode("mode").notNull(),
    carrier: text("carrier").notNull(),
    /** The air waybill (air) or bill of lading (sea) number. */
    transport_document: text("transport_document").notNull(),
    origin: text("origin")
      .notNull()
      .references(() => warehouses.city),
    destination: text("destination").notNull(),
    cutoff_at: timestamp("cutoff_at", { withTimezone: true }),
    departure_date: date("departure_date"),
    expected_arrival_date: date("expected_arrival_date"),
    last_milestone: milestone("last_milestone"),
    /** When the master last moved (created or a milestone posted): staff are alerted when it stays still too long. */
    last_moved_at: timestamp("last_moved_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last_moved_at the stale alert was sent for: one alert per stall, whatever the number of processes. */
    stale_alert_for: timestamp("stale_alert_for", { withTimezone: true }),
    created_by: integer("created_by").references(() => admins.id),
    /** The last download of its advance manifest (each download is also in the audit log with who took it). */
    manifest_downloaded_at: timestamp("manifest_downloaded_at", { withTimezone: true }),
    /** When staff were reminded that its manifest was not downloaded with arrival near: one reminder per master. */
    manifest_reminded_at: timestamp("manifest_reminded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("master_shipments_reference_unique").on(t.reference),
    index("master_shipments_created_idx").on(t.created_at.desc(), t.id.desc()),
    // Staff search (fast at a million rows, docs/decisions/0007): reference and AWB/B/L number (start, any case) as a range of their lower case
    // (text_pattern_ops; a trigram index or ILIKE 'text%' was planned as a read of every master), carrier and
    // destination (anywhere) through a trigram index (pg_trgm); each its own look-up (lib/any-field-search.ts).
    index("master_shipments_reference_lower_idx").using("btree", sql`lower(${t.reference}) text_pattern_ops`),
    index("master_shipments_document_lower_idx").using("btree", sql`lower(${t.transport_document}) text_pattern_ops`),
    index("master_shipments_carrier_trgm_idx").using("gin", t.carrier.op("gin_trgm_ops")),
    index("master_shipments_destination_trgm_idx").using("gin", t.destination.op("gin_trgm_ops")),
  ],
);

/**
 * How many masters are at each last milestone (one row per value, none for null included), kept by statement
 * triggers on master_shipments (migration 0031) in the transaction that changes them: the staff list's exact total
 * of a stage is a sum of at most eight rows instead of a count of every master, and is as exact as the
 * list's own rows (one snapshot). A value no master has had may have no row (a count of 0).
 */
export const masterMilestoneCounts = pgTable(
  "master_milestone_counts",
  {
    last_milestone: milestone("last_milestone"),
    masters: integer("masters").notNull(),
  },
  (t) => [unique("master_milestone_counts_milestone_unique").on(t.last_milestone).nullsNotDistinct()],
);

/** The master's own log: each milestone or delay notice staff posted, once (the linked shipments' events point here). */
export const masterUpdates = pgTable(
  "master_updates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    master_shipment_id: integer("master_shipment_id")
      .notNull()
      .references(() => masterShipments.id, { onDelete: "cascade" }),
    kind: trackingEventKind("kind").notNull(),
    milestone: milestone("milestone"),
    customs_reason: customsReason("customs_reason"),
    place: text("place"),
    /** The public message: customers read it on their tracking (portal, public page) and in the notices. */
    note: text("note"),
    /** Staff only: never copied to the shipments' tracking events nor put in any notice (docs/decisions). */
    internal_note: text("internal_note"),
    new_expected_date: date("new_expected_date"),
    occurred_at: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** How many linked shipments got the event, and how many customers were notified. */
    shipments_count: integer("shipments_count").notNull().default(0),
    notified_count: integer("notified_count").notNull().default(0),
    /** Customers on the master who turned this kind of notice off (or wanted it only where they gave no number). */
    opted_out_count: integer("opted_out_count").notNull().default(0),
    created_by: integer("created_by").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("master_updates_master_idx").on(t.master_shipment_id, t.occurred_at.desc()),
    check("master_updates_milestone", sql`${t.kind} <> 'milestone' or ${t.milestone} is not null`),
    check("master_updates_delay", sql`${t.kind} <> 'delay' or ${t.new_expected_date} is not null`),
    check("master_updates_reason", sql`${t.customs_reason} is null or ${t.milestone} = 'in_customs'`),
  ],
);

/**
 * A shipment's tracking (docs/features/tracking.md): time, place, milestone, reason, source, visible to the customer or not.
 * The public tracking page and the portal show the visible ones with the status history.
 */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    kind: trackingEventKind("kind").notNull(),
    milestone: milestone("milestone"),
    customs_reason: customsReason("customs_reason"),
    place: text("place"),
    note: text("note"),
    new_expected_date: date("new_expected_date"),
    source: trackingEventSource("source").notNull(),
    visible: boolean("visible").notNull().default(true),
    master_update_id: integer("master_update_id").references(() => masterUpdates.id, { onDelete: "set null" }),
    occurred_at: timestamp("occurred_at", { withTimezone: true }).notNull(),
    created_by: integer("created_by").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tracking_events_shipment_idx").on(t.shipment_id, t.occurred_at.desc(), t.id.desc()),
    /** The reports' deliveries of a range: transit times and the on-time rate (issue 34). */
    index("tracking_events_delivered_idx").on(t.occurred_at).where(sql`${t.milestone} = 'delivered'`),
    check("tracking_events_milestone", sql`${t.kind} <> 'milestone' or ${t.milestone} is not null`),
    check("tracking_events_delay", sql`${t.kind} <> 'delay' or ${t.new_expected_date} is not null`),
  ],
);

/** Settings staff change at run time (owner, manager), e.g. { key: 'master_stale_days', value: 5 }. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated_by: integer("updated_by").references(() => admins.id),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
