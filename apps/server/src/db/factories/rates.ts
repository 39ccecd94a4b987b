import { type RateCardTerms, rateCardTermsSchema } from "@app/shared/rates";
import type { DbOrTx } from "../client.js";
import { rateCards } from "../schema.js";

/**
 * Rate cards: the demo's USA, UK and China → Lagos cards by air express, air economy and sea, and a helper to add
 * a version in tests. USA cards are in lb (139 in³/lb for express, 166 for the others), the UK and China in kg.
 */

const none = { oversize: null, fragile_fee_minor: null, insurance_bp: null };

export const DEMO_RATE_CARDS: RateCardTerms[] = [
  {
    origin: "Trail Richmond",
    destination: "Lagos",
    service: "air_express",
    currency: "USD",
    unit: "lb",
    divisor: 139,
    rounding: 1,
    pricing: {
      kind: "brackets",
      brackets: [
        { up_to: 10, per_unit_minor: 850 },
        { up_to: 50, per_unit_minor: 750 },
        { up_to: null, per_unit_minor: 650 },
      ],
    },
    surcharges: {
      oversize: { longest_side_over: 48, weight_over: 150, fee_minor: 4500 },
      fragile_fee_minor: 1000,
      insurance_bp: 300,
    },
    handling: { consolidation_fee_minor: 250, repack_fee_per_box_minor: 500 },
    transit_days: { min: 3, max: 5 },
  },
  {
    origin: "Trail Richmond",
    destination: "Lagos",
    service: "air_economy",
    currency: "USD",
    unit: "lb",
    divisor: 166,
    rounding: 1,
    pricing: { kind: "per_unit", per_unit_minor: 550, minimum_minor: 2500 },
    surcharges: { ...none, fragile_fee_minor: 1000, insurance_bp: 300 },
    handling: { consolidation_fee_minor: 250, repack_fee_per_box_minor: 500 },
    transit_days: { min: 7, max: 12 },
  },
  {
    origin: "Trail Richmond",
    destination: "Lagos",
    service: "sea",
    currency: "USD",
    unit: "lb",
    divisor: 166,
    rounding: 1,
    pricing: { kind: "per_unit", per_unit_minor: 250, minimum_minor: 5000 },
    surcharges: { ...none, insurance_bp: 200 },
    handling: { consolidation_fee_minor: 250, repack_fee_per_box_minor: 500 },
    transit_days: { min: 35, max: 50 },
  },
  {
    origin: "Brixton",
    destination: "Lagos",
    service: "air_express",
    currency: "GBP",
    unit: "kg",
    divisor: 5000,
    rounding: 0.5,
    pricing: {
      kind: "brackets",
      brackets: [
        { up_to: 5, per_unit_minor: 1200 },
        { up_to: 20, per_unit_minor: 1000 },
        { up_to: null, per_unit_minor: 850 },
      ],
    },
    surcharges: {
      oversize: { longest_side_over: 120, weight_over: 68, fee_minor: 3500 },
      fragile_fee_minor: 800,
      insurance_bp: 250,
    },
    handling: { consolidation_fee_minor: 200, repack_fee_per_box_minor: 400 },
    transit_days: { min: 3, max: 6 },
  },
  {
    origin: "Brixton",
    destination: "Lagos",
    service: "air_economy",
    currency: "GBP",
    unit: "kg",
    divisor: 6000,
    rounding: 1,
    pricing: { kind: "per_unit", per_unit_minor: 750, minimum_minor: 2000 },
    surcharges: { ...none, fragile_fee_minor: 800, insurance_bp: 250 },
    handling: { consolidation_fee_minor: 200, repack_fee_per_box_minor: 400 },
    transit_days: { min: 7, max: 10 },
  },
  {
    origin: "Brixton",
    destination: "Lagos",
    service: "sea",
    currency: "GBP",
    unit: "kg",
    divisor: 6000,
    rounding: 1,
    pricing: { kind: "per_unit", per_unit_minor: 300, minimum_minor: 4000 },
    surcharges: { ...none, insurance_bp: 150 },
    handling: { consolidation_fee_minor: 200, repack_fee_per_box_minor: 400 },
    transit_days: { min: 28, max: 42 },
  },
  {
    origin: "Guangzhou",
    destination: "Lagos",
    service: "air_express",
    currency: "CNY",
    unit: "kg",
    divisor: 5000,
    rounding: 0.5,
    pricing: {
      kind: "brackets",
      brackets: [
        { up_to: 5, per_unit_minor: 9500 },
        { up_to: 20, per_unit_minor: 8000 },
        { up_to: null, per_unit_minor: 7000 },
      ],
    },
    surcharges: { oversize: null, fragile_fee_minor: 5000, insurance_bp: 300 },
    handling: { consolidation_fee_minor: 1500, repack_fee_per_box_minor: 3000 },
    transit_days: { min: 5, max: 8 },
  },
  {
    origin: "Guangzhou",
    destination: "Lagos",
    service: "air_economy",
    currency: "CNY",
    unit: "kg",
    divisor: 6000,
    rounding: 1,
    pricing: { kind: "per_unit", per_unit_minor: 6000, minimum_minor: 15000 },
    surcharges: { ...none, fragile_fee_minor: 5000, insurance_bp: 300 },
    handling: { consolidation_fee_minor: 1500, repack_fee_per_box_minor: 3000 },
    transit_days: { min: 10, max: 15 },
  },
  {
    origin: "Guangzhou",
    destination: "Lagos",
    service: "sea",
    currency: "CNY",
    unit: "kg",
    divisor: 6000,
    rounding: 1,
    pricing: { kind: "per_unit", per_unit_minor: 1800, minimum_minor: 30000 },
    surcharges: { ...none, insurance_bp: 200 },
    handling: { consolidation_fee_minor: 1500, repack_fee_per_box_minor: 3000 },
    transit_days: { min: 40, max: 55 },
  },
];

/** Adds the demo cards as versions valid from `validFrom` ('YYYY-MM-DD'). */
export async function insertDemoRateCards(db: DbOrTx, validFrom: string, createdBy: number | null = null) {
  return db
    .insert(rateCards)
    .values(
      DEMO_RATE_CARDS.map((card) => {
        const terms = rateCardTermsSchema.parse(card);
        const { origin, destination, service } = terms;
        return { origin, destination, service, terms, valid_from: validFrom, created_by: createdBy };
      }),
    )
    .returning();
}
