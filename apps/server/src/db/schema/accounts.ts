import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { adminRole, currencyLabel } from "./enums.js";

export interface DeliveryAddress {
  address_line1: string;
  address_line2?: string | null;
  city: string;
  state: string;
  country: string;
  phone_number: string;
  zip: string;
}

export const suiteNumberSeq = pgSequence("customer_suite_seq", { startWith: 10001 });

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
export { timestamps };

export const customers = pgTable(
  "customers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    /** Stored lower-cased; unique. */
    email_address: text("email_address").notNull(),
    number: text("number").notNull(),
    password_hash: text("password_hash").notNull(),
    currency: currencyLabel("currency").notNull().default("USD ($)"),
    warehouse_choice: text("warehouse_choice").notNull().default("Trail Richmond"),
    /** Unique suite number written into the customer's warehouse addresses, e.g. 'SW10001'. */
    suite_number: text("suite_number").notNull().default(sql`'SW' || nextval('customer_suite_seq')`),
    billing_address: jsonb("billing_address").$type<DeliveryAddress | null>(),
    delivery_address: jsonb("delivery_address").$type<DeliveryAddress | null>(),
    /**
     * When the owner opened the confirmation link of `email_address` (issue 30); null until then, and such an account
     * may look around but not upload, pre-alert, request, open tickets or pay. Accounts older than the rule are
     * confirmed by its migration.
     */
    email_confirmed_at: timestamp("email_confirmed_at", { withTimezone: true }),
    /**
     * A new address asked for from the profile, waiting for its link: `email_address` stays the one to log in with
     * and to mail until the link of this one is used (docs/decisions/0001-confirmed-email.md).
     */
    pending_email: text("pending_email"),
    /** The last 'someone tried to sign up with your address' notice: at most one a day. */
    signup_notice_at: timestamp("signup_notice_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("customers_email_unique").on(t.email_address),
    uniqueIndex("customers_suite_unique").on(t.suite_number),
    // The staff lists' any-field search matches the name, phone and suite number anywhere (ILIKE '%text%', see
    // lib/any-field-search.ts): trigram indexes (pg_trgm, created by the migration) find them without reading
    // every customer. The name is matched as 'firstname lastname', the expression indexed here.
    index("customers_name_trgm_idx").using("gin", sql`(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`),
    index("customers_number_trgm_idx").using("gin", t.number.op("gin_trgm_ops")),
    index("customers_suite_trgm_idx").using("gin", t.suite_number.op("gin_trgm_ops")),
    // The staff customers list at a million rows: its search looks in the e-mail anywhere too, and its pages are newest
    // first, read in index order rather than sorting every customer per request.
    index("customers_email_trgm_idx").using("gin", t.email_address.op("gin_trgm_ops")),
    index("customers_created_idx").on(t.created_at.desc(), t.id.desc()),
    // The staff lists' search by the start of the e-mail (stored in lower case): a prefix range.
    index("customers_email_prefix_idx").on(t.email_address.op("text_pattern_ops")),
  ],
);

export const admins = pgTable(
  "admins",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    number: text("number"),
    password_hash: text("password_hash").notNull(),
    role: adminRole("role").notNull(),
    verified_at: timestamp("verified_at", { withTimezone: true }),
    created_by: integer("created_by"),
    /** Set while an owner has deactivated the account: it cannot log in and its sessions were ended. */
    deactivated_at: timestamp("deactivated_at", { withTimezone: true }),
    last_login_at: timestamp("last_login_at", { withTimezone: true }),
    /**
     * Set when someone else chose the password (an owner creating the account): until its holder changes it, every
     * staff route but "who am I", log out and change password answers 403 (docs/decisions, first-sign-in password).
     */
    must_change_password: boolean("must_change_password").notNull().default(false),
    /**
     * The warehouses (warehouses.city) the account works at, or null for all of them (docs/decisions/0069). Read
     * with the session on every request, so a change holds from the account's next request. Owners always work at
     * all (warehousesOf ignores the column for them). Values are checked against warehouses by the service and by
     * a trigger (migration 0052): an array cannot hold foreign keys.
     */
    warehouses: text("warehouses").array(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("admins_email_unique").on(t.email),
    check("admins_warehouses_not_empty", sql`${t.warehouses} is null or cardinality(${t.warehouses}) > 0`),
  ],
);
