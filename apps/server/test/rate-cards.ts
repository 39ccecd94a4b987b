import type { RateCardTerms } from "@app/shared/rates/rates";

/**
 * The ship-request tests' card: Trail Richmond (Stafford) → Lagos by air express, per kg at `per_unit_minor` cents,
 * 5,000 cm³/kg, whole kg, $5 per consolidated package, $3 per repacked box, no surcharges unless given; `overrides`
 * replaces any other term (the rounding, say).
 */
export const expressCardTerms = (
  per_unit_minor: number,
  surcharges: Partial<RateCardTerms["surcharges"]> = {},
  overrides: Partial<RateCardTerms> = {},
): RateCardTerms => ({
  origin: "Trail Richmond",
  destination: "Lagos",
  service: "air_express",
  currency: "USD",
  unit: "kg",
  divisor: 5000,
  rounding: 1,
  pricing: { kind: "per_unit", per_unit_minor, minimum_minor: 0 },
  surcharges: { oversize: null, fragile_fee_minor: null, insurance_bp: null, ...surcharges },
  handling: { consolidation_fee_minor: 500, repack_fee_per_box_minor: 300 },
  transit_days: { min: 3, max: 5 },
  ...overrides,
});
