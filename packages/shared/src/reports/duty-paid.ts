import { z } from "zod";
import { isCalendarMonth } from "../core/calendar-day.js";
import { CURRENCY_CODES } from "../core/enums.js";

/**
 * The monthly report of duty-paid shipments the NCS DDP procedure asks couriers for (issue 37, docs/decisions/0075):
 * the shipments delivered in a month of Lagos time (the proof of delivery's time, else when the shipment became
 * Delivered) whose duty and taxes were collected with their invoice, with their classification (HS codes), the duty
 * paid and the delivery date; totals equal the invoices' duty lines.
 */

export const MONTH_TEXT = /^\d{4}-(0[1-9]|1[0-2])$/;
export const dutyPaidQuerySchema = z.object({
  month: z
    .string({ error: "Enter a month as YYYY-MM" })
    .regex(MONTH_TEXT, "Enter a month as YYYY-MM")
    .refine(isCalendarMonth, "Enter a month between 2000-01 and 2100-12"),
  format: z.enum(["json", "csv"]).default("json"),
});

export const dutyPaidRowSchema = z.object({
  shipment_id: z.number(),
  tracking_number: z.string(),
  consignee: z.string(),
  master: z.string().nullable(),
  hs_codes: z.array(z.string()),
  invoice: z.string().nullable(),
  /** The invoice's "Duties and taxes (estimated)" line, in the invoice's currency. */
  invoice_currency: z.enum(CURRENCY_CODES),
  invoice_duty_minor: z.number(),
  /** The duty and taxes collected, in kobo (the invoice line's naira). */
  duty_paid_kobo: z.number(),
  /** What customs assessed after clearance, in kobo, once recorded. */
  assessed_kobo: z.number().nullable(),
  delivered_at: z.string(),
});
export type DutyPaidRow = z.infer<typeof dutyPaidRowSchema>;

export const dutyPaidReportSchema = z.object({
  month: z.string(),
  rows: z.array(dutyPaidRowSchema),
  totals: z.object({
    shipments: z.number(),
    duty_paid_kobo: z.number(),
    assessed_kobo: z.number(),
    /** The invoices' duty lines per invoice currency. */
    invoice_duty: z.array(z.object({ currency: z.enum(CURRENCY_CODES), total_minor: z.number() })),
  }),
});
export type DutyPaidReport = z.infer<typeof dutyPaidReportSchema>;
