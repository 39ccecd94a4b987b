import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { admins } from "./accounts.js";
import { currencyCode } from "./enums.js";
import { exchangeRateKind } from "./customs.js";

/**
 * Exchange rates into naira: one row per PUBLISHED rate (USD, GBP or CNY → NGN), naira per one unit of the currency,
 * as an exact decimal. Rows are never updated or deleted (a trigger refuses it): the history is the table, and a
 * payment that stores the id of the rate it was locked at keeps it. The rate in force at a time is the newest
 * effective_at on or before it (ties: the later publication), per kind: payment rates and customs rates are
 * separate series. docs/decisions/0042-exchange-rates-exact-decimals-half-up.md
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    currency: currencyCode("currency").notNull(),
    /** 'payment': invoices paid in naira; 'customs': declared values converted for duty (issue 37). */
    kind: exchangeRateKind("kind").notNull().default("payment"),
    /** Naira per one unit of `currency`, up to 6 decimal places. */
    rate: numeric("rate", { precision: 18, scale: 6 }).notNull(),
    effective_at: timestamp("effective_at", { withTimezone: true }).notNull(),
    /** 'manual' for a rate staff typed, else the provider's name (lib of exchange-rates: rate-provider.ts). */
    source: text("source").notNull().default("manual"),
    note: text("note"),
    /** Null for a provider's rate and for seeds. */
    created_by: integer("created_by").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("exchange_rates_in_force_idx").on(t.kind, t.currency, t.effective_at.desc(), t.id.desc()),
    check("exchange_rates_rate_positive", sql`${t.rate} > 0`),
    check("exchange_rates_not_naira", sql`${t.currency} <> 'NGN'`),
  ],
);
