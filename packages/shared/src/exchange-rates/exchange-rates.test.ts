import { describe, expect, it } from "vitest";
import {
  convertMinorAtRate,
  MAX_CONVERTIBLE_MINOR,
  MAX_RATE,
  rateFieldSchema,
  rateLabel,
  trimRate,
} from "./exchange-rates.js";

describe("convertMinorAtRate: minor units at a naira rate, half up to the kobo", () => {
  it("is exact for whole results", () => {
    expect(convertMinorAtRate(10_000, "1605.25")).toBe(16_052_500); // $100.00 → ₦160,525.00
    expect(convertMinorAtRate(1, "1")).toBe(1);
    expect(convertMinorAtRate(0, "2040.5")).toBe(0);
  });
  it("rounds a half kobo up and less than a half down", () => {
    expect(convertMinorAtRate(1_999, "1605.255")).toBe(3_208_905); // 3,208,904.745 → up
    expect(convertMinorAtRate(1, "0.5")).toBe(1); // exactly half → up
    expect(convertMinorAtRate(1, "0.499999")).toBe(0);
    expect(convertMinorAtRate(3, "0.166667")).toBe(1); // 0.500001 → up
    expect(convertMinorAtRate(1, "1.004999")).toBe(1);
  });
  it("keeps precision floats would lose", () => {
    // 0.1 + 0.2 territory: 12345678901 × 0.000003 = 37,037.036703 kobo
    expect(convertMinorAtRate(12_345_678_901, "0.000003")).toBe(37_037);
    expect(convertMinorAtRate(999_999_999, "999999.999999")).toBe(999_999_998_999_000); // …999,000.000000001
  });
  it("refuses what is not an amount or a rate", () => {
    expect(() => convertMinorAtRate(-1, "1")).toThrow();
    expect(() => convertMinorAtRate(1.5, "1")).toThrow();
    expect(() => convertMinorAtRate(1, "-1")).toThrow();
    expect(() => convertMinorAtRate(1, "1e3")).toThrow();
  });
});

describe("rate text", () => {
  it("trims and labels", () => {
    expect(trimRate("1605.250000")).toBe("1605.25");
    expect(trimRate("1600.000000")).toBe("1600");
    expect(rateLabel("GBP", "2040.500000")).toBe("₦2,040.5 per £1");
  });
  it("the field takes text or numbers, refuses zero and negatives", () => {
    expect(rateFieldSchema.parse(" 1,605.25 ")).toBe("1605.25");
    expect(rateFieldSchema.safeParse("0.0").success).toBe(false);
    expect(rateFieldSchema.safeParse(-2).success).toBe(false);
  });
  it("accepts at most MAX_RATE, at which the largest convertible amount is a safe integer in kobo", () => {
    expect(rateFieldSchema.parse("100000")).toBe("100000");
    expect(rateFieldSchema.safeParse("100000.000001").error?.issues[0]?.message).toBe(
      "The rate must be at most ₦100,000 per unit",
    );
    expect(Number.isSafeInteger(convertMinorAtRate(MAX_CONVERTIBLE_MINOR, String(MAX_RATE)))).toBe(true);
  });
});
