import type { InvoiceEvidence } from "@app/shared/invoices/evidence";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { admins, customers, timestamps } from "./accounts.js";
import { currencyCode, invoiceReferenceType, invoiceStatus, paymentStatus } from "./enums.js";
import { exchangeRates } from "./exchange-rates.js";

export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    transaction_id: text("transaction_id").notNull(),
    status: invoiceStatus("status").notNull().default("pending"),
    reference_type: invoiceReferenceType("reference_type").notNull(),
    reference_id: integer("reference_id").notNull(),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    admin_id: integer("admin_id")
      .notNull()
      .references(() => admins.id),
    total_amount: numeric("total_amount", { precision: 14, scale: 2 }).notNull(),
    currency: currencyCode("currency").notNull(),
    due_date: timestamp("due_date", { withTimezone: true }).notNull(),
    extra_info: text("extra_info"),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    /** A payment settled after the invoice was cancelled: the money must go back (staff record the refund). */
    refund_due_at: timestamp("refund_due_at", { withTimezone: true }),
    refunded_at: timestamp("refunded_at", { withTimezone: true }),
    refund_reason: text("refund_reason"),
    /** The provider's refund id, or null for a refund made off the website. */
    refund_reference: text("refund_reference"),
    /**
     * How the charges were reached (priced boxes with weights, formula and photos, handling lines, the rate card
     * version): written once when the invoice is priced from a rate card; null for invoices typed by staff.
     */
    evidence: jsonb("evidence").$type<InvoiceEvidence>(),
    /**
     * What has been paid so far in the invoice's minor unit (wallet payments add to it; a settled checkout makes it
     * the total): a partly paid invoice shows its balance due.
     */
    amount_paid_minor: bigint("amount_paid_minor", { mode: "number" }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoices_transaction_unique").on(t.transaction_id),
    /** The staff shipments search finds a shipment by the start of its invoice's transaction id (text_pattern_ops: prefix ranges). */
    index("invoices_transaction_prefix_idx").on(t.transaction_id.op("text_pattern_ops"), t.reference_type),
    /** A shipment, procurement or pickup has at most one invoice. */
    uniqueIndex("invoices_reference_unique").on(t.reference_type, t.reference_id),
    index("invoices_user_created_idx").on(t.user_id, t.created_at.desc()),
    index("invoices_created_idx").on(t.created_at.desc(), t.id.desc()),
    /** The reports' refunds of a range (issue 34). */
    index("invoices_refunded_idx").on(t.refunded_at).where(sql`${t.refunded_at} is not null`),
    /** Unpaid invoices with what the reports' ageing reads of them: the figure reads this index alone. */
    index("invoices_unpaid_idx")
      .on(t.created_at, t.currency, t.total_amount, t.amount_paid_minor, t.reference_type, t.reference_id)
      .where(sql`${t.status} in ('pending', 'overdue')`),
    index("invoices_status_created_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    // Staff search (fast at a million rows, docs/decisions/0007): a transaction id's start in any case, as a prefix range of its lower case.
    index("invoices_transaction_lower_idx").using("btree", sql`lower(${t.transaction_id}) text_pattern_ops`),
    check("invoices_total_positive", sql`${t.total_amount} > 0`),
    check("invoices_amount_paid_not_negative", sql`${t.amount_paid_minor} >= 0`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    invoice_id: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    provider: text("provider").notNull(),
    /** Unique per attempt; sent to the provider as the transaction reference. */
    reference: text("reference").notNull(),
    status: paymentStatus("status").notNull().default("initialized"),
    amount_minor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: currencyCode("currency").notNull(),
    access_code: text("access_code"),
    provider_response: jsonb("provider_response"),
    failure_reason: text("failure_reason"),
    settled_at: timestamp("settled_at", { withTimezone: true }),
    /** Money that settled but must go back (a second payment of a paid invoice, or one after it was cancelled). */
    refund_due_at: timestamp("refund_due_at", { withTimezone: true }),
    refunded_at: timestamp("refunded_at", { withTimezone: true }),
    /** The provider's refund id of this payment. */
    refund_reference: text("refund_reference"),
    /**
     * What the payment settles, in the invoice's currency (minor units), when it is charged in another one
     * (amount_minor / currency: naira at a locked rate). Null on payments made before rates existed.
     */
    invoice_amount_minor: bigint("invoice_amount_minor", { mode: "number" }),
    invoice_currency: currencyCode("invoice_currency"),
    /** The locked rate (naira per unit of the invoice's currency) and the published rate it came from. */
    exchange_rate: numeric("exchange_rate", { precision: 18, scale: 6 }),
    exchange_rate_id: integer("exchange_rate_id").references(() => exchangeRates.id),
    /** The lock's end: money paid after it does not settle the invoice (docs/decisions/0044-naira-checkout-at-a-locked-rate.md). */
    rate_locked_until: timestamp("rate_locked_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("payments_reference_unique").on(t.reference),
    index("payments_invoice_idx").on(t.invoice_id),
    /** The reports' money collected per day and the accounting export's bank lines (issue 34). */
    index("payments_settled_idx").on(t.settled_at).where(sql`${t.status} = 'success'`),
    index("payments_refunded_idx").on(t.refunded_at).where(sql`${t.refunded_at} is not null`),
    check("payments_invoice_amount_positive", sql`${t.invoice_amount_minor} is null or ${t.invoice_amount_minor} > 0`),
  ],
);
