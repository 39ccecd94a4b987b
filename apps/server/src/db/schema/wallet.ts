import { LEDGER_ACCOUNT_KINDS, LEDGER_CAUSES } from "@app/shared/wallet/wallet";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers, timestamps } from "./accounts.js";
import { invoices } from "./billing.js";
import { currencyCode, paymentStatus } from "./enums.js";

/**
 * The wallet's double-entry ledger (docs/decisions/0045). The migration adds what drizzle cannot declare: triggers
 * that keep a customer wallet's balance equal to the sum of its entries (the only way it changes), refuse UPDATE and
 * DELETE of transactions and entries (append-only), and check at commit that each transaction's entries sum to zero.
 */
export const ledgerAccountKind = pgEnum("ledger_account_kind", LEDGER_ACCOUNT_KINDS);
export const ledgerCause = pgEnum("ledger_cause", LEDGER_CAUSES);

export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: ledgerAccountKind("kind").notNull(),
    /** The wallet's owner; null for the business's own accounts (one per kind). */
    customer_id: integer("customer_id").references(() => customers.id),
    /**
     * A customer wallet's balance in kobo, kept by the entries' trigger (never written directly) and never below
     * zero; null for the business's accounts, whose balance is the sum of their entries.
     */
    balance_minor: bigint("balance_minor", { mode: "number" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_customer_unique").on(t.customer_id),
    uniqueIndex("ledger_accounts_business_kind_unique").on(t.kind).where(sql`${t.customer_id} is null`),
    check(
      "ledger_accounts_wallet_has_owner",
      sql`(${t.kind} = 'customer_wallet') = (${t.customer_id} is not null and ${t.balance_minor} is not null)`,
    ),
    check("ledger_accounts_balance_not_negative", sql`${t.balance_minor} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cause: ledgerCause("cause").notNull(),
    /** The sum of the positive entries (what moved), kobo; checked against the entries at commit. */
    amount_minor: bigint("amount_minor", { mode: "number" }).notNull(),
    /** The customer whose wallet it concerns, for statements and filters. */
    customer_id: integer("customer_id").references(() => customers.id),
    invoice_id: integer("invoice_id").references(() => invoices.id),
    /** What the invoice was credited in its own currency and at which rate (an invoice payment). */
    invoice_amount_minor: bigint("invoice_amount_minor", { mode: "number" }),
    invoice_currency: currencyCode("invoice_currency"),
    rate: numeric("rate", { precision: 18, scale: 6 }),
    /** The provider's reference of the money (a top-up, the payment credited), when there is one. */
    reference: text("reference"),
    /** Settling one provider event twice, or one click sent twice, posts once. */
    idempotency_key: text("idempotency_key").notNull(),
    actor_kind: text("actor_kind").notNull(),
    actor_id: integer("actor_id"),
    actor_label: text("actor_label"),
    reason: text("reason"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_transactions_idempotency_unique").on(t.idempotency_key),
    index("ledger_transactions_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("ledger_transactions_customer_idx").on(t.customer_id, t.id.desc()),
    index("ledger_transactions_invoice_idx").on(t.invoice_id),
    check("ledger_transactions_amount_positive", sql`${t.amount_minor} > 0`),
    check("ledger_transactions_actor_kind", sql`${t.actor_kind} in ('admin', 'customer', 'system')`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    transaction_id: integer("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    account_id: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed kobo: positive adds to the account, negative takes from it. */
    amount_minor: bigint("amount_minor", { mode: "number" }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_transaction_idx").on(t.transaction_id),
    index("ledger_entries_account_idx").on(t.account_id, t.id.desc()),
    check("ledger_entries_amount_not_zero", sql`${t.amount_minor} <> 0`),
  ],
);

/** A top-up checkout: credited to the wallet once the provider confirms it (verify or the signed webhook). */
export const walletTopUps = pgTable(
  "wallet_top_ups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    status: paymentStatus("status").notNull().default("initialized"),
    amount_minor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: currencyCode("currency").notNull().default("NGN"),
    access_code: text("access_code"),
    provider_response: jsonb("provider_response"),
    failure_reason: text("failure_reason"),
    settled_at: timestamp("settled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("wallet_top_ups_reference_unique").on(t.reference),
    index("wallet_top_ups_customer_idx").on(t.customer_id, t.id.desc()),
    /** The accounting export's bank lines of a range (issue 34). */
    index("wallet_top_ups_settled_idx").on(t.settled_at).where(sql`${t.status} = 'success'`),
    check("wallet_top_ups_amount_positive", sql`${t.amount_minor} > 0`),
  ],
);
