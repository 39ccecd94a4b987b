import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../core/form-values.js";
import { EMPTY_RATE_CARD_FORM, formValuesOf, type RateCardFormInput, rateCardFormSchema, todayText } from "./staff.js";

const good: RateCardFormInput = {
  ...EMPTY_RATE_CARD_FORM,
  valid_from: todayText(),
  origin: "Trail Richmond",
  currency: "NGN",
  brackets: [
    { up_to: "5", rate: "4,500.00" },
    { up_to: "20", rate: "4000" },
    { up_to: "", rate: "3500.5" },
  ],
  oversize_side: "100",
  oversize_fee: "10000",
  insurance_percent: "1.5",
  consolidation_fee: "500",
  transit_min: "5",
  transit_max: "7",
};
const errors = (input: RateCardFormInput) => {
  const result = rateCardFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("rateCardFormSchema", () => {
  it("turns the form's text into the card's terms in minor units and basis points", () => {
    const { terms, valid_from } = rateCardFormSchema.parse(good);
    expect(valid_from).toBe(todayText());
    expect(terms.pricing).toEqual({
      kind: "brackets",
      brackets: [
        { up_to: 5, per_unit_minor: 450_000 },
        { up_to: 20, per_unit_minor: 400_000 },
        { up_to: null, per_unit_minor: 350_050 },
      ],
    });
    expect(terms.surcharges).toEqual({
      oversize: { longest_side_over: 100, weight_over: null, fee_minor: 1_000_000 },
      fragile_fee_minor: null,
      insurance_bp: 150,
    });
    expect(terms.handling).toEqual({ consolidation_fee_minor: 50_000, repack_fee_per_box_minor: 0 });
    // And back: a stored card fills the form of its next version.
    expect(rateCardFormSchema.parse(formValuesOf(terms)).terms).toEqual(terms);
  });

  it("puts the terms' messages under the form's fields", () => {
    expect(
      errors({
        ...good,
        brackets: [
          { up_to: "5", rate: "1" },
          { up_to: "5", rate: "1" },
          { up_to: "", rate: "1" },
        ],
      }),
    ).toEqual({
      "brackets.1.up_to": "Bracket 2 overlaps bracket 1: brackets go up in order, each above 5 kg.",
    });
    expect(errors({ ...good, divisor: "139" })).toEqual({
      divisor: "Volumetric divisor must be 5,000 or 6,000 cm³/kg for a card in kg.",
    });
    expect(errors({ ...good, unit: "lb", divisor: "166", rounding: "0.5" })).toEqual({
      rounding: "Rounding must be up to the next 1 lb.",
    });
    expect(errors({ ...good, brackets: [{ up_to: "5", rate: "abc" }] })).toEqual({
      "brackets.0.rate": "Rate must be an amount like 4500.00.",
      "brackets.0.up_to": 'The last bracket must be open ("and above"): leave its upper weight empty.',
    });
    expect(errors({ ...good, valid_from: "2000-01-01" })).toEqual({
      valid_from: "Valid from must be today or later: past prices are kept as they were.",
    });
    expect(errors({ ...good, oversize_fee: "" })).toEqual({ oversize_fee: "Enter the oversize fee." });
    expect(errors({ ...good, pricing_kind: "per_unit", per_unit_rate: "" })).toEqual({
      per_unit_rate: "Enter the rate per unit.",
    });
    expect(errors({ ...good, origin: "" })).toEqual({ origin: "Origin warehouse is required." });
  });
});
