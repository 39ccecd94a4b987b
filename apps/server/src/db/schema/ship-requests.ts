import {
  DELIVERY_KINDS,
  NIGERIAN_STATES,
  REPACK_LEVELS,
  SHIP_REQUEST_STATUSES,
  SHIP_SERVICES,
} from "@app/shared/ship-requests/ship-requests";
import { HS_CODE_SOURCES } from "@app/shared/customs/customs";
import { sql } from "drizzle-orm";
import {
  bigint,
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
import { customers, timestamps } from "./accounts.js";
import { currencyCode, packageStatus } from "./enums.js";
import { shipments, warehouses } from "./operations.js";
import { packages } from "./packages.js";
import { rateCards } from "./rates.js";

export const shipRequestStatus = pgEnum("ship_request_status", SHIP_REQUEST_STATUSES);
export const shipService = pgEnum("ship_service", SHIP_SERVICES);
export const repackLevel = pgEnum("repack_level", REPACK_LEVELS);
export const deliveryKind = pgEnum("delivery_kind", DELIVERY_KINDS);
export const nigerianState = pgEnum("nigerian_state", NIGERIAN_STATES);
export const hsCodeSource = pgEnum("hs_code_source", HS_CODE_SOURCES);

/**
 * A customer's request to send received parcels of one warehouse on to Nigeria: consolidated into one box or
 * separately, with the repack level, extras, the delivery and the quote it was submitted with (the rate card version
 * and total in minor units).
 */
export const shipRequests = pgTable(
  "ship_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    warehouse: text("warehouse")
      .notNull()
      .references(() => warehouses.city),
    status: shipRequestStatus("status").notNull().default("submitted"),
    consolidate: boolean("consolidate").notNull(),
    repack: repackLevel("repack").notNull(),
    insurance: boolean("insurance").notNull().default(false),
    fragile: boolean("fragile").notNull().default(false),
    photos_of_contents: boolean("photos_of_contents").notNull().default(false),
    service: shipService("service").notNull(),
    delivery: deliveryKind("delivery").notNull(),
    street: text("street"),
    landmark: text("landmark"),
    city: text("city"),
    lga: text("lga"),
    state: nigerianState("state"),
    /** E.164, e.g. '+2348031234567'. */
    phone: text("phone"),
    /** The Lagos office of an office pickup (LAGOS_OFFICES code). */
    office: text("office"),
    /** The rate card version the quote used; null when no card covered the route. */
    rate_card_id: integer("rate_card_id").references(() => rateCards.id),
    quote_total_minor: bigint("quote_total_minor", { mode: "number" }),
    currency: currencyCode("currency"),
    /** The shipment made when staff packed it (its invoice bills that shipment); null until packed. */
    shipment_id: integer("shipment_id").references(() => shipments.id),
    /**
     * Staff's reason when they returned the request to its customer ("Return to customer", decision 0142), and when:
     * the customer's request page shows it. Null on every other request, a customer's own cancel included.
     */
    returned_reason: text("returned_reason"),
    returned_at: timestamp("returned_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("ship_requests_user_created_idx").on(t.user_id, t.created_at.desc(), t.id.desc()),
    index("ship_requests_status_created_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    // The staff packing list, newest first (id breaks ties), read in index order at any size.
    index("ship_requests_created_idx").on(t.created_at.desc(), t.id.desc()),
    /** A shipment's ship request (the reports' route and received time of a delivered shipment). */
    index("ship_requests_shipment_idx").on(t.shipment_id).where(sql`${t.shipment_id} is not null`),
    check(
      "ship_requests_door_address",
      sql`${t.delivery} <> 'door' or (${t.street} is not null and ${t.landmark} is not null and ${t.city} is not null and ${t.lga} is not null and ${t.state} is not null and ${t.phone} is not null)`,
    ),
    check("ship_requests_pickup_office", sql`${t.delivery} <> 'office_pickup' or ${t.office} is not null`),
    check("ship_requests_phone_e164", sql`${t.phone} is null or ${t.phone} ~ '^\\+234[0-9]{7,10}$'`),
    check("ship_requests_quote_nonnegative", sql`${t.quote_total_minor} is null or ${t.quote_total_minor} >= 0`),
    check(
      "ship_requests_returned",
      sql`(${t.returned_reason} is null) = (${t.returned_at} is null) and (${t.returned_reason} is null or ${t.status} = 'cancelled')`,
    ),
  ],
);

/** The packages of a ship request; a package is in at most one active request (submitted, packed, paid). */
export const shipRequestPackages = pgTable(
  "ship_request_packages",
  {
    ship_request_id: integer("ship_request_id")
      .notNull()
      .references(() => shipRequests.id, { onDelete: "cascade" }),
    package_id: integer("package_id")
      .notNull()
      .references(() => packages.id),
    /** Cleared when the request is cancelled or shipped, freeing the package for another request. */
    active: boolean("active").notNull().default(true),
    /**
     * The package's status when the request took it (received, or ready to ship as staff marked it): cancelling
     * gives it back (decision 0130). Null on links made before it was kept: those go back to received.
     */
    status_before: packageStatus("status_before"),
  },
  (t) => [
    primaryKey({ columns: [t.ship_request_id, t.package_id] }),
    uniqueIndex("ship_request_packages_active_unique").on(t.package_id).where(sql`${t.active}`),
  ],
);

/** One line of a ship request's customs declaration. */
export const customsDeclarationItems = pgTable(
  "customs_declaration_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ship_request_id: integer("ship_request_id")
      .notNull()
      .references(() => shipRequests.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unit_value_minor: bigint("unit_value_minor", { mode: "number" }).notNull(),
    currency: currencyCode("currency").notNull(),
    /** 4 to 10 digits; matched to the tariff by its longest heading prefix (customs_tariffs). */
    hs_code: text("hs_code"),
    /** Who set hs_code: 'suggested' (from the description), 'customer' or 'staff'; null without a code. */
    hs_code_source: hsCodeSource("hs_code_source"),
  },
  (t) => [
    index("customs_declaration_items_request_idx").on(t.ship_request_id),
    check("customs_declaration_items_quantity", sql`${t.quantity} >= 1`),
    check("customs_declaration_items_value", sql`${t.unit_value_minor} >= 1`),
    check("customs_declaration_items_hs_code", sql`${t.hs_code} is null or ${t.hs_code} ~ '^[0-9]{4,10}$'`),
  ],
);
