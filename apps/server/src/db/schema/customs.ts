import { CUSTOMS_RESTRICTIONS, EXCHANGE_RATE_KINDS } from "@app/shared/customs/customs";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { admins, customers } from "./accounts.js";
import { invoices } from "./billing.js";
import { currencyCode } from "./enums.js";
import { masterShipments } from "./master-shipments.js";
import { shipments } from "./operations.js";
import { customsDeclarationItems, shipRequests } from "./ship-requests.js";
import { ledgerTransactions } from "./wallet.js";

/*
 * Nigerian customs duty and taxes (issue 37, docs/decisions/0072 and 0073). Three tables:
 * - customs_tariffs: the tariff, one row per VERSION of a heading (never updated or deleted, like rate cards);
 * - shipment_duties: per shipment, the duty and taxes priced onto its invoice at packing (DDP), then the duty
 *   staff record as assessed after clearance and the difference posted to the customer's wallet;
 * - shipment_duty_lines: that pricing per declaration line (HS code, tariff version, FOB/CIF and every levy in kobo).
 * Amounts ending in _kobo are naira kobo; rates are exact decimal percents.
 */

export const customsRestriction = pgEnum("customs_restriction", CUSTOMS_RESTRICTIONS);
export const exchangeRateKind = pgEnum("exchange_rate_kind", EXCHANGE_RATE_KINDS);

/**
 * The tariff: one row per version of an HS heading (4 or 6 digits, matched as a prefix of a line's HS code; the
 * longest heading wins). The version in force on a day is the newest valid_from on or before it. A trigger refuses
 * updates and deletes: a change is a new version, so what an invoice was priced with (tariff_id) stays readable.
 */
export const customsTariffs = pgTable(
  "customs_tariffs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    heading: text("heading").notNull(),
    description: text("description").notNull(),
    /** Comma-separated words that suggest this heading from a line's description ('phone, smartphone, iphone'). */
    keywords: text("keywords").notNull().default(""),
    /** Import duty, percent of CIF (exact decimal, e.g. 20 or 7.5). */
    duty_rate: numeric("duty_rate", { precision: 7, scale: 4 }).notNull(),
    restriction: customsRestriction("restriction").notNull().default("none"),
    /** Why it is restricted or prohibited and what is needed (required unless 'none'). */
    restriction_note: text("restriction_note"),
    valid_from: date("valid_from", { mode: "string" }).notNull(),
    /** Null for the tariff shipped with the migration. */
    created_by: integer("created_by").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customs_tariffs_heading_idx").on(t.heading, t.valid_from.desc(), t.id.desc()),
    check("customs_tariffs_heading_digits", sql`${t.heading} ~ '^[0-9]{4}([0-9]{2})?$'`),
    check("customs_tariffs_duty_rate_range", sql`${t.duty_rate} >= 0 and ${t.duty_rate} <= 100`),
    check(
      "customs_tariffs_restriction_note",
      sql`${t.restriction} = 'none' or coalesce(btrim(${t.restriction_note}), '') <> ''`,
    ),
  ],
);

/**
 * A shipment's duty and taxes: priced at packing onto its invoice ("Duties and taxes (estimated)") and kept as
 * priced; after clearance the duty assessed by customs is recorded and the difference (assessed − estimated) is
 * posted to the customer's wallet (a refund when negative, a charge when positive).
 */
export const shipmentDuties = pgTable(
  "shipment_duties",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer("shipment_id")
      .notNull()
      .references(() => shipments.id),
    ship_request_id: integer("ship_request_id")
      .notNull()
      .references(() => shipRequests.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    /** The invoice the estimate was put on (null if the shipment was priced without an invoice). */
    invoice_id: integer("invoice_id").references(() => invoices.id),
    /** The estimate: the sum of the lines' total_kobo. */
    estimated_kobo: bigint("estimated_kobo", { mode: "number" }).notNull(),
    /** The estimate as the invoice line shows it, in the invoice's currency (converted at the payment rate). */
    invoice_currency: currencyCode("invoice_currency").notNull(),
    invoice_amount_minor: bigint("invoice_amount_minor", { mode: "number" }).notNull(),
    /** Naira per unit of invoice_currency used for that conversion ('1' for naira invoices). */
    invoice_rate: numeric("invoice_rate", { precision: 18, scale: 6 }).notNull(),
    /** The levies' rates and bases used (CustomsLevies), as priced. */
    levies: jsonb("levies").notNull(),
    priced_at: timestamp("priced_at", { withTimezone: true }).notNull().defaultNow(),
    /** After clearance: the duty and taxes customs actually assessed, in kobo. */
    assessed_kobo: bigint("assessed_kobo", { mode: "number" }),
    assessed_at: timestamp("assessed_at", { withTimezone: true }),
    assessed_by: integer("assessed_by").references(() => admins.id),
    /** Set when staff recorded the assessment for a whole master and it was distributed to this shipment. */
    master_shipment_id: integer("master_shipment_id").references(() => masterShipments.id),
    assessment_note: text("assessment_note"),
    /** The wallet movement of the difference (null when there was none). */
    ledger_transaction_id: integer("ledger_transaction_id").references(() => ledgerTransactions.id),
  },
  (t) => [
    uniqueIndex("shipment_duties_shipment_unique").on(t.shipment_id),
    index("shipment_duties_assessed_idx").on(t.assessed_at).where(sql`${t.assessed_at} is not null`),
    check("shipment_duties_estimated_nonnegative", sql`${t.estimated_kobo} >= 0 and ${t.invoice_amount_minor} >= 0`),
    check(
      "shipment_duties_assessed",
      sql`(${t.assessed_kobo} is null) = (${t.assessed_at} is null) and (${t.assessed_kobo} is null or ${t.assessed_kobo} >= 0)`,
    ),
  ],
);

/** One declaration line of a priced shipment: its classification, values and every levy in kobo, as priced. */
export const shipmentDutyLines = pgTable(
  "shipment_duty_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipment_duty_id: integer("shipment_duty_id")
      .notNull()
      .references(() => shipmentDuties.id, { onDelete: "cascade" }),
    declaration_item_id: integer("declaration_item_id").references(() => customsDeclarationItems.id, {
      onDelete: "set null",
    }),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    hs_code: text("hs_code").notNull(),
    /** The tariff version (heading row) that priced the line. */
    tariff_id: integer("tariff_id")
      .notNull()
      .references(() => customsTariffs.id),
    duty_rate: numeric("duty_rate", { precision: 7, scale: 4 }).notNull(),
    restriction: customsRestriction("restriction").notNull(),
    /** The declared value (quantity × unit value) in its own currency's minor unit. */
    fob_currency: currencyCode("fob_currency").notNull(),
    fob_minor: bigint("fob_minor", { mode: "number" }).notNull(),
    /** The customs exchange rate used (naira per unit of fob_currency) and its publication ('1', null for naira). */
    customs_rate: numeric("customs_rate", { precision: 18, scale: 6 }).notNull(),
    customs_rate_id: integer("customs_rate_id"),
    fob_kobo: bigint("fob_kobo", { mode: "number" }).notNull(),
    freight_kobo: bigint("freight_kobo", { mode: "number" }).notNull(),
    insurance_kobo: bigint("insurance_kobo", { mode: "number" }).notNull(),
    cif_kobo: bigint("cif_kobo", { mode: "number" }).notNull(),
    duty_kobo: bigint("duty_kobo", { mode: "number" }).notNull(),
    surcharge_kobo: bigint("surcharge_kobo", { mode: "number" }).notNull(),
    ciss_kobo: bigint("ciss_kobo", { mode: "number" }).notNull(),
    etls_kobo: bigint("etls_kobo", { mode: "number" }).notNull(),
    vat_kobo: bigint("vat_kobo", { mode: "number" }).notNull(),
    /** duty + surcharge + CISS + ETLS + VAT. */
    total_kobo: bigint("total_kobo", { mode: "number" }).notNull(),
  },
  (t) => [
    index("shipment_duty_lines_duty_idx").on(t.shipment_duty_id),
    check(
      "shipment_duty_lines_total",
      sql`${t.total_kobo} = ${t.duty_kobo} + ${t.surcharge_kobo} + ${t.ciss_kobo} + ${t.etls_kobo} + ${t.vat_kobo}`,
    ),
    check("shipment_duty_lines_cif", sql`${t.cif_kobo} = ${t.fob_kobo} + ${t.freight_kobo} + ${t.insurance_kobo}`),
  ],
);

/**
 * The duty customs assessed for a shipment after clearance (decision 0082), one row per record, never changed or
 * deleted (trigger): a correction is a new row naming the row it corrects (`corrects_id`, at most one correction
 * each, so the records of a shipment are a chain) with its reason. `difference_kobo` = assessed − previous, where
 * previous is the estimate for the first record and the corrected record's amount after; a positive difference is
 * billed on an invoice of reference type 'customs_duty' whose reference_id is this row's id. A negative one first
 * comes off what is still unpaid of the shipment's earlier difference invoices (`waived_kobo`: those invoices are
 * cancelled, and what they billed beyond the decrease is billed again on an invoice of this row); the rest is
 * credited to the wallet (`ledger_transaction_id`).
 */
export const customsDutyAssessments = pgTable(
  "customs_duty_assessments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipment_duty_id: integer("shipment_duty_id")
      .notNull()
      .references(() => shipmentDuties.id),
    shipment_id: integer("shipment_id")
      .notNull()
      .references(() => shipments.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    /** Set when staff recorded a master's total and this is the shipment's share of it. */
    master_shipment_id: integer("master_shipment_id").references(() => masterShipments.id),
    assessed_kobo: bigint("assessed_kobo", { mode: "number" }).notNull(),
    previous_kobo: bigint("previous_kobo", { mode: "number" }).notNull(),
    difference_kobo: bigint("difference_kobo", { mode: "number" }).notNull(),
    corrects_id: integer("corrects_id").references((): AnyPgColumn => customsDutyAssessments.id),
    reason: text("reason"),
    /** The browser's key of the post that made it: the same post again answers this row. */
    request_key: text("request_key").notNull(),
    ledger_transaction_id: integer("ledger_transaction_id").references(() => ledgerTransactions.id),
    /** Of a decrease, the part taken off unpaid difference invoices instead of credited (decision 0088). */
    waived_kobo: bigint("waived_kobo", { mode: "number" }).notNull().default(0),
    created_by: integer("created_by")
      .notNull()
      .references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One first record per shipment; every later one corrects exactly one record. */
    uniqueIndex("customs_duty_assessments_first_unique").on(t.shipment_duty_id).where(sql`${t.corrects_id} is null`),
    uniqueIndex("customs_duty_assessments_corrects_unique").on(t.corrects_id),
    uniqueIndex("customs_duty_assessments_request_unique").on(t.shipment_duty_id, t.request_key),
    index("customs_duty_assessments_shipment_idx").on(t.shipment_id, t.id),
    check("customs_duty_assessments_assessed_nonnegative", sql`${t.assessed_kobo} >= 0`),
    check("customs_duty_assessments_difference", sql`${t.difference_kobo} = ${t.assessed_kobo} - ${t.previous_kobo}`),
    check(
      "customs_duty_assessments_correction_reason",
      sql`${t.corrects_id} is null or coalesce(btrim(${t.reason}), '') <> ''`,
    ),
    check(
      "customs_duty_assessments_waived",
      sql`${t.waived_kobo} >= 0 and ${t.waived_kobo} <= greatest(-${t.difference_kobo}, 0)`,
    ),
    check(
      "customs_duty_assessments_credit_posted",
      sql`(${t.ledger_transaction_id} is not null) = (${t.difference_kobo} + ${t.waived_kobo} < 0)`,
    ),
  ],
);
