import { z } from "zod";
import { CURRENCY_CODES, INVOICE_STATUSES } from "../core/enums.js";
import { optionalText } from "../core/form-values.js";
import { formatKobo, nairaToKobo } from "../wallet/wallet.js";

/**
 * The duty customs actually assessed after clearance (issue 37, decision 0082). Staff record it per shipment, or as
 * a master's total shared between its shipments by their estimates; the difference from what was charged goes to
 * the customer's wallet (less: credit) or onto a new naira invoice (more: a charge). A record is never changed: a
 * correction is a new record with its reason, settled against the record it corrects.
 */

export const ASSESSMENT_TEXTS = {
  title: "Duty assessed by customs",
  customerTitle: "Duties and taxes",
  recorded: "Assessed duty recorded.",
  alreadyRecorded: "The assessed duty was already recorded.",
  correctionNeedsReason:
    "The assessed duty of this shipment is already recorded: a correction needs its reason. Reload to see it.",
  masterCorrectionNeedsReason:
    "Some of this master's shipments already have their assessed duty: a correction needs its reason. Reload to see them.",
  notPriced: "This shipment was not priced duty-paid at packing, so there is no estimate to settle.",
  masterNotPriced: "None of this master's shipments was priced duty-paid at packing.",
  amountRequired: "Enter the duty and taxes customs assessed, in naira",
  amountFormat: "Enter naira with at most two decimals, e.g. 45000 or 45000.50",
  invoiceLine: "Customs duty difference",
  /** Beside the reason of a master's record: it is e-mailed to every customer on the master (decision 0154). */
  masterReasonHint: "Every customer on this master receives this reason — do not name a customer.",
  /** A record settles against the estimate the customer paid; an invoice not paid (or given back) has none. */
  invoiceNotPaid: (trackingNumber: string, status: "pending" | "overdue" | "cancelled" | "refunded" | null) =>
    status === "pending" || status === "overdue"
      ? `The invoice of shipment ${trackingNumber}, with its estimated duty, is not paid yet: the assessed duty is settled against what was paid, so record it once the invoice is paid.`
      : `The invoice of shipment ${trackingNumber}, with its estimated duty, was ${status ?? "never issued"}: no duty was collected to settle the assessment against.`,
} as const;

/** Naira typed by staff, zero allowed (customs may assess nothing): answers kobo. */
export const assessedAmountSchema = z
  .string({ error: ASSESSMENT_TEXTS.amountRequired })
  .trim()
  .min(1, ASSESSMENT_TEXTS.amountRequired)
  .max(20, ASSESSMENT_TEXTS.amountFormat)
  .refine((text) => nairaToKobo(text) !== null, ASSESSMENT_TEXTS.amountFormat)
  .transform((text) => nairaToKobo(text) ?? 0);

/**
 * POST …/customs-duty/assessments (a shipment, or a master's total). `idempotency_key` is made once per form by the
 * browser: the same post sent again (a retry, a double click) answers the record it made.
 */
export const assessmentFormSchema = z.object({
  assessed: assessedAmountSchema,
  reason: optionalText(500, "Reason", { multiline: true }),
  idempotency_key: z
    .string({ error: "idempotency_key is required" })
    .trim()
    .min(8, "idempotency_key must be 8 to 100 characters")
    .max(100, "idempotency_key must be 8 to 100 characters"),
});
export type AssessmentFormInput = z.input<typeof assessmentFormSchema>;

export const ASSESSMENT_OUTCOMES = ["credit", "charge", "none"] as const;
export type AssessmentOutcome = (typeof ASSESSMENT_OUTCOMES)[number];

/** What a difference does: less than charged → wallet credit, more → a new invoice, equal → nothing. */
export const outcomeOf = (differenceKobo: number): AssessmentOutcome =>
  differenceKobo < 0 ? "credit" : differenceKobo > 0 ? "charge" : "none";

export const chargeInvoiceSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  total_amount: z.string(),
  currency: z.enum(CURRENCY_CODES),
});

/** One record, as staff and the customer see it (the customer without who recorded it). */
export const assessmentViewSchema = z.object({
  id: z.number(),
  assessed_kobo: z.number(),
  /** What it is compared with: the estimate, or the assessment it corrects. */
  previous_kobo: z.number(),
  difference_kobo: z.number(),
  outcome: z.enum(ASSESSMENT_OUTCOMES),
  corrects_id: z.number().nullable(),
  reason: z.string().nullable(),
  master: z.object({ id: z.number(), reference: z.string() }).nullable(),
  /**
   * Of a decrease, the part taken off unpaid difference invoices instead of credited (decision 0088): those
   * invoices were cancelled (their records show them so).
   */
  waived_kobo: z.number(),
  /** The wallet credit (ledger transaction) of what a decrease left after that. */
  ledger_transaction_id: z.number().nullable(),
  /** The invoice of a charge, or of what cancelled invoices billed beyond a decrease. */
  invoice: chargeInvoiceSchema.nullable(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type AssessmentView = z.infer<typeof assessmentViewSchema>;

/** A priced shipment's duty: the estimate charged at packing, the assessment in force and every record, oldest first. */
export const shipmentDutyViewSchema = z.object({
  shipment_id: z.number(),
  tracking_number: z.string(),
  estimated_kobo: z.number(),
  invoice_currency: z.enum(CURRENCY_CODES),
  invoice_amount_minor: z.number(),
  invoice_id: z.number().nullable(),
  /** The latest record's amount; null until one is recorded. */
  assessed_kobo: z.number().nullable(),
  /** assessed − estimated over all records (what reached the wallet or was charged, in total). */
  difference_kobo: z.number().nullable(),
  assessments: z.array(assessmentViewSchema),
});
export type ShipmentDutyView = z.infer<typeof shipmentDutyViewSchema>;

export const shipmentDutyAnswerSchema = z.object({ duty: shipmentDutyViewSchema.nullable() });

export const assessmentRecordedSchema = z.object({ message: z.string(), duty: shipmentDutyViewSchema });

/** A master's priced shipments with their estimates and assessments, and the totals. */
export const masterDutyViewSchema = z.object({
  master: z.object({ id: z.number(), reference: z.string() }),
  shipments: z.array(shipmentDutyViewSchema),
  estimated_kobo: z.number(),
  /** The sum of the latest assessments, once every priced shipment has one; else null. */
  assessed_kobo: z.number().nullable(),
});
export type MasterDutyView = z.infer<typeof masterDutyViewSchema>;

export const masterAssessmentRecordedSchema = z.object({ message: z.string(), duty: masterDutyViewSchema });

/** "₦1,200.00 less than estimated" / "₦300.00 more than estimated" / "as estimated". */
export function differenceWords(differenceKobo: number, than = "estimated"): string {
  if (differenceKobo === 0) return `as ${than}`;
  return `${formatKobo(Math.abs(differenceKobo))} ${differenceKobo < 0 ? "less" : "more"} than ${than}`;
}
