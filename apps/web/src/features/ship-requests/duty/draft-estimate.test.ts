import { DEFAULT_LEVIES } from "@app/shared/customs/duty";
import type { PublicTariff } from "@app/shared/customs/tariff";
import { describe, expect, it } from "vitest";
import { draftDutyEstimate, minorOfText, suggestedCode } from "./draft-estimate";

const heading = (id: number, code: string, description: string, keywords: string, extra = {}) => ({
  id,
  heading: code,
  description,
  keywords,
  duty_rate: "20",
  restriction: "none" as const,
  restriction_note: null,
  valid_from: "2026-01-01",
  ...extra,
});

const TARIFF: PublicTariff = {
  headings: [
    heading(1, "8517", "Telephones", "phone, smartphone", { duty_rate: "10" }),
    heading(2, "6309", "Used clothing", "used clothing", {
      restriction: "prohibited",
      restriction_note: "On the prohibition list.",
    }),
    heading(3, "3004", "Medicines", "medicine", { restriction: "restricted", restriction_note: "Needs a permit." }),
  ],
  levies: DEFAULT_LEVIES,
  rates: { NGN: "1", USD: "1500", GBP: null, CNY: null },
};

describe("the ship-request form's duty estimate", () => {
  it("reads typed amounts exactly, to the cent", () => {
    expect(minorOfText("12.5")).toBe(1250);
    expect(minorOfText("0.07")).toBe(7);
    expect(minorOfText("19.99")).toBe(1999);
    expect(minorOfText("1.234")).toBeNull();
    expect(minorOfText("")).toBeNull();
  });

  it("suggests a code from the description and prices with it, as the server will", () => {
    expect(suggestedCode("Samsung smartphone", TARIFF)).toBe("8517");
    const estimate = draftDutyEstimate(
      [{ description: "Samsung smartphone", quantity: "1", unit_value: "100", currency: "USD", hs_code: "" }],
      TARIFF,
    );
    // FOB $100 × 1500 = ₦150,000; insurance 1.5 % = 2,250; CIF 152,250; duty 10 % = 15,225; surcharge 7 % = 1,065.75;
    // CISS 1 % of FOB = 1,500; ETLS 0.5 % of CIF = 761.25; VAT 7.5 % of 170,802 = 12,810.15 → in kobo below.
    expect(estimate.lines[0]).toMatchObject({ hs_code: "8517", cif_kobo: 15_225_000, duty_kobo: 1_522_500 });
    expect(estimate.lines[0]!.total_kobo).toBe(1_522_500 + 106_575 + 150_000 + 76_125 + 1_281_015);
    expect(estimate.total_kobo).toBe(estimate.lines[0]!.total_kobo);
  });

  it("reports nothing for rows still being typed, except a prohibited code", () => {
    const estimate = draftDutyEstimate(
      [
        { description: "", quantity: "1", unit_value: "", currency: "USD", hs_code: "" },
        { description: "Samsung phone", quantity: "1", unit_value: "", currency: "USD", hs_code: "" },
        { description: "Used clothing", quantity: "1", unit_value: "", currency: "USD", hs_code: "" },
      ],
      TARIFF,
    );
    expect(estimate.problems.map((p) => [p.index, p.reason])).toEqual([[2, "prohibited"]]);
    expect(estimate.lines).toEqual([]);
  });

  it("flags a prohibited line, warns of a restricted one, and names a line without a customs rate", () => {
    const estimate = draftDutyEstimate(
      [
        { description: "Used clothing", quantity: "5", unit_value: "4", currency: "USD", hs_code: "" },
        { description: "Cough medicine", quantity: "1", unit_value: "8", currency: "USD", hs_code: "300490" },
        { description: "Phone case", quantity: "1", unit_value: "8", currency: "GBP", hs_code: "8517" },
      ],
      TARIFF,
    );
    expect(estimate.problems.map((p) => [p.index, p.reason])).toEqual([
      [0, "prohibited"],
      [2, "no_rate"],
    ]);
    expect(estimate.problems[0]!.message).toContain("cannot be shipped to Nigeria");
    expect(estimate.warnings).toEqual([
      {
        index: 1,
        reason: "restricted",
        message: "Line 2 (Cough medicine) is restricted: Medicines (HS 3004). Needs a permit.",
      },
    ]);
  });

  it("reads an HS code written with dots or spaces as its digits, as the server does", () => {
    const estimate = draftDutyEstimate(
      [
        { description: "Samsung phone", quantity: "1", unit_value: "100", currency: "USD", hs_code: "8517.12" },
        { description: "Old jackets", quantity: "1", unit_value: "", currency: "USD", hs_code: "63.09" },
        { description: "Cough syrup", quantity: "1", unit_value: "8", currency: "USD", hs_code: " 30 04 90 " },
      ],
      TARIFF,
    );
    // The server stores '851712' (hsCodeDigits); '63.09' is the prohibited 6309 and '30 04 90' the restricted 3004.
    expect(estimate.lines.map((l) => [l.index, l.hs_code, l.heading])).toEqual([
      [0, "851712", "8517"],
      [2, "300490", "3004"],
    ]);
    expect(estimate.problems.map((p) => [p.index, p.reason])).toEqual([[1, "prohibited"]]);
    expect(estimate.warnings.map((w) => [w.index, w.reason])).toEqual([[2, "restricted"]]);
  });
});
