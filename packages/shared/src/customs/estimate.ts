import { z } from "zod";
import { CUSTOMS_RESTRICTIONS } from "./customs.js";
import { type CustomsLevies, type DutyResult, DUTY_TEXTS, dutyAmountsOf } from "./duty.js";
import { customsLeviesViewSchema } from "./tariff.js";

/** A declaration's duty and taxes as the ship request, the quote and the invoice show them (kobo, rates used). */
export const dutyLineViewSchema = z.object({
  /** The line's position (0-based) in the declaration. */
  index: z.number().int(),
  description: z.string(),
  hs_code: z.string(),
  tariff_id: z.number().int(),
  heading: z.string(),
  heading_description: z.string(),
  duty_rate: z.string(),
  restriction: z.enum(CUSTOMS_RESTRICTIONS),
  currency: z.string(),
  customs_rate: z.string(),
  fob_kobo: z.number().int(),
  freight_kobo: z.number().int(),
  insurance_kobo: z.number().int(),
  cif_kobo: z.number().int(),
  duty_kobo: z.number().int(),
  surcharge_kobo: z.number().int(),
  ciss_kobo: z.number().int(),
  etls_kobo: z.number().int(),
  vat_kobo: z.number().int(),
  total_kobo: z.number().int(),
});
export type DutyLineView = z.infer<typeof dutyLineViewSchema>;

const problemSchema = z.object({ index: z.number().int(), reason: z.string(), message: z.string() });

export const dutyEstimateSchema = z.object({
  lines: z.array(dutyLineViewSchema),
  /** Lines that cannot be priced or shipped (prohibited), each with a message naming it. */
  problems: z.array(problemSchema),
  /** Restricted lines, with what they need. */
  warnings: z.array(problemSchema),
  total_kobo: z.number().int(),
  freight_kobo: z.number().int(),
  levies: customsLeviesViewSchema,
});
export type DutyEstimate = z.infer<typeof dutyEstimateSchema>;

/** How a packed shipment's duty was billed (shipment_duties): when, and on the invoice in its currency and rate. */
export const dutyPricingSchema = z.object({
  priced_at: z.string(),
  invoice_currency: z.string(),
  invoice_amount_minor: z.number().int(),
  /** Naira per unit of invoice_currency used to bill the naira total ('1' for naira invoices). */
  invoice_rate: z.string(),
});
export type DutyPricing = z.infer<typeof dutyPricingSchema>;

/** The calculator's answer as the API shows it (lines keep their declaration index). */
export function dutyEstimateView(result: DutyResult, levies: CustomsLevies, freightKobo: number): DutyEstimate {
  return {
    lines: result.lines.map((l) => ({
      index: l.index,
      description: l.description,
      hs_code: l.hs_code,
      tariff_id: l.tariff.id,
      heading: l.tariff.heading,
      heading_description: l.tariff.description,
      duty_rate: l.tariff.duty_rate,
      restriction: l.tariff.restriction,
      currency: l.currency,
      customs_rate: l.customs_rate,
      ...dutyAmountsOf(l),
    })),
    problems: result.problems,
    warnings: result.warnings,
    total_kobo: result.total_kobo,
    freight_kobo: freightKobo,
    levies,
  };
}

export { DUTY_TEXTS };
