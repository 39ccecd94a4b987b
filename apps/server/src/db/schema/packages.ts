import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { admins, customers, timestamps } from "./accounts.js";
import { carrier, currencyLabel, packageCondition, packageStatus } from "./enums.js";
import { warehouses } from "./operations.js";

export const packageCodeSeq = pgSequence("package_code_seq", { startWith: 100001 });

/**
 * One parcel at one of our warehouses. A customer's pre-alert is a package in status 'expected' (no measures yet);
 * the desk receives it, or creates the row when nobody told us. A parcel with no identifiable owner has no user_id
 * and waits in the unknown-owner queue with the suite text read off its label.
 */
export const packages = pgTable(
  "packages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Our package id, printed as the label's Code 128 barcode. */
    package_code: text("package_code").notNull().default(sql`'SWP' || nextval('package_code_seq')`),
    user_id: integer("user_id").references(() => customers.id),
    status: packageStatus("status").notNull(),
    warehouse: text("warehouse")
      .notNull()
      .references(() => warehouses.city),
    carrier: carrier("carrier"),
    /** Upper-cased, without spaces or dashes (carrierTrackingSchema). */
    carrier_tracking_number: text("carrier_tracking_number"),
    store: text("store"),
    description: text("description").notNull().default(""),
    declared_value: bigint("declared_value_minor", { mode: "number" }),
    declared_currency: currencyLabel("declared_currency"),
    weight_grams: integer("weight_grams"),
    length_mm: integer("length_mm"),
    width_mm: integer("width_mm"),
    height_mm: integer("height_mm"),
    bin_location: text("bin_location"),
    condition: packageCondition("condition"),
    condition_note: text("condition_note"),
    /** What the label said where the owner should be (an unknown suite, a name), kept for the unknown-owner queue. */
    label_owner_text: text("label_owner_text"),
    received_at: timestamp("received_at", { withTimezone: true }),
    received_by: integer("received_by").references(() => admins.id),
    /**
     * Set while more than one customer claims this received parcel (two pre-alerts of its tracking number, or a
     * pre-alert and another suite on the label): it has no owner and waits in the contested queue, not the
     * unknown-owner queue, until staff resolve it (package_claims).
     */
    contested_since: timestamp("contested_since", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("packages_code_unique").on(t.package_code),
    index("packages_user_status_idx").on(t.user_id, t.status, t.created_at.desc()),
    // text_pattern_ops: equality, and the staff search's prefix range (tracking numbers are stored in upper case).
    index("packages_carrier_tracking_idx").on(t.carrier_tracking_number.op("text_pattern_ops")),
    index("packages_status_created_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    index("packages_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("packages_warehouse_received_idx").on(t.warehouse, t.received_at),
    /** The reports' parcels received per day and per desk over every warehouse (issue 34). */
    index("packages_received_idx").on(t.received_at).where(sql`${t.received_at} is not null`),
    /**
     * The parcels on the shelves with what the reports read of them (age, warehouse): the shelf-age and storage-fee
     * figures read this index alone, not the table (the statuses are STORED_STATUSES).
     */
    index("packages_on_shelf_idx")
      .on(t.received_at, t.warehouse)
      .where(sql`${t.status} in ('received', 'ready_to_ship', 'on_hold')`),
    /**
     * The same parcels by warehouse and Lagos time of day received: the storage-fees report counts the parcels of
     * past days received within now's minute but before now's time of day (docs/decisions/0083).
     */
    index("packages_on_shelf_time_idx")
      .using("btree", t.warehouse, sql`((${t.received_at} at time zone 'Africa/Lagos')::time)`, t.received_at)
      .where(sql`${t.status} in ('received', 'ready_to_ship', 'on_hold')`),
    /** The contested queue. */
    index("packages_contested_idx").on(t.contested_since.desc()).where(sql`${t.contested_since} is not null`),
    /** The unknown-owner queue. */
    index("packages_unowned_idx").on(t.created_at.desc()).where(sql`${t.user_id} is null`),
    // Staff search (fast at a million rows, docs/decisions/0007): the package id's start as a prefix range (codes are 'SWP' and digits), the bin and the
    // label text anywhere through trigram indexes (pg_trgm), see lib/any-field-search.ts.
    index("packages_code_prefix_idx").on(t.package_code.op("text_pattern_ops")),
    index("packages_bin_trgm_idx").using("gin", t.bin_location.op("gin_trgm_ops")),
    index("packages_label_owner_trgm_idx").using("gin", t.label_owner_text.op("gin_trgm_ops")),
    check(
      "packages_measures_positive",
      sql`(${t.weight_grams} is null or ${t.weight_grams} between 1 and 300000) and (${t.length_mm} is null or ${t.length_mm} between 1 and 3000) and (${t.width_mm} is null or ${t.width_mm} between 1 and 3000) and (${t.height_mm} is null or ${t.height_mm} between 1 and 3000)`,
    ),
    check("packages_declared_value_nonnegative", sql`${t.declared_value} is null or ${t.declared_value} >= 0`),
    /** Only a received parcel may lack an owner (the queue); a pre-alert always has its customer. */
    check("packages_owner_known_when_expected", sql`${t.user_id} is not null or ${t.status} <> 'expected'`),
  ],
);

/** Every status a package passed through, with who moved it and why. */
export const packageStatusHistory = pgTable(
  "package_status_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    package_id: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    status: packageStatus("status").notNull(),
    note: text("note"),
    changed_by: integer("changed_by").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("package_history_package_idx").on(t.package_id, t.created_at.desc())],
);

/**
 * Scheduled work that must happen once per period however many server processes run: the process whose insert of
 * (job, period) succeeds does the work in the same transaction; the others find the row and skip.
 */
export const scheduledRuns = pgTable(
  "scheduled_runs",
  {
    job: text("job").notNull(),
    /** The period the run covers, e.g. the calendar day (UTC). */
    period: date("period").notNull(),
    started_at: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
    summary: text("summary"),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/** Storage reminders sent, one per package and kind ('7d', '1d'): never twice, whatever reruns. */
export const packageReminders = pgTable(
  "package_reminders",
  {
    package_id: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.package_id, t.kind] })],
);

/**
 * Who claimed a received parcel when its tracking number had more than one claimant (docs/decisions: contested
 * claims): one row per customer, from their pre-alert or from the suite on the label. Each claimant is told the
 * outcome of their own row only.
 */
export const packageClaims = pgTable(
  "package_claims",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The received parcel claimed. */
    parcel_id: integer("parcel_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** The claimant's pre-alert (status 'expected'); null for a claim read off the label's suite number. */
    pre_alert_id: integer("pre_alert_id").references(() => packages.id, { onDelete: "set null" }),
    source: text("source").notNull(),
    /** 'pending' while the parcel is contested, then 'yours' or 'not_yours'. */
    outcome: text("outcome").notNull().default("pending"),
    reason: text("reason"),
    decided_by: integer("decided_by").references(() => admins.id),
    decided_at: timestamp("decided_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("package_claims_parcel_customer_unique").on(t.parcel_id, t.customer_id),
    index("package_claims_pre_alert_idx").on(t.pre_alert_id),
    index("package_claims_customer_idx").on(t.customer_id),
    check("package_claims_source", sql`${t.source} in ('pre_alert', 'label')`),
    check("package_claims_outcome", sql`${t.outcome} in ('pending', 'yours', 'not_yours')`),
  ],
);
