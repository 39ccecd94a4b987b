import { describe, expect, it } from "vitest";
import {
  formatDimensions,
  formatWeight,
  gramsToLb,
  isWholeMillimetres,
  toGrams,
  toMillimetres,
  volumetricGrams,
} from "./units.js";

describe("unit conversions", () => {
  it("turns kilograms into exact grams, from text and from numbers", () => {
    expect(toGrams("0.1", "kg")).toBe(100);
    expect(toGrams(0.1, "kg")).toBe(100);
    expect(toGrams("1.2345", "kg")).toBe(1235);
    expect(toGrams("12", "kg")).toBe(12000);
    expect(toGrams(".25", "kg")).toBe(250);
    expect(toGrams("2.0005", "kg")).toBe(2001);
  });

  it("turns pounds into grams with the exact pound (453.59237 g)", () => {
    expect(toGrams("1", "lb")).toBe(454);
    expect(toGrams("10", "lb")).toBe(4536);
    expect(toGrams("2.2046", "lb")).toBe(1000);
    expect(toGrams("100", "lb")).toBe(45359);
    expect(toGrams(0.5, "lb")).toBe(227);
  });

  it("turns centimetres and inches into exact millimetres", () => {
    expect(toMillimetres("30", "cm")).toBe(300);
    expect(toMillimetres("30.25", "cm")).toBe(303);
    expect(toMillimetres("1", "in")).toBe(25);
    expect(toMillimetres("10", "in")).toBe(254);
    expect(toMillimetres("12.5", "in")).toBe(318);
    expect(toMillimetres(0.1, "cm")).toBe(1);
  });

  it("says whether a typed length is a whole number of millimetres (decision 0124)", () => {
    expect(["30", "45.5", "0.1", 12].map((v) => isWholeMillimetres(v, "cm"))).toEqual([true, true, true, true]);
    expect(isWholeMillimetres("45.25", "cm")).toBe(false);
    expect(["10", "5", "0.5"].map((v) => isWholeMillimetres(v, "in"))).toEqual([true, true, false]);
    expect(["31", "4", "34.75"].map((v) => isWholeMillimetres(v, "in"))).toEqual([false, false, false]);
  });

  it("refuses what is not a plain non-negative number", () => {
    for (const bad of ["", "-1", "1e3", "abc", "1,5", "."]) expect(toGrams(bad, "kg")).toBeUndefined();
    expect(toGrams(-2, "kg")).toBeUndefined();
    expect(toGrams(Number.NaN, "lb")).toBeUndefined();
    expect(toMillimetres("1.2.3", "cm")).toBeUndefined();
  });

  it("shows weights and sizes in both systems", () => {
    expect(formatWeight(2500)).toBe("2.50 kg (5.51 lb)");
    expect(gramsToLb(453.59237)).toBeCloseTo(1, 12);
    expect(formatDimensions({ length_mm: 400, width_mm: 300, height_mm: 205 })).toBe(
      "40 × 30 × 20.5 cm (15.7 × 11.8 × 8.1 in)",
    );
    expect(formatWeight(null)).toBe("—");
  });

  it("computes volumetric weight from millimetres, rounded up to the gram", () => {
    // 40 × 30 × 20 cm = 24,000 cm³ / 5,000 = 4.8 kg
    expect(volumetricGrams({ length_mm: 400, width_mm: 300, height_mm: 200 })).toBe(4800);
    expect(volumetricGrams({ length_mm: 400, width_mm: 300, height_mm: 200 }, 6000)).toBe(4000);
    expect(volumetricGrams({ length_mm: 101, width_mm: 101, height_mm: 101 })).toBe(207);
  });
});

import { measuresOf, packageMeasuresInputSchema, storageClock } from "../packages/packages.js";

describe("package measures", () => {
  it("stores what was typed in grams and millimetres", () => {
    const parsed = packageMeasuresInputSchema.parse({
      weight: "5.5",
      weight_unit: "lb",
      length: "12",
      width: "10.5",
      height: "4",
      length_unit: "in",
    });
    expect(measuresOf(parsed)).toEqual({ weight_grams: 2495, length_mm: 305, width_mm: 267, height_mm: 102 });
  });

  it("names the field of every bad measure", () => {
    const result = packageMeasuresInputSchema.safeParse({
      weight: "0",
      weight_unit: "kg",
      length: "-3",
      width: "400",
      height: "",
      length_unit: "cm",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      weight: "Weight must be more than 0.",
      length: "Length must be a number.",
      width: "Width must be at most 300 cm (118 in).",
      height: "Enter the height.",
    });
  });
});

describe("storage clock", () => {
  const terms = { free_storage_days: 30, storage_fee_per_day: 50 };
  const received = new Date("2026-11-01T10:00:00Z");
  it("counts free days down, then fees per started day", () => {
    expect(storageClock(received, new Date("2026-11-01T10:00:00Z"), terms)).toMatchObject({
      freeDaysLeft: 30,
      feesMinor: 0,
    });
    expect(storageClock(received, new Date("2026-11-24T09:00:00Z"), terms)).toMatchObject({
      freeDaysLeft: 8,
      feesMinor: 0,
    });
    expect(storageClock(received, new Date("2026-12-01T10:00:00Z"), terms)).toMatchObject({
      freeDaysLeft: 0,
      feeDays: 0,
    });
    expect(storageClock(received, new Date("2026-12-03T11:00:00Z"), terms)).toMatchObject({
      feeDays: 3,
      feesMinor: 150,
    });
  });
});
