import { describe, expect, it } from "vitest";
import {
  minorToDecimalText,
  type PriceOptions,
  priceParcel,
  type RateCardTerms,
  rateCardTermsSchema,
} from "./rates.js";
import { toGrams, toMillimetres } from "../core/units.js";
import { parcelOf } from "../packages/packages.js";

/** A NGN card in kg by weight brackets, 5,000 cm³/kg, rounded up to 1 kg, with every surcharge and fee. */
const lagosBrackets: RateCardTerms = rateCardTermsSchema.parse({
  origin: "Trail Richmond",
  destination: "Lagos",
  service: "air_express",
  currency: "NGN",
  unit: "kg",
  divisor: 5000,
  rounding: 1,
  pricing: {
    kind: "brackets",
    brackets: [
      { up_to: 5, per_unit_minor: 450_000 },
      { up_to: 20, per_unit_minor: 400_000 },
      { up_to: null, per_unit_minor: 350_000 },
    ],
  },
  surcharges: {
    oversize: { longest_side_over: 100, weight_over: 30, fee_minor: 1_000_000 },
    fragile_fee_minor: 250_000,
    insurance_bp: 150,
  },
  handling: { consolidation_fee_minor: 50_000, repack_fee_per_box_minor: 100_000 },
  transit_days: { min: 5, max: 7 },
});

/** A USD card in kg per unit with a minimum charge, 6,000 cm³/kg, rounded up to 0.5 kg. */
const usdPerKg: RateCardTerms = rateCardTermsSchema.parse({
  origin: "Trail Richmond",
  destination: "Lagos",
  service: "air_economy",
  currency: "USD",
  unit: "kg",
  divisor: 6000,
  rounding: 0.5,
  pricing: { kind: "per_unit", per_unit_minor: 1150, minimum_minor: 2500 },
  surcharges: { oversize: null, fragile_fee_minor: null, insurance_bp: null },
  handling: { consolidation_fee_minor: 0, repack_fee_per_box_minor: 0 },
  transit_days: { min: 10, max: 14 },
});

/** A GBP card in lb per unit, 166 in³/lb, rounded up to 1 lb. */
const gbpPerLb: RateCardTerms = rateCardTermsSchema.parse({
  ...usdPerKg,
  origin: "Brixton",
  currency: "GBP",
  unit: "lb",
  divisor: 166,
  rounding: 1,
  pricing: { kind: "per_unit", per_unit_minor: 399, minimum_minor: 1000 },
});

const cm = (l: number, w: number, h: number, kg: number) => ({
  weight_grams: toGrams(kg, "kg")!,
  length_mm: toMillimetres(l, "cm")!,
  width_mm: toMillimetres(w, "cm")!,
  height_mm: toMillimetres(h, "cm")!,
});
const inches = (l: number, w: number, h: number, lb: number) => ({
  weight_grams: toGrams(lb, "lb")!,
  length_mm: toMillimetres(l, "in")!,
  width_mm: toMillimetres(w, "in")!,
  height_mm: toMillimetres(h, "in")!,
});

/** A size typed in inches, priced as the quote and packing price it. */
const typedInches = (l: number, w: number, h: number, lb: number) =>
  parcelOf({
    weight: String(lb),
    weight_unit: "lb",
    length: String(l),
    width: String(w),
    height: String(h),
    length_unit: "in",
  });

interface Case {
  name: string;
  card: RateCardTerms;
  parcel: ReturnType<typeof cm>;
  options?: PriceOptions;
  volumetric: string;
  chargeable: string;
  freight: number;
  total: number;
  lines?: Record<string, number>;
}

const cases: Case[] = [
  // Brackets, 5,000 cm³/kg, rounded up to 1 kg.
  {
    name: "volumetric wins, first bracket",
    card: lagosBrackets,
    parcel: cm(40, 30, 20, 2.5),
    volumetric: "4.8",
    chargeable: "5",
    freight: 2_250_000,
    total: 2_250_000,
  },
  {
    name: "actual wins, second bracket",
    card: lagosBrackets,
    parcel: cm(30, 20, 15, 6.2),
    volumetric: "1.8",
    chargeable: "7",
    freight: 2_800_000,
    total: 2_800_000,
  },
  {
    name: "a bracket's upper weight belongs to it",
    card: lagosBrackets,
    parcel: cm(10, 10, 10, 20),
    volumetric: "0.2",
    chargeable: "20",
    freight: 8_000_000,
    total: 8_000_000,
  },
  {
    name: "one gram over rounds up into the open bracket",
    card: lagosBrackets,
    parcel: cm(10, 10, 10, 25.001),
    volumetric: "0.2",
    chargeable: "26",
    freight: 9_100_000,
    total: 9_100_000,
  },
  // Oversize.
  {
    name: "oversize by the longest side",
    card: lagosBrackets,
    parcel: cm(120, 30, 20, 5),
    volumetric: "14.4",
    chargeable: "15",
    freight: 6_000_000,
    total: 7_000_000,
    lines: { oversize: 1_000_000 },
  },
  {
    name: "oversize by weight",
    card: lagosBrackets,
    parcel: cm(10, 10, 10, 30.5),
    volumetric: "0.2",
    chargeable: "31",
    freight: 10_850_000,
    total: 11_850_000,
    lines: { oversize: 1_000_000 },
  },
  {
    name: "exactly at the oversize weight is not over it",
    card: lagosBrackets,
    parcel: cm(10, 10, 10, 30),
    volumetric: "0.2",
    chargeable: "30",
    freight: 10_500_000,
    total: 10_500_000,
  },
  // Fragile, insurance (basis points, half up to the kobo), consolidation, repack.
  {
    name: "every fee and surcharge",
    card: lagosBrackets,
    parcel: cm(40, 30, 20, 2.5),
    options: { fragile: true, insured_value_minor: 1_234_500, consolidated_packages: 3, repack_boxes: 2 },
    volumetric: "4.8",
    chargeable: "5",
    freight: 2_250_000,
    // 1,234,500 × 150 / 10,000 = 18,517.5 kobo → 18,518.
    lines: { fragile: 250_000, insurance: 18_518, consolidation: 150_000, repack: 200_000 },
    total: 2_250_000 + 250_000 + 18_518 + 150_000 + 200_000,
  },
  {
    name: "one package is no consolidation; fragile off",
    card: lagosBrackets,
    parcel: cm(40, 30, 20, 2.5),
    options: { consolidated_packages: 1, fragile: false },
    volumetric: "4.8",
    chargeable: "5",
    freight: 2_250_000,
    total: 2_250_000,
  },
  // 1,234,499 × 150 / 10,000 = 18,517.485 kobo → 18,517.
  {
    name: "insurance below half a kobo rounds down",
    card: lagosBrackets,
    parcel: cm(40, 30, 20, 2.5),
    options: { insured_value_minor: 1_234_499 },
    volumetric: "4.8",
    chargeable: "5",
    freight: 2_250_000,
    lines: { insurance: 18_517 },
    total: 2_268_517,
  },
  // Per kg with a minimum, 6,000 cm³/kg, rounded up to 0.5 kg.
  {
    name: "minimum charge",
    card: usdPerKg,
    parcel: cm(30, 20, 10, 1.2),
    volumetric: "1",
    chargeable: "1.5",
    freight: 2500,
    total: 2500,
  },
  {
    name: "volumetric on a 0.5 step",
    card: usdPerKg,
    parcel: cm(50, 40, 30, 3.1),
    volumetric: "10",
    chargeable: "10",
    freight: 11_500,
    total: 11_500,
  },
  {
    name: "0.5 kg rounding with 5,000 cm³/kg",
    card: { ...usdPerKg, divisor: 5000 },
    parcel: cm(45, 35, 30, 3),
    volumetric: "9.45",
    chargeable: "9.5",
    freight: 10_925,
    total: 10_925,
  },
  {
    name: "half a cent rounds up",
    card: { ...usdPerKg, pricing: { kind: "per_unit", per_unit_minor: 1155, minimum_minor: 0 } },
    parcel: cm(10, 10, 10, 2.3),
    volumetric: "0.167",
    chargeable: "2.5",
    freight: 2888,
    total: 2888,
  },
  // Per lb, 166 and 139 in³/lb, rounded up to 1 lb (16 × 12 × 10 in is stored as 406 × 305 × 254 mm).
  {
    name: "lb, 166 in³/lb",
    card: gbpPerLb,
    parcel: inches(16, 12, 10, 5),
    volumetric: "11.562",
    chargeable: "12",
    freight: 4788,
    total: 4788,
  },
  {
    name: "lb, 139 in³/lb",
    card: { ...gbpPerLb, divisor: 139 },
    parcel: inches(16, 12, 10, 5),
    volumetric: "13.808",
    chargeable: "14",
    freight: 5586,
    total: 5586,
  },
  {
    name: "10 lb typed (4,536 g) is charged 10 lb",
    card: gbpPerLb,
    parcel: inches(10, 10, 10, 10),
    volumetric: "6.024",
    chargeable: "10",
    freight: 3990,
    total: 3990,
  },
  {
    name: "lb minimum charge",
    card: gbpPerLb,
    parcel: { weight_grams: 227, length_mm: 100, width_mm: 100, height_mm: 50 },
    volumetric: "0.184",
    chargeable: "1",
    freight: 1000,
    total: 1000,
  },
];

describe("priceParcel", () => {
  it.each(cases)("$name", (c) => {
    const price = priceParcel(c.card, c.parcel, c.options);
    expect(price.volumetric.value).toBe(c.volumetric);
    expect(price.chargeable.value).toBe(c.chargeable);
    expect(price.freight_minor).toBe(c.freight);
    expect(price.total_minor).toBe(c.total);
    const byKind = Object.fromEntries(
      price.lines.filter((l) => l.kind !== "freight").map((l) => [l.kind, l.amount_minor]),
    );
    expect(byKind).toEqual(c.lines ?? {});
    expect(price.lines.reduce((s, l) => s + l.amount_minor, 0)).toBe(c.total);
  });

  it("shows each step as a person would check it", () => {
    const price = priceParcel(lagosBrackets, cm(40, 30, 20, 2.5));
    expect(price.actual).toMatchObject({ value: "2.5", grams: 2500, unit: "kg", exact: true });
    expect(price.volumetric).toMatchObject({ grams: 4800, formula: "40 × 30 × 20 cm ÷ 5,000 = 4.8 kg" });
    expect(price.chargeable).toMatchObject({ grams: 5000, formula: "max(2.5, 4.8) = 4.8 kg → rounded up to 5 kg" });
    expect(price.lines[0]!.formula).toBe("5 kg × ₦4,500.00 = ₦22,500.00 (bracket up to 5 kg)");
    expect(price.divisor_text).toBe("5,000 cm³/kg");
    expect(price.rate_per_unit_minor).toBe(450_000);
    expect(price.bracket).toEqual({ index: 0, up_to: 5 });
    expect(price.transit_days).toEqual({ min: 5, max: 7 });
    expect(price.formula.slice(0, 3)).toEqual([
      "40 × 30 × 20 cm ÷ 5,000 = 4.8 kg",
      "max(2.5, 4.8) = 4.8 kg → rounded up to 5 kg",
      "5 kg × ₦4,500.00 = ₦22,500.00 (bracket up to 5 kg)",
    ]);
  });

  it("writes the minimum charge, the fees and the total into the formula", () => {
    expect(priceParcel(usdPerKg, cm(30, 20, 10, 1.2)).lines[0]!.formula).toBe(
      "1.5 kg × $11.50 = $17.25, below the minimum charge → $25.00",
    );
    const price = priceParcel(lagosBrackets, cm(120, 30, 20, 5), {
      fragile: true,
      insured_value_minor: 1_234_500,
      consolidated_packages: 3,
      repack_boxes: 1,
    });
    expect(price.lines.map((l) => l.formula)).toEqual([
      "15 kg × ₦4,000.00 = ₦60,000.00 (bracket over 5 up to 20 kg)",
      "longest side 120 cm > 100 cm → ₦10,000.00",
      "Fragile handling: ₦2,500.00",
      "₦12,345.00 declared × 1.5 % = ₦185.18",
      "3 packages × ₦500.00 = ₦1,500.00",
      "1 box × ₦1,000.00 = ₦1,000.00",
    ]);
    expect(price.formula.at(-1)).toBe(
      "Total: ₦60,000.00 + ₦10,000.00 + ₦2,500.00 + ₦185.18 + ₦1,500.00 + ₦1,000.00 = ₦75,185.18",
    );
    expect(price.total_minor).toBe(7_518_518);
  });

  it("names no range for a card's only bracket (open, nothing below it)", () => {
    const onlyBracket: RateCardTerms = {
      ...lagosBrackets,
      pricing: { kind: "brackets", brackets: [{ up_to: null, per_unit_minor: 100_000 }] },
    };
    expect(priceParcel(onlyBracket, cm(40, 30, 20, 2.5)).lines[0]!.formula).toBe(
      "5 kg × ₦1,000.00 = ₦5,000.00 (one rate for every weight)",
    );
    expect(priceParcel(lagosBrackets, cm(100, 50, 50, 30)).lines[0]!.formula).toBe(
      "50 kg × ₦3,500.00 = ₦175,000.00 (bracket over 20 kg)",
    );
  });

  it("gives lb cards their inches and pounds, saying when a figure is rounded", () => {
    const price = priceParcel(gbpPerLb, inches(10, 10, 10, 10));
    expect(price.volumetric.formula).toBe("10 × 10 × 10 in ÷ 166 = ≈ 6.024 lb");
    expect(price.actual).toMatchObject({ value: "10", exact: false, grams: 4536 });
    expect(price.chargeable).toMatchObject({ value: "10", grams: 4536 });
    expect(price.chargeable.formula).toBe("max(≈ 10, ≈ 6.024) = ≈ 10 lb → 10 lb, within the rounding of the measures");
    expect(price.divisor_text).toBe("166 in³/lb");
  });

  it("prices sizes typed in inches by the inches, not by the millimetres they are stored as (decision 0124)", () => {
    const usdPerLb: RateCardTerms = {
      ...gbpPerLb,
      currency: "USD",
      pricing: { kind: "per_unit", per_unit_minor: 550, minimum_minor: 0 },
    };
    // 4 × 12 × 31 in = 1,488 in³ ÷ 166 = 8.964 lb → 9 lb; stored as 102 × 305 × 787 mm it is ≈ 9.0004 lb.
    const box = priceParcel(usdPerLb, typedInches(4, 12, 31, 1));
    expect(box.chargeable.value).toBe("9");
    expect(box.freight_minor).toBe(4950);
    expect(box.chargeable.formula).toBe("max(≈ 1.001, ≈ 9) = ≈ 9 lb → 9 lb, within the rounding of the measures");
    // 20 × 20 × 34.75 in ÷ 139 = exactly 100 lb.
    expect(priceParcel({ ...usdPerLb, divisor: 139 }, typedInches(20, 20, 34.75, 1)).chargeable.value).toBe("100");
    // Typed in cm, a millimetre is exact: 50 × 40 × 30 cm ÷ 166 = ≈ 22.057 lb is 23 lb.
    expect(priceParcel(usdPerLb, cm(50, 40, 30, 1)).chargeable.value).toBe("23");
  });

  it("never charges a half-inch size a step above its volume in inches", () => {
    const halves = Array.from({ length: 19 }, (_, i) => 1 + i / 2); // 1 to 10 in
    const tooHigh: string[] = [];
    for (const divisor of [139, 166]) {
      const card = { ...gbpPerLb, divisor };
      for (const [i, l] of halves.entries())
        for (const [j, w] of halves.entries())
          for (const h of halves.slice(Math.max(i, j))) {
            if (j < i) continue;
            // Eighths of a cubic inch: the volume in inches is exact; its step is its ceiling in lb.
            const exact = Math.ceil((l * 8 * w * h) / (8 * divisor));
            const charged = Number(
              priceParcel(card, { ...typedInches(l, w, h, 0.001), weight_grams: 1 }).chargeable.value,
            );
            if (charged > Math.max(exact, 1)) tooHigh.push(`${l} × ${w} × ${h} in ÷ ${divisor}: ${charged} lb`);
          }
    }
    expect(tooHigh).toEqual([]);
  });

  it("prices the same parcel the same way every time (pure)", () => {
    const parcel = cm(45, 35, 30, 3);
    expect(priceParcel(lagosBrackets, parcel)).toEqual(priceParcel(lagosBrackets, parcel));
  });
});

describe("rateCardTermsSchema", () => {
  const good = {
    ...lagosBrackets,
    pricing: { kind: "brackets", brackets: [...(lagosBrackets.pricing as { brackets: unknown[] }).brackets] },
  };
  const issues = (value: unknown) => {
    const result = rateCardTermsSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  };
  const withBrackets = (brackets: unknown[]) => ({ ...good, pricing: { kind: "brackets", brackets } });

  it("accepts a valid card", () => {
    expect(issues(good)).toEqual([]);
    expect(issues(usdPerKg)).toEqual([]);
    expect(issues(gbpPerLb)).toEqual([]);
  });

  it("rejects overlapping and unordered brackets", () => {
    expect(
      issues(
        withBrackets([
          { up_to: 5, per_unit_minor: 1 },
          { up_to: 5, per_unit_minor: 1 },
          { up_to: null, per_unit_minor: 1 },
        ]),
      ),
    ).toEqual([
      {
        path: "pricing.brackets.1.up_to",
        message: "Bracket 2 overlaps bracket 1: brackets go up in order, each above 5 kg.",
      },
    ]);
    expect(
      issues(
        withBrackets([
          { up_to: 10, per_unit_minor: 1 },
          { up_to: 5, per_unit_minor: 1 },
          { up_to: null, per_unit_minor: 1 },
        ]),
      )[0]?.path,
    ).toBe("pricing.brackets.1.up_to");
  });

  it("wants an open last bracket and no open bracket before it", () => {
    expect(issues(withBrackets([{ up_to: 5, per_unit_minor: 1 }]))).toEqual([
      {
        path: "pricing.brackets.0.up_to",
        message: 'The last bracket must be open ("and above"): leave its upper weight empty.',
      },
    ]);
    expect(
      issues(
        withBrackets([
          { up_to: null, per_unit_minor: 1 },
          { up_to: null, per_unit_minor: 1 },
        ]),
      )[0],
    ).toEqual({
      path: "pricing.brackets.0.up_to",
      message: "Bracket 1: only the last bracket may be open; enter its upper weight.",
    });
    expect(issues(withBrackets([]))).toEqual([
      { path: "pricing.brackets", message: "Add at least one weight bracket." },
    ]);
  });

  it("accepts only the divisors of the card's unit", () => {
    expect(issues({ ...good, divisor: 139 })).toEqual([
      { path: "divisor", message: "Volumetric divisor must be 5,000 or 6,000 cm³/kg for a card in kg." },
    ]);
    expect(issues({ ...gbpPerLb, divisor: 5000 })).toEqual([
      { path: "divisor", message: "Volumetric divisor must be 139 or 166 in³/lb for a card in lb." },
    ]);
    expect(issues({ ...good, divisor: 4000 })[0]?.path).toBe("divisor");
  });

  it("accepts only 0.5 kg, 1 kg or 1 lb rounding", () => {
    expect(issues({ ...good, rounding: 0.25 })).toEqual([
      { path: "rounding", message: "Rounding must be up to the next 0.5 kg or 1 kg." },
    ]);
    expect(issues({ ...gbpPerLb, rounding: 0.5 })).toEqual([
      { path: "rounding", message: "Rounding must be up to the next 1 lb." },
    ]);
  });

  it("names the field of bad money, percentages and thresholds", () => {
    expect(issues({ ...usdPerKg, pricing: { kind: "per_unit", per_unit_minor: 11.5, minimum_minor: 0 } })).toEqual([
      { path: "pricing.per_unit_minor", message: "Rate per unit must be a whole number of minor units (cents, kobo)." },
    ]);
    expect(issues({ ...usdPerKg, pricing: { kind: "per_unit", per_unit_minor: 100, minimum_minor: -1 } })).toEqual([
      { path: "pricing.minimum_minor", message: "Minimum charge must not be negative." },
    ]);
    expect(issues({ ...good, surcharges: { ...good.surcharges, insurance_bp: 20_000 } })).toEqual([
      { path: "surcharges.insurance_bp", message: "Insurance must be at most 10,000 basis points (100 %)." },
    ]);
    expect(
      issues({
        ...good,
        surcharges: { ...good.surcharges, oversize: { longest_side_over: null, weight_over: null, fee_minor: 5 } },
      }),
    ).toEqual([
      { path: "surcharges.oversize", message: "Oversize needs a longest side or a weight above which it applies." },
    ]);
    expect(issues({ ...good, service: "rail" })[0]).toEqual({
      path: "service",
      message: "Service must be air express, air economy or sea.",
    });
    expect(issues({ ...good, transit_days: { min: 9, max: 3 } })[0]?.path).toBe("transit_days.max");
  });
});

describe("minorToDecimalText", () => {
  it("writes minor units as decimal text, keeping the sign of amounts under one unit", () => {
    expect(minorToDecimalText(450000)).toBe("4500.00");
    expect(minorToDecimalText(5)).toBe("0.05");
    expect(minorToDecimalText(0)).toBe("0.00");
    expect(minorToDecimalText(-50)).toBe("-0.50");
    expect(minorToDecimalText(-1)).toBe("-0.01");
    expect(minorToDecimalText(-12345)).toBe("-123.45");
  });
});
