import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { admins, customers, timestamps } from "./accounts.js";

/**
 * A customer's dedicated virtual account (Paystack Dedicated Virtual Accounts): a bank account number whose incoming
 * transfers credit the customer's wallet (docs/decisions/0049). At most one open (pending or assigned) per customer;
 * 'pending' until the provider has assigned a number (answer of POST /dedicated_account, or its
 * dedicatedaccount.assign.success webhook). Staff may deactivate an assigned one (docs/decisions/0093): the row stays,
 * with who closed it and why, so a late transfer to its number still finds its owner, and the customer may ask for a
 * new number (a new row).
 */
export const virtualAccounts = pgTable(
  "virtual_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    provider: text("provider").notNull(),
    /** The provider's customer (CUS_...): transfers into the account name it. */
    provider_customer_code: text("provider_customer_code").notNull(),
    provider_account_id: text("provider_account_id"),
    status: text("status").$type<"pending" | "assigned" | "deactivated">().notNull().default("pending"),
    account_number: text("account_number"),
    account_name: text("account_name"),
    bank_name: text("bank_name"),
    assigned_at: timestamp("assigned_at", { withTimezone: true }),
    deactivated_at: timestamp("deactivated_at", { withTimezone: true }),
    deactivated_by: integer("deactivated_by").references(() => admins.id),
    deactivation_reason: text("deactivation_reason"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("virtual_accounts_customer_unique").on(t.customer_id).where(sql`${t.status} <> 'deactivated'`),
    uniqueIndex("virtual_accounts_customer_code_unique")
      .on(t.provider_customer_code)
      .where(sql`${t.status} <> 'deactivated'`),
    index("virtual_accounts_customer_idx").on(t.customer_id, t.id),
    uniqueIndex("virtual_accounts_number_unique").on(t.account_number),
    check("virtual_accounts_status", sql`${t.status} in ('pending', 'assigned', 'deactivated')`),
    check("virtual_accounts_assigned_has_number", sql`(${t.status} = 'pending') = (${t.account_number} is null)`),
    check(
      "virtual_accounts_deactivated",
      sql`(${t.status} = 'deactivated') = (${t.deactivated_at} is not null and ${t.deactivation_reason} is not null)`,
    ),
  ],
);

/**
 * One day's reconciliation against the provider's transaction list (docs/decisions/0056): 'clean' when both sides
 * hold the same successful references and amounts, else 'flagged' with its discrepancies. Checking a day again
 * replaces its discrepancies.
 */
export const reconciliationDays = pgTable(
  "reconciliation_days",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    day: date("day", { mode: "string" }).notNull(),
    provider: text("provider").notNull(),
    status: text("status").$type<"clean" | "flagged">().notNull(),
    provider_count: integer("provider_count").notNull(),
    our_count: integer("our_count").notNull(),
    provider_total_minor: bigint("provider_total_minor", { mode: "number" }).notNull(),
    our_total_minor: bigint("our_total_minor", { mode: "number" }).notNull(),
    checked_at: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    /** 'Daily job' or the staff member who asked. */
    checked_by: text("checked_by").notNull(),
  },
  (t) => [
    uniqueIndex("reconciliation_days_day_unique").on(t.day, t.provider),
    check("reconciliation_days_status", sql`${t.status} in ('clean', 'flagged')`),
  ],
);

export const reconciliationDiscrepancies = pgTable(
  "reconciliation_discrepancies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    day_id: integer("day_id")
      .notNull()
      .references(() => reconciliationDays.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"missing_here" | "missing_at_provider" | "amount_differs">().notNull(),
    reference: text("reference").notNull(),
    provider_amount_minor: bigint("provider_amount_minor", { mode: "number" }),
    our_amount_minor: bigint("our_amount_minor", { mode: "number" }),
    currency: text("currency").notNull(),
    /** What we know of it: the provider's channel and time, or our record's kind and id. */
    detail: jsonb("detail"),
  },
  (t) => [
    index("reconciliation_discrepancies_day_idx").on(t.day_id),
    check(
      "reconciliation_discrepancies_kind",
      sql`${t.kind} in ('missing_here', 'missing_at_provider', 'amount_differs')`,
    ),
  ],
);
