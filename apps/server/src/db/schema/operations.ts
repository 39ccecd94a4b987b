import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  date,
  timestamp,
  uniqueIndex,
  check,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { admins, customers, timestamps } from "./accounts.js";
import {
  currencyLabel,
  pickupStatus,
  procurementStatus,
  shipmentCountry,
  shipmentPaymentStatus,
  shipmentStatus,
} from "./enums.js";
import { masterShipments } from "./master-shipments.js";

export const warehouses = pgTable("warehouses", {
  /** The spec's warehouse_choice value ('Trail Richmond', 'Brixton', 'Sabo Yaba', 'Isolo', 'Guangzhou'). */
  city: text("city").primaryKey(),
  label: text("label").notNull(),
  currency: currencyLabel("currency").notNull(),
  address_line1: text("address_line1").notNull(),
  address_line2: text("address_line2").notNull(),
  state: text("state").notNull(),
  country: text("country").notNull(),
  phone_number: text("phone_number").notNull(),
  zip: text("zip").notNull(),
  ticket_value: text("ticket_value").notNull(),
  for_shopping: boolean("for_shopping").notNull(),
  /** Volumetric divisor in cm³ per kg (5,000 or 6,000); prices use the greater of actual and volumetric weight. */
  volumetric_divisor: integer("volumetric_divisor").notNull().default(5000),
  /** Days a received parcel is stored free; then storage_fee_per_day (minor units of the warehouse currency). */
  free_storage_days: integer("free_storage_days").notNull().default(30),
  storage_fee_per_day: integer("storage_fee_per_day_minor").notNull().default(50),
  /** Staff's daily list names parcels held longer than this many days. */
  long_held_days: integer("long_held_days").notNull().default(60),
});

export const shipments = pgTable(
  "shipments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tracking_number: text("tracking_number").notNull(),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    email_address: text("email_address").notNull(),
    shipment_status: shipmentStatus("shipment_status").notNull().default("Pending"),
    payment_status: shipmentPaymentStatus("payment_status").notNull().default("Pending"),
    delivery_address: text("delivery_address").notNull(),
    shipping_cost: numeric("shipping_cost", { precision: 14, scale: 2 }).notNull(),
    currency: currencyLabel("currency").notNull(),
    warehouse_arrival_date: date("warehouse_arrival_date").notNull(),
    shipment_date: date("shipment_date").notNull(),
    estimated_delivery_date: date("estimated_delivery_date").notNull(),
    weight: numeric("weight", { precision: 10, scale: 2 }).notNull(),
    dimensions: text("dimensions"),
    courier: text("courier"),
    country: shipmentCountry("country").notNull(),
    added_charges: numeric("added_charges", { precision: 14, scale: 2 }),
    created_by: integer("created_by").references(() => admins.id),
    /** The flight or vessel carrying it (a packed and paid ship request's shipment); null until staff load it. */
    master_shipment_id: integer("master_shipment_id").references((): AnyPgColumn => masterShipments.id),
    /**
     * The warehouse it leaves from, derived from its origin country (a packed ship request's shipment takes the
     * country of the request's warehouse): what scopes it to the staff of that warehouse (docs/decisions/0069).
     * Nigeria's shipments count as Sabo Yaba's.
     */
    warehouse: text("warehouse").generatedAlwaysAs(
      sql`case "country" when 'USA' then 'Trail Richmond' when 'UK' then 'Brixton' when 'China' then 'Guangzhou' else 'Sabo Yaba' end`,
    ),
    ...timestamps,
  },
  (t) => [
    /** A warehouse's staff list, newest first (scoped staff, docs/decisions/0069). */
    index("shipments_warehouse_created_idx").on(t.warehouse, t.created_at.desc(), t.id.desc()),
    uniqueIndex("shipments_tracking_unique").on(t.tracking_number),
    index("shipments_master_idx").on(t.master_shipment_id).where(sql`${t.master_shipment_id} is not null`),
    index("shipments_user_created_idx").on(t.user_id, t.created_at.desc()),
    index("shipments_created_idx").on(t.created_at.desc(), t.id.desc()),
    /** The id tiebreak lets a status-filtered list page (ORDER BY created_at DESC, id DESC LIMIT n) read the index in order. */
    index("shipments_status_created_idx").on(t.shipment_status, t.created_at.desc(), t.id.desc()),
    /**
     * The staff list searches by prefix (tracking_number LIKE 'SWG12%', email_address LIKE 'ada@%'). text_pattern_ops
     * lets a LIKE prefix use the index under any database collation (it also serves equality, so it replaces the plain
     * e-mail index); the status column lets a status filter drop rows inside the index, before the table is read.
     */
    index("shipments_tracking_prefix_idx").on(t.tracking_number.op("text_pattern_ops"), t.shipment_status),
    index("shipments_email_prefix_idx").on(t.email_address.op("text_pattern_ops"), t.shipment_status),
    /**
     * Staff sort the whole list by a column (sortBy): each index reads one page in that column's order, either
     * direction, ties by date, instead of sorting every shipment (the list's order spells out NULLS to match).
     */
    index("shipments_tracking_sort_idx").on(t.tracking_number.desc(), t.created_at.desc(), t.id.desc()),
    index("shipments_email_sort_idx").on(t.email_address.desc(), t.created_at.desc(), t.id.desc()),
    index("shipments_cost_sort_idx").on(t.shipping_cost.desc(), t.created_at.desc(), t.id.desc()),
    index("shipments_status_sort_idx").on(t.shipment_status.desc(), t.created_at.desc(), t.id.desc()),
    index("shipments_payment_sort_idx").on(t.payment_status.desc(), t.created_at.desc(), t.id.desc()),
    check("shipments_cost_nonnegative", sql`${t.shipping_cost} >= 0`),
    check("shipments_weight_positive", sql`${t.weight} >= 0.1`),
  ],
);

export const shipmentStatusHistory = pgTable(
  "shipment_status_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    shipment_status: shipmentStatus("shipment_status").notNull(),
    changed_by: integer("changed_by").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shipment_history_shipment_idx").on(t.shipment_id, t.created_at.desc()),
    /**
     * The reports' deliveries of a range (features/reports/reports.delivered.ts, decisions 0138 and 0149): the
     * Delivered entries by their time, read from the index alone instead of a pass over every entry.
     */
    index("shipment_history_delivered_idx")
      .on(t.created_at, t.shipment_id)
      .where(sql`${t.shipment_status} = 'Delivered'`),
  ],
);

export interface PostalAddress {
  address_line1: string;
  address_line2?: string | null;
  city: string;
  state: string;
  country: string;
  zip: string;
  phone_number?: string | null;
}

export const procurements = pgTable(
  "procurements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    status: procurementStatus("status").notNull().default("pending"),
    warehouse: text("warehouse")
      .notNull()
      .references(() => warehouses.city),
    currency: currencyLabel("currency").notNull(),
    address: jsonb("address").$type<PostalAddress>().notNull(),
    store_name: text("store_name").notNull(),
    store_website: text("store_website").notNull(),
    added_charges: numeric("added_charges", { precision: 14, scale: 2 }),
    extra_info: text("extra_info"),
    doorstep_delivery: boolean("doorstep_delivery").notNull().default(false),
    delivery_address: text("delivery_address"),
    ...timestamps,
  },
  (t) => [
    index("procurements_user_created_idx").on(t.user_id, t.created_at.desc()),
    index("procurements_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("procurements_status_created_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    // Staff search (fast at a million rows, docs/decisions/0007): ILIKE '%text%' found through a trigram index (pg_trgm), see lib/any-field-search.ts.
    index("procurements_store_name_trgm_idx").using("gin", t.store_name.op("gin_trgm_ops")),
  ],
);

export const procurementProducts = pgTable(
  "procurement_products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    procurement_id: integer("procurement_id")
      .notNull()
      .references(() => procurements.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    product_name: text("product_name").notNull(),
    product_link: text("product_link").notNull(),
    size: text("size"),
    colour: text("colour"),
    quantity: integer("quantity").notNull(),
    unit_price: numeric("unit_price", { precision: 14, scale: 2 }).notNull(),
    image_link: text("image_link"),
  },
  (t) => [
    index("procurement_products_procurement_idx").on(t.procurement_id, t.position),
    check("procurement_products_quantity_positive", sql`${t.quantity} >= 1`),
    check("procurement_products_price_positive", sql`${t.unit_price} > 0`),
  ],
);

export const pickups = pgTable(
  "pickups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    status: pickupStatus("status").notNull().default("pending"),
    contact_name: text("contact_name").notNull(),
    contact_number: text("contact_number").notNull(),
    contact_email: text("contact_email").notNull(),
    address_1: text("address_1").notNull(),
    address_2: text("address_2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    zip: text("zip").notNull(),
    extra_info: text("extra_info"),
    doorstep_delivery: boolean("doorstep_delivery").notNull().default(false),
    delivery_address: text("delivery_address"),
    ...timestamps,
  },
  (t) => [
    index("pickups_user_created_idx").on(t.user_id, t.created_at.desc()),
    index("pickups_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("pickups_status_created_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    // Staff search (fast at a million rows, docs/decisions/0007): ILIKE '%text%' found through a trigram index (pg_trgm), see lib/any-field-search.ts.
    index("pickups_contact_name_trgm_idx").using("gin", t.contact_name.op("gin_trgm_ops")),
  ],
);

export const pickupItems = pgTable(
  "pickup_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    pickup_id: integer("pickup_id")
      .notNull()
      .references(() => pickups.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    item_name: text("item_name").notNull(),
    length_cm: numeric("length_cm", { precision: 10, scale: 2 }).notNull(),
    width_cm: numeric("width_cm", { precision: 10, scale: 2 }).notNull(),
    height_cm: numeric("height_cm", { precision: 10, scale: 2 }).notNull(),
    /** Entered in lbs, shown in kg. */
    weight_lbs: numeric("weight_lbs", { precision: 10, scale: 2 }).notNull(),
    quantity: integer("quantity").notNull(),
    /** The item's photo as the API serves it (/api/uploads/<name>), when one was attached. */
    image_link: text("image_link"),
  },
  (t) => [
    index("pickup_items_pickup_idx").on(t.pickup_id, t.position),
    check("pickup_items_quantity_positive", sql`${t.quantity} >= 1`),
    check(
      "pickup_items_measures_positive",
      sql`${t.length_cm} > 0 and ${t.width_cm} > 0 and ${t.height_cm} > 0 and ${t.weight_lbs} > 0`,
    ),
  ],
);
