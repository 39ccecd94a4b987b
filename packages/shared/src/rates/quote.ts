import { z } from "zod";
import { packageMeasuresInputSchema, PRESET_BOXES } from "../packages/packages.js";
import { RATE_DESTINATIONS, RATE_SERVICES, RATE_UNITS } from "./rates.js";

/**
 * The instant quote (public home page and portal): origin, destination, service (or every service), the parcel's
 * weight and size as a person types them (packageMeasuresInputSchema) or a preset box → per service with a current
 * card: actual, volumetric and chargeable weight with their formulas, the price and the transit time.
 */

export const QUOTE_TEXTS = {
  title: "Instant quote",
  failed: "Could not get a quote. Please try again.",
  noCards: "We have no published prices for this route yet. Please ask us for an estimate.",
} as const;

export const PRESET_BOX_NAMES = PRESET_BOXES.map((b) => b.name);
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? "" : String(v).trim()));

export const quoteInputSchema = z
  .object({
    /** Checked with the measures below, so a visitor sees every message at once. */
    origin: text,
    destination: z.enum(RATE_DESTINATIONS, { error: "Choose the destination." }).default("Lagos"),
    service: z.enum([...RATE_SERVICES, "all"], { error: "Choose a service." }).default("all"),
    /** A preset box's name fills the dimensions; 'custom' (or nothing) uses length, width and height. */
    box: text,
    weight: text,
    weight_unit: z.enum(["kg", "lb"], { error: "Choose kg or lb." }),
    length: text,
    width: text,
    height: text,
    length_unit: z.enum(["cm", "in"], { error: "Choose cm or in." }),
  })
  .transform((v, ctx) => {
    if (v.origin === "")
      ctx.addIssue({ code: "custom", path: ["origin"], message: "Choose the warehouse it ships from." });
    const preset = PRESET_BOXES.find((b) => b.name === v.box);
    if (v.box !== "" && v.box !== "custom" && !preset) {
      ctx.addIssue({ code: "custom", path: ["box"], message: "Choose one of the boxes or enter the size." });
      return z.NEVER;
    }
    const sides = preset
      ? {
          length: String(preset.length),
          width: String(preset.width),
          height: String(preset.height),
          length_unit: "cm" as const,
        }
      : { length: v.length, width: v.width, height: v.height, length_unit: v.length_unit };
    const measures = packageMeasuresInputSchema.safeParse({ weight: v.weight, weight_unit: v.weight_unit, ...sides });
    if (!measures.success) {
      for (const issue of measures.error.issues)
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { origin: v.origin, destination: v.destination, service: v.service, measures: measures.data };
  });
export type QuoteInput = z.input<typeof quoteInputSchema>;

const weightFigureSchema = z.object({
  value: z.string(),
  exact: z.boolean(),
  unit: z.enum(RATE_UNITS),
  grams: z.number(),
  formula: z.string(),
});

export const serviceQuoteSchema = z.object({
  service: z.enum(RATE_SERVICES),
  service_label: z.string(),
  /** The rate card version that priced it. */
  card_id: z.number(),
  currency: z.string(),
  actual: weightFigureSchema,
  volumetric: weightFigureSchema,
  chargeable: weightFigureSchema,
  divisor_text: z.string(),
  rate_per_unit_minor: z.number(),
  lines: z.array(z.object({ kind: z.string(), label: z.string(), amount_minor: z.number(), formula: z.string() })),
  total_minor: z.number(),
  /** '₦22,500.00'. */
  total_text: z.string(),
  transit_days: z.object({ min: z.number(), max: z.number() }),
  transit_text: z.string(),
  formula: z.array(z.string()),
});
export type ServiceQuote = z.infer<typeof serviceQuoteSchema>;

export const quoteResponseSchema = z.object({
  origin: z.string(),
  origin_label: z.string(),
  destination: z.string(),
  parcel: z.object({ weight_grams: z.number(), length_mm: z.number(), width_mm: z.number(), height_mm: z.number() }),
  quotes: z.array(serviceQuoteSchema),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** Where quotes are possible: each origin warehouse with a current card, its destinations and services. */
export const quoteOptionsSchema = z.object({
  routes: z.array(
    z.object({
      origin: z.string(),
      origin_label: z.string(),
      destination: z.string(),
      services: z.array(z.enum(RATE_SERVICES)),
    }),
  ),
});
export type QuoteOptions = z.infer<typeof quoteOptionsSchema>;
