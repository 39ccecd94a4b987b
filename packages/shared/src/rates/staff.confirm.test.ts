import { describe, expect, it } from "vitest";
import { type RateCardTerms, rateCardTermsSchema } from "./rates.js";
import { pricesToConfirm } from "./staff.confirm.js";
import { sampleGrams } from "./staff.confirm.freight.js";

const brackets = (...rows: [number | null, number][]): RateCardTerms["pricing"] => ({
  kind: "brackets",
  brackets: rows.map(([up_to, per_unit_minor]) => ({ up_to, per_unit_minor })),
});
/** Brixton → Lagos air express as the demo has it: £12/£10/£8.50 per kg up to 5, up to 20, above. */
const express: RateCardTerms = rateCardTermsSchema.parse({
  pricing: brackets([5, 1200], [20, 1000], [null, 850]),
  origin: "Brixton",
  destination: "Lagos",
  service: "air_express",
  transit_days: { min: 3, max: 6 },
  currency: "GBP",
  surcharges: { oversize: null, fragile_fee_minor: 800, insurance_bp: 250 },
  unit: "kg",
  handling: { consolidation_fee_minor: 200, repack_fee_per_box_minor: 400 },
  divisor: 5000,
  rounding: 0.5,
});
/** Brixton → Lagos air economy: £7.50 per kg, at least £20. */
const economy: RateCardTerms = {
  ...express,
  service: "air_economy",
  pricing: { kind: "per_unit", per_unit_minor: 750, minimum_minor: 2000 },
};
const TODAY = "2026-12-01";
const risksOf = (next: RateCardTerms, previous: RateCardTerms, validFrom = TODAY) =>
  pricesToConfirm(next, validFrom, previous, TODAY);

describe("pricesToConfirm when the versions' rates do not pair by name (decision 0124)", () => {
  it("other bracket limits: the freight at the sample weights is compared", () => {
    const moved = { ...express, pricing: brackets([5.001, 3000], [20.001, 2500], [null, 2125]) };
    expect(risksOf(moved, express)).toEqual([
      "The freight of a 5.001 kg parcel changes from 50.01 GBP to 150.03 GBP from 2026-12-01.",
    ]);
    // The same limits pair by name, as before.
    const same = { ...express, pricing: brackets([5, 3000], [20, 2500], [null, 2125]) };
    expect(risksOf(same, express)).toHaveLength(3);
    // Limits moved with prices alike need nothing; a week ahead, nothing either.
    expect(risksOf({ ...express, pricing: brackets([5.001, 1200], [20.001, 1000], [null, 850]) }, express)).toEqual([]);
    expect(risksOf({ ...express, pricing: brackets([10, 1100], [null, 900]) }, express)).toEqual([]);
    expect(risksOf(moved, express, "2026-12-08")).toEqual([]);
  });

  it("another pricing kind: a £20 minimum and £7.50/kg against one open bracket at £1.00", () => {
    const cut = { ...economy, pricing: brackets([null, 100]) };
    expect(risksOf(cut, economy)).toEqual([
      "The freight of a 1.333 kg parcel changes from 20.00 GBP to 1.33 GBP from 2026-12-01.",
    ]);
    // The fees still pair by name when the rates do not (£7.50/kg without the minimum: at most half off, at 1.333 kg).
    const fees = {
      ...cut,
      pricing: brackets([null, 750]),
      surcharges: { ...economy.surcharges, fragile_fee_minor: 2400 },
    };
    expect(risksOf(fees, economy)).toEqual(["The fragile fee changes from 8.00 GBP to 24.00 GBP from 2026-12-01."]);
  });

  it("another unit: the same figures per lb are a different price; the same price per lb is not", () => {
    const perLb = { ...economy, unit: "lb" as const, divisor: 166, rounding: 1 };
    expect(risksOf(perLb, economy)).toEqual([
      "The freight of a 5.879 lb parcel changes from 20.00 GBP to 44.09 GBP from 2026-12-01.",
    ]);
    const converted = { ...perLb, pricing: { kind: "per_unit" as const, per_unit_minor: 340, minimum_minor: 2000 } };
    expect(risksOf(converted, economy)).toEqual([]);
  });

  it("another currency: always confirmed, whatever the figures and however far ahead", () => {
    const naira = { ...express, currency: "NGN" as const };
    const expected = "The currency changes from GBP to NGN from 2027-03-01: check every price is in NGN.";
    expect(risksOf(naira, express, "2027-03-01")).toEqual([expected]);
  });

  it("samples every limit of both versions, the midpoints from 0 and twice the highest", () => {
    expect(sampleGrams(express, economy).map(Math.round)).toEqual([1333, 2667, 3833, 5000, 12500, 20000, 40000]);
    // Neither has a limit: one unit of the new version.
    const open = { ...express, pricing: brackets([null, 850]) };
    expect(sampleGrams(open, { ...open, unit: "lb" })).toEqual([453.59237]);
  });
});
