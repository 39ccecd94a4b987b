import { daysInOrder, isCalendarDay, RANGE_ORDER_TEXT } from "../core/calendar-day.js";
import { z } from "zod";
import { CURRENCY_CODES } from "../core/enums.js";
import { paginationSchema } from "../core/http.js";

/**
 * Reconciliation against the payment provider (docs/decisions/0056): per day, what the provider has and we don't,
 * what we have as paid and the provider doesn't, and amounts that differ; and the exchange difference of invoices
 * paid in naira (docs/decisions/0057).
 */
export const RECONCILIATION_TEXTS = {
  title: "Reconciliation",
  clean: "Clean",
  flagged: "Flagged",
  never: "No day has been checked yet. The daily job checks yesterday; check a day now below.",
  checkDay: "Check day",
  checked: "Day checked.",
  checkFailed: "Could not reach the payment provider. Please try again.",
  dayRequired: "Day is required",
  dayFormat: "Enter a day as YYYY-MM-DD",
  dayFuture: "The day cannot be in the future",
  rangeOrder: RANGE_ORDER_TEXT,
  exchangeTitle: "Exchange differences",
} as const;

export const DISCREPANCY_KINDS = ["missing_here", "missing_at_provider", "amount_differs"] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];
export const DISCREPANCY_LABELS: Record<DiscrepancyKind, string> = {
  missing_here: "The provider has it, we don't",
  missing_at_provider: "We have it as paid, the provider doesn't",
  amount_differs: "Amounts differ",
};

const dayText = z
  .string({ error: RECONCILIATION_TEXTS.dayRequired })
  .trim()
  .min(1, RECONCILIATION_TEXTS.dayRequired)
  .refine(isCalendarDay, RECONCILIATION_TEXTS.dayFormat);

/** A calendar day (UTC), not after today. */
export const reconciliationDaySchema = dayText.refine(
  (text) => text <= new Date().toISOString().slice(0, 10),
  RECONCILIATION_TEXTS.dayFuture,
);

export const dayParamSchema = z.object({ day: reconciliationDaySchema });

export const discrepancySchema = z.object({
  kind: z.enum(DISCREPANCY_KINDS),
  reference: z.string(),
  provider_amount_minor: z.number().nullable(),
  our_amount_minor: z.number().nullable(),
  currency: z.string(),
  /** What is known of it: the provider's channel and time, or our record's kind. */
  detail: z.string(),
});
export type Discrepancy = z.infer<typeof discrepancySchema>;

export const reconciliationDaySummarySchema = z.object({
  day: z.string(),
  status: z.enum(["clean", "flagged"]),
  provider_count: z.number(),
  our_count: z.number(),
  provider_total_minor: z.number(),
  our_total_minor: z.number(),
  discrepancy_count: z.number(),
  checked_at: z.string(),
  checked_by: z.string(),
});
export type ReconciliationDaySummary = z.infer<typeof reconciliationDaySummarySchema>;

export const reconciliationDayReportSchema = reconciliationDaySummarySchema.extend({
  discrepancies: z.array(discrepancySchema),
});
export type ReconciliationDayReport = z.infer<typeof reconciliationDayReportSchema>;

export const reconciliationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

export const reconciliationListSchema = z.object({
  days: z.array(reconciliationDaySummarySchema),
  pagination: paginationSchema,
});
export type ReconciliationList = z.infer<typeof reconciliationListSchema>;

/**
 * GET /api/admin/reconciliation/exchange-differences?from&to[&format=csv]; a range from a day after its `to` answers
 * 400 on `to`, as the reports' and the wallet ledger's do (daysInOrder).
 */
export const exchangeDifferenceQuerySchema = daysInOrder(
  z.object({
    from: dayText,
    to: dayText,
    format: z.enum(["json", "csv"]).default("json"),
  }),
);

export const exchangeDifferenceRowSchema = z.object({
  invoice_id: z.number(),
  transaction_id: z.string(),
  customer_email: z.string(),
  currency: z.enum(CURRENCY_CODES),
  /** What this payment settled of the invoice, in the invoice's minor unit. */
  invoice_amount_minor: z.number(),
  issued_at: z.string(),
  /** Naira per unit in force when the invoice was issued (null: no rate published then). */
  rate_at_issue: z.string().nullable(),
  paid_at: z.string(),
  rate_at_payment: z.string(),
  /** Kobo paid, and kobo at the rate when issued (half up), and paid − at issue (positive: we received more naira). */
  paid_kobo: z.number(),
  at_issue_kobo: z.number().nullable(),
  difference_kobo: z.number().nullable(),
  source: z.enum(["checkout", "wallet"]),
  reference: z.string().nullable(),
});
export type ExchangeDifferenceRow = z.infer<typeof exchangeDifferenceRowSchema>;

export const exchangeDifferenceReportSchema = z.object({
  rows: z.array(exchangeDifferenceRowSchema),
  total_difference_kobo: z.number(),
});
export type ExchangeDifferenceReport = z.infer<typeof exchangeDifferenceReportSchema>;
