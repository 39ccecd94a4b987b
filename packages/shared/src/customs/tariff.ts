import { z } from "zod";
import { isCalendarDay } from "../core/calendar-day.js";
import { plainText } from "../core/plain-text.js";
import { todayText } from "../rates/staff.js";
import { CUSTOMS_RESTRICTIONS, HEADING_PATTERN, PERCENT_PATTERN } from "./customs.js";
import { DEFAULT_LEVIES } from "./duty.js";

/**
 * The tariff and the levies as the API shows and takes them (issue 37, decision 0072). Owners and managers add a
 * version of a heading (never change one) and change the levies; customers read the tariff in force to choose
 * their lines' HS codes.
 */

export const TARIFF_TEXTS = {
  title: "Customs tariff",
  created: "Tariff version saved. It prices from its valid-from date.",
  leviesSaved: "Levies saved.",
  onlyManagers: "Only managers and owners can change the tariff.",
  fetchFailed: "Could not load the tariff. Please try again.",
} as const;

const percentText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `Enter the ${label} in percent, e.g. 7.5` })
    .transform((v) => String(v).trim().replace(/%$/, "").trim())
    .refine((t) => PERCENT_PATTERN.test(t), `Enter the ${label} in percent with at most 4 decimals, e.g. 7.5`)
    .refine((t) => Number(t) <= 100, `The ${label} cannot be more than 100 %`);

/** POST /api/admin/customs/tariff: a new version of a heading, valid from today or later. */
export const tariffVersionFormSchema = z
  .object({
    heading: z
      .string({ error: "Enter the heading's 4 or 6 digits, e.g. 8517" })
      .trim()
      .transform((t) => t.replace(/[.\s]/g, ""))
      .refine((t) => HEADING_PATTERN.test(t), "Enter the heading's 4 or 6 digits, e.g. 8517"),
    description: z
      .string({ error: "Describe the heading" })
      .trim()
      .min(1, "Describe the heading")
      .max(200, "At most 200 characters")
      .check(plainText("Description")),
    keywords: z.string().trim().max(500, "At most 500 characters").check(plainText("Keywords")).default(""),
    duty_rate: percentText("duty rate"),
    restriction: z.enum(CUSTOMS_RESTRICTIONS, { error: "Choose none, restricted or prohibited" }).default("none"),
    restriction_note: z.string().trim().max(500, "At most 500 characters").check(plainText("Note")).default(""),
    valid_from: z
      .string({ error: "Enter the date from which this version prices" })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date from which this version prices, e.g. 2026-12-01")
      .refine(isCalendarDay, "Enter the date from which this version prices, e.g. 2026-12-01")
      .refine((d) => d >= todayText(), "Valid from must be today or later: past duty is kept as it was priced."),
  })
  .superRefine((form, ctx) => {
    if (form.restriction !== "none" && form.restriction_note === "") {
      ctx.addIssue({
        code: "custom",
        path: ["restriction_note"],
        message: "Say why it is restricted or prohibited and what is needed",
      });
    }
  });
export type TariffVersionInput = z.input<typeof tariffVersionFormSchema>;

export const tariffVersionSchema = z.object({
  id: z.number(),
  heading: z.string(),
  description: z.string(),
  keywords: z.string(),
  /** Percent of CIF, exact decimal text ('20', '7.5'). */
  duty_rate: z.string(),
  restriction: z.enum(CUSTOMS_RESTRICTIONS),
  restriction_note: z.string().nullable(),
  valid_from: z.string(),
  state: z.enum(["current", "scheduled", "past"]),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type TariffVersion = z.infer<typeof tariffVersionSchema>;

/** PUT /api/admin/customs/levies and what the tariff screens show. */
export const customsLeviesSchema = z.object({
  surcharge_percent: percentText("surcharge"),
  ciss_percent: percentText("CISS"),
  ciss_base: z.enum(["fob", "cif"], { error: "Choose FOB or CIF" }),
  etls_percent: percentText("ETLS"),
  etls_base: z.enum(["fob", "cif"], { error: "Choose FOB or CIF" }),
  vat_percent: percentText("VAT"),
  insurance_percent: percentText("insurance"),
});
export { DEFAULT_LEVIES };

/** The levies as answers carry them (the form's schema above transforms what it takes). */
export const customsLeviesViewSchema = z.object({
  surcharge_percent: z.string(),
  ciss_percent: z.string(),
  ciss_base: z.enum(["fob", "cif"]),
  etls_percent: z.string(),
  etls_base: z.enum(["fob", "cif"]),
  vat_percent: z.string(),
  insurance_percent: z.string(),
});

/** GET /api/customs/tariff: what a customer needs to choose HS codes and see the estimate's rates. */
export const publicTariffSchema = z.object({
  headings: z.array(tariffVersionSchema.omit({ created_by: true, created_at: true, state: true })),
  levies: customsLeviesViewSchema,
  /** Customs rates in force: naira per unit ('1605.25'), null when none is published. */
  rates: z.record(z.string(), z.string().nullable()),
});
export type PublicTariff = z.infer<typeof publicTariffSchema>;

/** GET /api/admin/customs/tariff: the headings in force, every version (newest first) and the levies. */
export const staffTariffSchema = z.object({
  current: z.array(tariffVersionSchema),
  versions: z.array(tariffVersionSchema),
  levies: customsLeviesViewSchema,
});
export type StaffTariff = z.infer<typeof staffTariffSchema>;

export const tariffCreatedSchema = z.object({ message: z.string(), version: tariffVersionSchema });
export const leviesSavedSchema = z.object({ message: z.string(), levies: customsLeviesViewSchema });
