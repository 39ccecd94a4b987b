import { type RateCardTerms, rateCardTermsSchema } from "@app/shared/rates/rates";
import type { DbOrTx } from "../client.js";
import { rateCards } from "../schema.js";

/**
 * Rate cards: the demo's USA, UK and China → Lagos cards by air express, air economy and sea, and a helper to add
 * a version in tests. USA cards are in lb (139 in³/lb for express, 166 for the others), the UK and China in kg.
 */

const none = { oversize: null, fragile_fee_minor: null, insurance_bp: null };

/** What every card of one warehouse shares: its currency, unit and handling fees. */
type Route = Pick<RateCardTerms, "origin" | "currency" | "unit" | "handling">;
type ServiceTerms = Omit<RateCardTerms, "origin" | "destination" | "currency" | "unit" | "handling">;

const brackets = (...rows: [up_to: number | null, per_unit_minor: number][]) => ({
  kind: "brackets" as const,
  brackets: rows.map(([up_to, per_unit_minor]) => ({ up_to, per_unit_minor })),
});
const perUnit = (per_unit_minor: number, minimum_minor: number) => ({
  kind: "per_unit" as const,
  per_unit_minor,
  minimum_minor,
});
const cardsOf = (route: Route, services: ServiceTerms[]): RateCardTerms[] =>
  services.map((terms) => ({ ...route, destination: "Lagos", ...terms }));

export const DEMO_RATE_CARDS: RateCardTerms[] = [
  ...cardsOf(
    {
      origin: "Trail Richmond",
      currency: "USD",
      unit: "lb",
      handling: { consolidation_fee_minor: 250, repack_fee_per_box_minor: 500 },
    },
    [
      {
        service: "air_express",
        divisor: 139,
        rounding: 1,
        pricing: brackets([10, 850], [50, 750], [null, 650]),
        surcharges: {
          oversize: { longest_side_over: 48, weight_over: 150, fee_minor: 4500 },
          fragile_fee_minor: 1000,
          insurance_bp: 300,
        },
        transit_days: { min: 3, max: 5 },
      },
      {
        service: "air_economy",
        divisor: 166,
        rounding: 1,
        pricing: perUnit(550, 2500),
        surcharges: { ...none, fragile_fee_minor: 1000, insurance_bp: 300 },
        transit_days: { min: 7, max: 12 },
      },
      {
        service: "sea",
        divisor: 166,
        rounding: 1,
        pricing: perUnit(250, 5000),
        surcharges: { ...none, insurance_bp: 200 },
        transit_days: { min: 35, max: 50 },
      },
    ],
  ),
  ...cardsOf(
    {
      origin: "Brixton",
      currency: "GBP",
      unit: "kg",
      handling: { consolidation_fee_minor: 200, repack_fee_per_box_minor: 400 },
    },
    [
      {
        service: "air_express",
        divisor: 5000,
        rounding: 0.5,
        pricing: brackets([5, 1200], [20, 1000], [null, 850]),
        surcharges: {
          oversize: { longest_side_over: 120, weight_over: 68, fee_minor: 3500 },
          fragile_fee_minor: 800,
          insurance_bp: 250,
        },
        transit_days: { min: 3, max: 6 },
      },
      {
        service: "air_economy",
        divisor: 6000,
        rounding: 1,
        pricing: perUnit(750, 2000),
        surcharges: { ...none, fragile_fee_minor: 800, insurance_bp: 250 },
        transit_days: { min: 7, max: 10 },
      },
      {
        service: "sea",
        divisor: 6000,
        rounding: 1,
        pricing: perUnit(300, 4000),
        surcharges: { ...none, insurance_bp: 150 },
        transit_days: { min: 28, max: 42 },
      },
    ],
  ),
  ...cardsOf(
    {
      origin: "Guangzhou",
      currency: "CNY",
      unit: "kg",
      handling: { consolidation_fee_minor: 1500, repack_fee_per_box_minor: 3000 },
    },
    [
      {
        service: "air_express",
        divisor: 5000,
        rounding: 0.5,
        pricing: brackets([5, 9500], [20, 8000], [null, 7000]),
        surcharges: { oversize: null, fragile_fee_minor: 5000, insurance_bp: 300 },
        transit_days: { min: 5, max: 8 },
      },
      {
        service: "air_economy",
        divisor: 6000,
        rounding: 1,
        pricing: perUnit(6000, 15000),
        surcharges: { ...none, fragile_fee_minor: 5000, insurance_bp: 300 },
        transit_days: { min: 10, max: 15 },
      },
      {
        service: "sea",
        divisor: 6000,
        rounding: 1,
        pricing: perUnit(1800, 30000),
        surcharges: { ...none, insurance_bp: 200 },
        transit_days: { min: 40, max: 55 },
      },
    ],
  ),
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
