import { describe, expect, it } from "vitest";
import {
  apportion,
  DEFAULT_LEVIES,
  type DutyLineInput,
  dutiesOf,
  headingFor,
  koboToMinorAtRate,
  percentOf,
  type TariffHeading,
} from "./duty.js";

const heading = (id: number, code: string, rate: string, extra: Partial<TariffHeading> = {}): TariffHeading => ({
  id,
  heading: code,
  description: `Heading ${code}`,
  duty_rate: rate,
  restriction: "none",
  restriction_note: null,
  ...extra,
});

const TARIFF: TariffHeading[] = [
  heading(1, "8517", "5", { description: "Telephones and smartphones" }),
  heading(2, "6203", "20", { description: "Men's trousers and jeans" }),
  heading(3, "4202", "20", { description: "Handbags and cases" }),
  heading(4, "2106", "20", { description: "Food supplements" }),
  heading(5, "6309", "0", {
    description: "Used clothing",
    restriction: "prohibited",
    restriction_note: "Import prohibition list, schedule 3.",
  }),
  heading(6, "3004", "0", {
    description: "Medicaments",
    restriction: "restricted",
    restriction_note: "Needs a NAFDAC permit.",
  }),
  heading(7, "851713", "10", { description: "Smartphones (subheading)" }),
];

const line = (description: string, hs: string | null, qty: number, unit: number | null, currency = "USD") =>
  ({
    description,
    quantity: qty,
    hs_code: hs,
    unit_value_minor: unit,
    currency,
    customs_rate: { USD: "1605.25", GBP: "2040.5", CNY: "221.5", NGN: "1" }[currency] ?? null,
  }) satisfies DutyLineInput;

describe("percentOf: a percent of kobo, half up to the kobo", () => {
  it.each([
    [10, "5", 1], // 0.5 → up
    [9, "5", 0], // 0.45 → down
    [30, "5", 2], // 1.5 → up
    [333, "1.5", 5], // 4.995 → up
    [361, "7.5", 27], // 27.075 → down
    [200, "0.5", 1], // exactly 1
    [199, "0.5", 1], // 0.995 → up
    [99, "0.5", 0], // 0.495 → down
    [123_456_789_012, "7.5", 9_259_259_176], // 9,259,259,175.9 → up, exact beyond floats' comfort
    [0, "20", 0],
  ])("%i kobo × %s %% = %i", (kobo, percent, expected) => {
    expect(percentOf(kobo, percent)).toBe(expected);
  });
  it("refuses what is not an amount or a percent", () => {
    expect(() => percentOf(-1, "5")).toThrow();
    expect(() => percentOf(1.5, "5")).toThrow();
    expect(() => percentOf(1, "1e2")).toThrow();
  });
});

describe("apportion: freight shared by value, adding up exactly", () => {
  it("gives the leftover kobo to the largest remainders", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [3, 7])).toEqual([3, 7]);
    expect(apportion(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(apportion(2_345_678, [144_470_895, 9_626_684, 18_568_550, 273_331])).toEqual([
      1_959_543, 130_572, 251_856, 3_707,
    ]);
    expect(apportion(5, [0, 0])).toEqual([5, 0]);
    expect(apportion(5, [])).toEqual([]);
  });
});

describe("headingFor: the longest heading that prefixes the HS code", () => {
  it("prefers the subheading, falls back to the heading, and finds nothing for an unknown code", () => {
    expect(headingFor("8517130000", TARIFF)?.id).toBe(7);
    expect(headingFor("851762", TARIFF)?.id).toBe(1);
    expect(headingFor("9999", TARIFF)).toBeNull();
  });
});

describe("dutiesOf: a table of declared items, exact to the kobo", () => {
  it("prices four lines at 5 % and 20 % in USD, GBP and CNY, sharing the freight by FOB", () => {
    const result = dutiesOf(
      [
        line("Phone", "851762", 1, 89_999),
        line("Jeans", "620342", 3, 1_999),
        line("Handbag", "420221", 2, 4_550, "GBP"),
        line("Vitamins", "210690", 1, 1_234, "CNY"),
      ],
      TARIFF,
      DEFAULT_LEVIES,
      2_345_678,
    );
    expect(result.problems).toEqual([]);
    const figures = result.lines.map(({ tariff, description, ...l }) => ({ tariff: tariff.id, ...l }));
    expect(figures).toEqual([
      // $899.99 × 1605.25 = 144,470,894.75 kobo → 144,470,895
      expect.objectContaining({ tariff: 1, fob_kobo: 144_470_895, freight_kobo: 1_959_543, insurance_kobo: 2_167_063 }),
      expect.objectContaining({ tariff: 2, fob_kobo: 9_626_684, freight_kobo: 130_572, insurance_kobo: 144_400 }),
      expect.objectContaining({ tariff: 3, fob_kobo: 18_568_550, freight_kobo: 251_856, insurance_kobo: 278_528 }),
      expect.objectContaining({ tariff: 4, fob_kobo: 273_331, freight_kobo: 3_707, insurance_kobo: 4_100 }),
    ]);
    const levies = result.lines.map((l) => [
      l.cif_kobo,
      l.duty_kobo,
      l.surcharge_kobo,
      l.ciss_kobo,
      l.etls_kobo,
      l.vat_kobo,
      l.total_kobo,
    ]);
    expect(levies).toEqual([
      [148_597_501, 7_429_875, 520_091, 1_444_709, 742_988, 11_905_137, 22_042_800],
      [9_901_656, 1_980_331, 138_623, 96_267, 49_508, 912_479, 3_177_208],
      [19_098_934, 3_819_787, 267_385, 185_686, 95_495, 1_760_047, 6_128_400],
      [281_138, 56_228, 3_936, 2_733, 1_406, 25_908, 90_211],
    ]);
    expect(result.total_kobo).toBe(31_438_619);
  });

  it("rounds each levy on its own, half up (a naira line small enough to check by hand)", () => {
    const [priced] = dutiesOf([line("Charger", "851762", 1, 333, "NGN")], TARIFF, DEFAULT_LEVIES, 0).lines;
    // insurance 333 × 1.5 % = 4.995 → 5; CIF 338; duty 338 × 5 % = 16.9 → 17; surcharge 17 × 7 % = 1.19 → 1;
    // CISS 333 × 1 % = 3.33 → 3; ETLS 338 × 0.5 % = 1.69 → 2; VAT (338 + 17 + 1 + 3 + 2) × 7.5 % = 27.075 → 27.
    expect(priced).toMatchObject({
      fob_kobo: 333,
      insurance_kobo: 5,
      cif_kobo: 338,
      duty_kobo: 17,
      surcharge_kobo: 1,
      ciss_kobo: 3,
      etls_kobo: 2,
      vat_kobo: 27,
      total_kobo: 50,
    });
  });

  it("uses other levy rates and bases when the settings say so", () => {
    const levies = { ...DEFAULT_LEVIES, ciss_base: "cif" as const, etls_base: "fob" as const, vat_percent: "10" };
    const [priced] = dutiesOf([line("Charger", "851762", 1, 10_000, "NGN")], TARIFF, levies, 1_000).lines;
    // FOB 10,000; insurance 150; CIF 11,150; duty 558 (557.5 up); surcharge 39 (39.06); CISS 112 (111.5 up of CIF);
    // ETLS 50 (of FOB); VAT (11,150 + 558 + 39 + 112 + 50) × 10 % = 1,190.9 → 1,191.
    expect(priced).toMatchObject({
      duty_kobo: 558,
      surcharge_kobo: 39,
      ciss_kobo: 112,
      etls_kobo: 50,
      vat_kobo: 1_191,
    });
  });

  it("refuses a prohibited item, a line without HS code, value, heading or rate, naming each line", () => {
    const result = dutiesOf(
      [
        line("Phone", "851762", 1, 10_000),
        line("Used shirts", "630900", 10, 500),
        line("Mystery box", null, 1, 500),
        line("Gift", "620342", 1, null),
        line("Widget", "999999", 1, 500),
        line("Scarf", "620342", 1, 500, "EUR"),
      ],
      TARIFF,
      DEFAULT_LEVIES,
      0,
    );
    expect(result.lines.map((l) => l.description)).toEqual(["Phone"]);
    expect(result.problems).toEqual([
      {
        index: 1,
        reason: "prohibited",
        message:
          "Line 2 (Used shirts) cannot be shipped to Nigeria: Used clothing (HS 6309) is prohibited. Import prohibition list, schedule 3.",
      },
      {
        index: 2,
        reason: "no_hs_code",
        message: "Line 3 (Mystery box) has no HS code: choose one before we can estimate its duty.",
      },
      {
        index: 3,
        reason: "no_value",
        message: "Line 4 (Gift) has no value: enter its value before we can estimate its duty.",
      },
      {
        index: 4,
        reason: "no_heading",
        message: "Line 5 (Widget): HS code 999999 is not in our tariff. Choose another code or ask our team to add it.",
      },
      {
        index: 5,
        reason: "no_rate",
        message:
          "Line 6 (Scarf): no customs exchange rate for EUR has been published, so its duty cannot be estimated yet.",
      },
    ]);
    expect(result.total_kobo).toBe(result.lines[0]!.total_kobo);
  });

  it("prices a restricted item and warns with its note", () => {
    const result = dutiesOf([line("Antibiotics", "300490", 1, 2_000)], TARIFF, DEFAULT_LEVIES, 0);
    expect(result.problems).toEqual([]);
    expect(result.lines[0]!.duty_kobo).toBe(0);
    expect(result.warnings).toEqual([
      {
        index: 0,
        reason: "restricted",
        message: "Line 1 (Antibiotics) is restricted: Medicaments (HS 3004). Needs a NAFDAC permit.",
      },
    ]);
  });
});

describe("koboToMinorAtRate: the duty in the invoice's currency, half up", () => {
  it.each([
    [160_525, "1605.25", 100], // exactly $1.00
    [80_263, "1605.25", 50], // 50.00031 cents → 50
    [2_408, "1605.25", 2], // 1.5001 → 2
    [802, "1605.25", 0], // 0.4996 → 0
    [12_345, "1", 12_345],
  ])("%i kobo at %s = %i", (kobo, rate, minor) => {
    expect(koboToMinorAtRate(kobo, rate)).toBe(minor);
  });
});
