import { z } from "zod";
import { CURRENCY_CODES, type CurrencyCode } from "../core/enums.js";
import { currencySymbol } from "../core/format.js";

/**
 * Rate cards and THE pricing engine. The same pure code prices the instant quote (browser and server), the quote
 * of a ship request and the invoice of a packed one, so the three always agree.
 *
 * Everything is exact: weights are stored in grams and lengths in millimetres; money in integer minor units (cents,
 * kobo). Weights in the card's unit are kept as fractions of big integers (a pound is exactly 453.59237 g and an
 * inch exactly 25.4 mm), so the comparisons and the rounding up to the card's step never meet a float's error.
 * Only the decimals shown to people are rounded, and then the text says "≈".
 */

export const RATE_SERVICES = ["air_express", "air_economy", "sea"] as const;
export type RateService = (typeof RATE_SERVICES)[number];
export const RATE_SERVICE_LABELS: Record<RateService, string> = {
  air_express: "Air express",
  air_economy: "Air economy",
  sea: "Sea",
};

export const RATE_UNITS = ["kg", "lb"] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

/** Volumetric divisors a card may use: cm³ per kg for kg cards, in³ per lb for lb cards. */
export const RATE_DIVISORS: Record<RateUnit, readonly number[]> = { kg: [5000, 6000], lb: [139, 166] };
/** Rounding steps a card may use, in its unit: up to the next 0.5 kg or 1 kg; up to the next 1 lb. */
export const RATE_ROUNDING_STEPS: Record<RateUnit, readonly number[]> = { kg: [0.5, 1], lb: [1] };
/** Destinations we deliver to (the ship request's door delivery and office pickup are all priced to Lagos). */
export const RATE_DESTINATIONS = ["Lagos"] as const;

/** The largest money amount on a card, in minor units (ten million in major units). */
const MAX_MINOR = 1_000_000_000;

// ---------------------------------------------------------------------------------------------------------------
// Exact numbers

/** A non-negative fraction of big integers. */
interface Ratio {
  num: bigint;
  den: bigint;
}

const ratio = (num: bigint, den = 1n): Ratio => ({ num, den });
const compare = (a: Ratio, b: Ratio) => {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
};
const ceilDiv = (num: bigint, den: bigint) => (num + den - 1n) / den;
/** n / d rounded half up (non-negative). */
const roundHalfUp = (num: bigint, den: bigint) => (num * 2n + den) / (den * 2n);

/** A decimal number (at most 6 decimals) as an exact fraction; numbers are read through their shortest text. */
function decimalRatio(value: number): Ratio {
  const text = Number(value.toPrecision(15)).toLocaleString("en-US", {
    useGrouping: false,
    maximumFractionDigits: 6,
  });
  const [whole = "0", fraction = ""] = text.split(".");
  return ratio(BigInt(`${whole}${fraction}` || "0"), 10n ** BigInt(fraction.length));
}

/** Decimal text of a ratio with at most `places` decimals, trailing zeros trimmed; "≈ " when not exact. */
function decimalText(value: Ratio, places = 3): { text: string; exact: boolean } {
  const scale = 10n ** BigInt(places);
  const scaled = roundHalfUp(value.num * scale, value.den);
  const exact = scaled * value.den === value.num * scale;
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(places, "0").replace(/0+$/, "");
  const digits = `${groupThousands(whole.toString())}${fraction ? `.${fraction}` : ""}`;
  return { text: digits, exact };
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Number text for formulas: '4.8', '≈ 5.512'. */
function shown(value: Ratio, places = 3): string {
  const { text, exact } = decimalText(value, places);
  return exact ? text : `≈ ${text}`;
}

/** Minor units as money text with its symbol: 2250000 NGN → '₦22,500.00'. Every card currency has two decimals. */
export function formatMinor(minor: number | bigint, currency: string | null | undefined): string {
  const value = BigInt(minor);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const major = groupThousands((abs / 100n).toString());
  const cents = (abs % 100n).toString().padStart(2, "0");
  return `${sign}${currencySymbol(currency)}${major}.${cents}`;
}

/** Minor units as plain decimal text for a form field: 450000 → '4500.00', -50 → '-0.50'. */
export function minorToDecimalText(minor: number): string {
  const abs = Math.abs(minor);
  const sign = minor < 0 ? "-" : "";
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The card

const minorAmount = (field: string) =>
  z
    .number({ error: `${field} must be an amount in minor units (a whole number).` })
    .int(`${field} must be a whole number of minor units (cents, kobo).`)
    .min(0, `${field} must not be negative.`)
    .max(MAX_MINOR, `${field} is too large.`);

const positiveDecimal = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .gt(0, `${field} must be more than 0.`)
    .max(max, `${field} must be at most ${max.toLocaleString("en-US")}.`)
    .refine((v) => Number.isInteger(Math.round(v * 1000)) && Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, {
      message: `${field} may have at most 3 decimals.`,
    });

const bracketSchema = z.object({
  /** Chargeable weight up to and including this many units; null for the open last bracket ("and above"). */
  up_to: positiveDecimal("Bracket upper weight", 100_000).nullable(),
  per_unit_minor: minorAmount("Bracket rate"),
});
export type RateBracket = z.infer<typeof bracketSchema>;

const pricingSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("brackets"), brackets: z.array(bracketSchema).max(50, "At most 50 brackets.") }),
    z.object({
      kind: z.literal("per_unit"),
      per_unit_minor: minorAmount("Rate per unit"),
      minimum_minor: minorAmount("Minimum charge"),
    }),
  ],
  { error: "Pricing must be by weight brackets or per unit with a minimum charge." },
);

const surchargesSchema = z.object({
  /** A fee when the longest side or the actual weight is above a threshold (either may be left out). */
  oversize: z
    .object({
      /** In cm for kg cards, in inches for lb cards. */
      longest_side_over: positiveDecimal("Oversize longest side", 1_000).nullable(),
      /** Actual weight in the card's unit. */
      weight_over: positiveDecimal("Oversize weight", 100_000).nullable(),
      fee_minor: minorAmount("Oversize fee"),
    })
    .nullable()
    .refine((v) => v == null || v.longest_side_over != null || v.weight_over != null, {
      message: "Oversize needs a longest side or a weight above which it applies.",
    }),
  fragile_fee_minor: minorAmount("Fragile fee").nullable(),
  /** Insurance as basis points of the declared value (150 = 1.5 %). */
  insurance_bp: z
    .number({ error: "Insurance must be a number of basis points." })
    .int("Insurance must be a whole number of basis points (150 = 1.5 %).")
    .min(0, "Insurance must not be negative.")
    .max(10_000, "Insurance must be at most 10,000 basis points (100 %).")
    .nullable(),
});

const handlingSchema = z.object({
  /** Per package put into one box when the customer consolidates (two or more). */
  consolidation_fee_minor: minorAmount("Consolidation fee"),
  /** Per box repacked. */
  repack_fee_per_box_minor: minorAmount("Repack fee per box"),
});

/** A rate card's terms: what a version of a route's card holds (stored as jsonb, checked with this schema). */
export const rateCardTermsSchema = z
  .object({
    /** The origin warehouse's city (warehouses.city). */
    origin: z.string({ error: "Origin warehouse is required." }).trim().min(1, "Origin warehouse is required."),
    destination: z.enum(RATE_DESTINATIONS, { error: `Destination must be ${RATE_DESTINATIONS.join(" or ")}.` }),
    service: z.enum(RATE_SERVICES, { error: "Service must be air express, air economy or sea." }),
    currency: z.enum(CURRENCY_CODES, { error: `Currency must be one of ${CURRENCY_CODES.join(", ")}.` }),
    unit: z.enum(RATE_UNITS, { error: "Unit must be kg or lb." }),
    divisor: z.number({ error: "Volumetric divisor must be a number." }),
    rounding: z.number({ error: "Rounding step must be a number." }),
    pricing: pricingSchema,
    surcharges: surchargesSchema,
    handling: handlingSchema,
    transit_days: z
      .object({
        min: z
          .number({ error: "Transit days (from) must be a number." })
          .int()
          .min(1, "Transit days must be at least 1.")
          .max(365),
        max: z
          .number({ error: "Transit days (to) must be a number." })
          .int()
          .min(1, "Transit days must be at least 1.")
          .max(365),
      })
      .refine((t) => t.max >= t.min, {
        message: "Transit days: the longest must not be shorter than the shortest.",
        path: ["max"],
      }),
  })
  .superRefine((card, ctx) => {
    const divisors = RATE_DIVISORS[card.unit];
    if (!divisors.includes(card.divisor)) {
      ctx.addIssue({
        code: "custom",
        path: ["divisor"],
        message:
          card.unit === "kg"
            ? "Volumetric divisor must be 5,000 or 6,000 cm³/kg for a card in kg."
            : "Volumetric divisor must be 139 or 166 in³/lb for a card in lb.",
      });
    }
    if (!RATE_ROUNDING_STEPS[card.unit].includes(card.rounding)) {
      ctx.addIssue({
        code: "custom",
        path: ["rounding"],
        message:
          card.unit === "kg"
            ? "Rounding must be up to the next 0.5 kg or 1 kg."
            : "Rounding must be up to the next 1 lb.",
      });
    }
    if (card.pricing.kind === "brackets") {
      const brackets = card.pricing.brackets;
      if (brackets.length === 0) {
        ctx.addIssue({ code: "custom", path: ["pricing", "brackets"], message: "Add at least one weight bracket." });
        return;
      }
      brackets.forEach((b, i) => {
        const last = i === brackets.length - 1;
        if (last && b.up_to != null) {
          ctx.addIssue({
            code: "custom",
            path: ["pricing", "brackets", i, "up_to"],
            message: `The last bracket must be open ("and above"): leave its upper weight empty.`,
          });
        }
        if (!last && b.up_to == null) {
          ctx.addIssue({
            code: "custom",
            path: ["pricing", "brackets", i, "up_to"],
            message: `Bracket ${i + 1}: only the last bracket may be open; enter its upper weight.`,
          });
        }
        const previous = brackets[i - 1]?.up_to;
        if (i > 0 && b.up_to != null && previous != null && b.up_to <= previous) {
          ctx.addIssue({
            code: "custom",
            path: ["pricing", "brackets", i, "up_to"],
            message: `Bracket ${i + 1} overlaps bracket ${i}: brackets go up in order, each above ${previous} ${card.unit}.`,
          });
        }
      });
    }
  });
export type RateCardTerms = z.output<typeof rateCardTermsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Pricing

export interface Parcel {
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  /**
   * Length, width, height: whether the stored millimetres were rounded from the size typed (parcelOf); such a side
   * stands for anything within half a millimetre of it. Left out: every side is exact, as typed in cm.
   */
  rounded_sides?: readonly [boolean, boolean, boolean];
}

export interface PriceOptions {
  fragile?: boolean;
  /** Declared value to insure, in minor units of the card's currency. */
  insured_value_minor?: number;
  /** Packages consolidated into this box (the fee applies from two). */
  consolidated_packages?: number;
  /** Boxes repacked. */
  repack_boxes?: number;
}

export interface WeightFigure {
  /** In the card's unit, rounded to 3 decimals ('4.8', '5.512'). */
  value: string;
  /** Whether `value` is the weight exactly (a pound is not a whole number of grams). */
  exact: boolean;
  unit: RateUnit;
  /** The same weight in grams (volumetric rounded up to the gram, chargeable in lb to the nearest gram). */
  grams: number;
  formula: string;
}

/** What a line of a parcel's price is for: carriage (freight, oversize), a surcharge, the premium or a handling fee. */
export const PRICE_LINE_KINDS = ["freight", "oversize", "fragile", "insurance", "consolidation", "repack"] as const;

export interface PriceLine {
  kind: (typeof PRICE_LINE_KINDS)[number];
  label: string;
  amount_minor: number;
  formula: string;
}

export interface ParcelPrice {
  currency: CurrencyCode;
  unit: RateUnit;
  actual: WeightFigure;
  volumetric: WeightFigure;
  chargeable: WeightFigure;
  /** cm³/kg or in³/lb. */
  divisor: number;
  divisor_text: string;
  rounding: number;
  /** The rate applied per unit of chargeable weight, and the bracket it came from (null for per-unit cards). */
  rate_per_unit_minor: number;
  bracket: { index: number; up_to: number | null } | null;
  freight_minor: number;
  lines: PriceLine[];
  total_minor: number;
  transit_days: { min: number; max: number };
  /** Every step as a person would check it, in order. */
  formula: string[];
}

/** Grams in a pound, as a fraction: 453.59237 = 45359237 / 100000. */
const GRAMS_PER_LB = ratio(45_359_237n, 100_000n);
/** Cubic millimetres in a cubic inch: 25.4³ = 16387.064 = 16387064 / 1000. */
const MM3_PER_IN3 = ratio(16_387_064n, 1_000n);

/** Grams as a weight in the unit. */
function gramsIn(grams: bigint, unit: RateUnit): Ratio {
  return unit === "kg" ? ratio(grams, 1000n) : ratio(grams * GRAMS_PER_LB.den, GRAMS_PER_LB.num);
}
/** A weight in the unit as grams. */
function toGramsRatio(weight: Ratio, unit: RateUnit): Ratio {
  return unit === "kg"
    ? ratio(weight.num * 1000n, weight.den)
    : ratio(weight.num * GRAMS_PER_LB.num, weight.den * GRAMS_PER_LB.den);
}
const wholeGrams = (r: Ratio) => Number(roundHalfUp(r.num, r.den));
const ceilGrams = (r: Ratio) => Number(ceilDiv(r.num, r.den));

/**
 * Prices one parcel (box) with a card. Volumetric = L × W × H ÷ divisor; chargeable = max(actual, volumetric)
 * rounded UP to the card's step; freight = chargeable × the rate of its bracket (or per unit, at least the minimum
 * charge); then the surcharges and handling fees. Amounts that fall between two minor units round half up.
 */
export function priceParcel(card: RateCardTerms, parcel: Parcel, options: PriceOptions = {}): ParcelPrice {
  const { unit, currency } = card;
  const money = (minor: number | bigint) => formatMinor(minor, currency);
  const mm3 = BigInt(parcel.length_mm) * BigInt(parcel.width_mm) * BigInt(parcel.height_mm);
  const divisor = BigInt(card.divisor);

  // Actual weight.
  const actual = gramsIn(BigInt(parcel.weight_grams), unit);
  const actualText = decimalText(actual);
  const actualFormula =
    unit === "kg"
      ? `${groupThousands(String(parcel.weight_grams))} g = ${shown(actual)} kg`
      : `${groupThousands(String(parcel.weight_grams))} g ÷ 453.59237 g/lb = ${shown(actual)} lb`;

  // Volumetric weight: cm³ ÷ (cm³/kg) or in³ ÷ (in³/lb).
  const volumetric =
    unit === "kg"
      ? ratio(mm3, 1000n * divisor) // mm³ / 1000 = cm³
      : ratio(mm3 * MM3_PER_IN3.den, MM3_PER_IN3.num * divisor);
  const sides = [parcel.length_mm, parcel.width_mm, parcel.height_mm];
  const sideText =
    unit === "kg"
      ? sides.map((mm) => shown(ratio(BigInt(mm), 10n), 1)).join(" × ")
      : sides.map((mm) => shown(ratio(BigInt(mm) * 10n, 254n), 2)).join(" × ");
  const divisorText = unit === "kg" ? `${groupThousands(String(card.divisor))} cm³/kg` : `${card.divisor} in³/lb`;
  const volumetricText = decimalText(volumetric);
  const volumetricFormula = `${sideText} ${unit === "kg" ? "cm" : "in"} ÷ ${groupThousands(String(card.divisor))} = ${shown(volumetric)} ${unit}`;

  // A stored gram stands for anything within half a gram of it, and a rounded side's millimetre for anything within
  // half a millimetre: the step is decided from the least they may stand for (decision 0124), so 10 lb typed (stored
  // as 4,536 g = 10.0002 lb) is charged as 10 lb, and 4 × 12 × 31 in (stored as 102 × 305 × 787 mm, ≈ 9.0004 lb at
  // 166 in³/lb against 8.964 lb typed) as 9 lb, not rounded up to the next step.
  const actualLeast = gramsIn(BigInt(parcel.weight_grams) * 2n - 1n, unit);
  actualLeast.den *= 2n;
  const halfMm = (mm: number, i: number) => BigInt(parcel.rounded_sides?.[i] ? Math.max(2 * mm - 1, 0) : 2 * mm);
  const leastMm3 = sides.reduce((product, mm, i) => product * halfMm(mm, i), 1n);
  const volumetricLeast =
    unit === "kg"
      ? ratio(leastMm3, 8n * 1000n * divisor)
      : ratio(leastMm3 * MM3_PER_IN3.den, 8n * MM3_PER_IN3.num * divisor);

  // Chargeable: the greater, rounded up to the step (a step is 1 or 1/2 of the unit).
  const actualWins = compare(actualLeast, volumetricLeast) >= 0;
  const greater = actualWins ? actualLeast : volumetricLeast;
  const step = decimalRatio(card.rounding);
  const steps = ceilDiv(greater.num * step.den, greater.den * step.num);
  const chargeable = ratio(steps * step.num, step.den);
  const chargeableText = decimalText(chargeable);
  const shownGreater = actualWins ? actual : volumetric;
  const against = compare(chargeable, shownGreater);
  const roundedNote =
    against === 0
      ? `already a multiple of ${shown(step)} ${unit}`
      : against > 0
        ? `rounded up to ${shown(chargeable)} ${unit}`
        : `${shown(chargeable)} ${unit}, within the rounding of the measures`;
  const chargeableFormula = `max(${shown(actual)}, ${shown(volumetric)}) = ${shown(shownGreater)} ${unit} → ${roundedNote}`;

  // Freight.
  let rate: number;
  let bracket: ParcelPrice["bracket"] = null;
  let freight: bigint;
  let freightFormula: string;
  if (card.pricing.kind === "brackets") {
    const brackets = card.pricing.brackets;
    let index = brackets.findIndex((b) => b.up_to == null || compare(chargeable, decimalRatio(b.up_to)) <= 0);
    if (index < 0) index = brackets.length - 1;
    const chosen = brackets[index]!;
    rate = chosen.per_unit_minor;
    bracket = { index, up_to: chosen.up_to };
    freight = roundHalfUp(chargeable.num * BigInt(rate), chargeable.den);
    const lower = index > 0 ? brackets[index - 1]!.up_to : null;
    // An only bracket (open, nothing below it) is one rate for every weight: there is no range to name.
    const range =
      chosen.up_to == null
        ? lower == null
          ? "one rate for every weight"
          : `bracket over ${lower} ${unit}`
        : lower == null
          ? `bracket up to ${chosen.up_to} ${unit}`
          : `bracket over ${lower} up to ${chosen.up_to} ${unit}`;
    freightFormula = `${shown(chargeable)} ${unit} × ${money(rate)} = ${money(freight)} (${range})`;
  } else {
    rate = card.pricing.per_unit_minor;
    const byWeight = roundHalfUp(chargeable.num * BigInt(rate), chargeable.den);
    const minimum = BigInt(card.pricing.minimum_minor);
    freight = byWeight < minimum ? minimum : byWeight;
    freightFormula =
      byWeight < minimum
        ? `${shown(chargeable)} ${unit} × ${money(rate)} = ${money(byWeight)}, below the minimum charge → ${money(minimum)}`
        : `${shown(chargeable)} ${unit} × ${money(rate)} = ${money(freight)}`;
  }

  const lines: PriceLine[] = [
    { kind: "freight", label: "Freight", amount_minor: Number(freight), formula: freightFormula },
  ];

  // Surcharges.
  const { oversize, fragile_fee_minor, insurance_bp } = card.surcharges;
  if (oversize) {
    const longest = Math.max(...sides);
    const lengthUnit = unit === "kg" ? "cm" : "in";
    const sideLimitMm =
      oversize.longest_side_over == null
        ? null
        : (() => {
            const r = decimalRatio(oversize.longest_side_over);
            return unit === "kg" ? ratio(r.num * 10n, r.den) : ratio(r.num * 254n, r.den * 10n);
          })();
    const weightLimit = oversize.weight_over == null ? null : decimalRatio(oversize.weight_over);
    const bySide = sideLimitMm != null && compare(ratio(BigInt(longest)), sideLimitMm) > 0;
    const byWeight = weightLimit != null && compare(actualLeast, weightLimit) > 0;
    if (bySide || byWeight) {
      const longestShown =
        unit === "kg" ? shown(ratio(BigInt(longest), 10n), 1) : shown(ratio(BigInt(longest) * 10n, 254n), 2);
      const reason = bySide
        ? `longest side ${longestShown} ${lengthUnit} > ${oversize.longest_side_over} ${lengthUnit}`
        : `actual weight ${shown(actual)} ${unit} > ${oversize.weight_over} ${unit}`;
      lines.push({
        kind: "oversize",
        label: "Oversize surcharge",
        amount_minor: oversize.fee_minor,
        formula: `${reason} → ${money(oversize.fee_minor)}`,
      });
    }
  }
  if (options.fragile && fragile_fee_minor != null) {
    lines.push({
      kind: "fragile",
      label: "Fragile handling",
      amount_minor: fragile_fee_minor,
      formula: `Fragile handling: ${money(fragile_fee_minor)}`,
    });
  }
  const insured = options.insured_value_minor ?? 0;
  if (insured > 0 && insurance_bp != null) {
    const premium = roundHalfUp(BigInt(insured) * BigInt(insurance_bp), 10_000n);
    lines.push({
      kind: "insurance",
      label: "Insurance",
      amount_minor: Number(premium),
      formula: `${money(insured)} declared × ${shown(ratio(BigInt(insurance_bp), 100n), 2)} % = ${money(premium)}`,
    });
  }

  // Handling.
  const consolidated = options.consolidated_packages ?? 0;
  if (consolidated >= 2 && card.handling.consolidation_fee_minor > 0) {
    const fee = BigInt(consolidated) * BigInt(card.handling.consolidation_fee_minor);
    lines.push({
      kind: "consolidation",
      label: "Consolidation",
      amount_minor: Number(fee),
      formula: `${consolidated} packages × ${money(card.handling.consolidation_fee_minor)} = ${money(fee)}`,
    });
  }
  const boxes = options.repack_boxes ?? 0;
  if (boxes > 0 && card.handling.repack_fee_per_box_minor > 0) {
    const fee = BigInt(boxes) * BigInt(card.handling.repack_fee_per_box_minor);
    lines.push({
      kind: "repack",
      label: "Repacking",
      amount_minor: Number(fee),
      formula: `${boxes} ${boxes === 1 ? "box" : "boxes"} × ${money(card.handling.repack_fee_per_box_minor)} = ${money(fee)}`,
    });
  }

  const total = lines.reduce((sum, line) => sum + BigInt(line.amount_minor), 0n);
  const lineFormulas =
    lines.length > 1 ? [`Total: ${lines.map((l) => money(l.amount_minor)).join(" + ")} = ${money(total)}`] : [];

  return {
    currency,
    unit,
    actual: {
      value: actualText.text.replace(/,/g, ""),
      exact: actualText.exact,
      unit,
      grams: parcel.weight_grams,
      formula: actualFormula,
    },
    volumetric: {
      value: volumetricText.text.replace(/,/g, ""),
      exact: volumetricText.exact,
      unit,
      grams: ceilGrams(toGramsRatio(volumetric, unit)),
      formula: volumetricFormula,
    },
    chargeable: {
      value: chargeableText.text.replace(/,/g, ""),
      exact: chargeableText.exact,
      unit,
      grams: wholeGrams(toGramsRatio(chargeable, unit)),
      formula: chargeableFormula,
    },
    divisor: card.divisor,
    divisor_text: divisorText,
    rounding: card.rounding,
    rate_per_unit_minor: rate,
    bracket,
    freight_minor: Number(freight),
    lines,
    total_minor: Number(total),
    transit_days: card.transit_days,
    formula: [volumetricFormula, chargeableFormula, ...lines.map((l) => l.formula), ...lineFormulas],
  };
}

/** '5–7 days'. */
export function transitText(days: { min: number; max: number }): string {
  return days.min === days.max ? `${days.min} ${days.min === 1 ? "day" : "days"}` : `${days.min}–${days.max} days`;
}
