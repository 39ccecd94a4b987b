import type { RateCardTerms } from "@app/shared/rates/rates";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { admins } from "./accounts.js";
import { rateService } from "./enums.js";
import { warehouses } from "./operations.js";

/**
 * Rate cards: one row per VERSION of a route's card (origin warehouse → destination, one service). A change inserts
 * a new version; rows are never updated or deleted (a trigger refuses it), so an invoice or ship request that stores
 * the id it was priced with keeps its terms. The current card is the newest valid_from on or before the day.
 * The terms (checked with rateCardTermsSchema) repeat origin, destination and service, which the columns index.
 */
export const rateCards = pgTable(
  "rate_cards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    origin: text("origin")
      .notNull()
      .references(() => warehouses.city),
    destination: text("destination").notNull(),
    service: rateService("service").notNull(),
    valid_from: date("valid_from", { mode: "string" }).notNull(),
    terms: jsonb("terms").$type<RateCardTerms>().notNull(),
    /** Null for demo data and seeds. */
    created_by: integer("created_by").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("rate_cards_route_idx").on(t.origin, t.destination, t.service, t.valid_from.desc(), t.id.desc()),
    check(
      "rate_cards_terms_match_route",
      sql`${t.terms}->>'origin' = ${t.origin} and ${t.terms}->>'destination' = ${t.destination} and ${t.terms}->>'service' = ${t.service}::text`,
    ),
  ],
);
