import type { RateCardTerms } from "./rates.js";

/**
 * Comparing two versions of a card whose rates do not pair by name (decision 0124): other bracket limits, another
 * pricing kind or another unit. What each charges for freight is compared at sample weights in grams: every limit
 * of either version (a bracket's top, the weight from which a minimum charge no longer applies), the midpoints
 * between them (from 0) and twice the highest. The freight is the exact weight × its bracket's rate (at least the
 * minimum), not rounded to the card's step, so a card in kg and one in lb compare like for like. Both versions are
 * in the same currency (a change of currency is confirmed whatever the prices).
 */

const GRAMS_PER_UNIT = { kg: 1000, lb: 453.59237 } as const;
/** A sample at a bracket's top, converted to grams and back, must still fall in that bracket. */
const EPSILON = 1e-9;

/** Whether the versions' rates pair by name: the same unit, pricing kind and bracket limits. */
export function pricedAlike(a: RateCardTerms, b: RateCardTerms): boolean {
  if (a.unit !== b.unit || a.pricing.kind !== b.pricing.kind) return false;
  if (a.pricing.kind !== "brackets" || b.pricing.kind !== "brackets") return true;
  const limits = (terms: { brackets: { up_to: number | null }[] }) => terms.brackets.map((x) => x.up_to).join("|");
  return limits(a.pricing) === limits(b.pricing);
}

/** The freight a card charges for `grams`, in minor units (unrounded). */
export function freightAt(terms: RateCardTerms, grams: number): number {
  const weight = grams / GRAMS_PER_UNIT[terms.unit];
  const { pricing } = terms;
  if (pricing.kind === "per_unit") return Math.max(weight * pricing.per_unit_minor, pricing.minimum_minor);
  const bracket =
    pricing.brackets.find((b) => b.up_to == null || weight <= b.up_to * (1 + EPSILON)) ?? pricing.brackets.at(-1)!;
  return weight * bracket.per_unit_minor;
}

/** A card's limits in grams: its brackets' tops, or the weight up to which its minimum charge applies. */
function limitsOf(terms: RateCardTerms): number[] {
  const { pricing } = terms;
  const units =
    pricing.kind === "brackets"
      ? pricing.brackets.flatMap((b) => (b.up_to == null ? [] : [b.up_to]))
      : pricing.per_unit_minor > 0 && pricing.minimum_minor > 0
        ? [pricing.minimum_minor / pricing.per_unit_minor]
        : [];
  return units.map((u) => u * GRAMS_PER_UNIT[terms.unit]);
}

/** The weights, in grams, at which two versions are compared. */
export function sampleGrams(a: RateCardTerms, b: RateCardTerms): number[] {
  const limits = [...new Set([...limitsOf(a), ...limitsOf(b)])].sort((x, y) => x - y);
  // Neither has a limit: both charge in proportion to the weight, and one unit of the new version says how.
  if (limits.length === 0) return [GRAMS_PER_UNIT[b.unit]];
  const midpoints = limits.map((limit, i) => ((limits[i - 1] ?? 0) + limit) / 2);
  return [...midpoints, ...limits, limits.at(-1)! * 2].sort((x, y) => x - y);
}

export interface FreightChange {
  /** '5 kg', in the new version's unit (at most 3 decimals). */
  weight: string;
  before: number;
  after: number;
}

/** The sample weight at which the freight moves most, when it moves by more than `ratio` (of the old freight). */
export function biggestFreightChange(
  previous: RateCardTerms,
  next: RateCardTerms,
  ratio: number,
): FreightChange | null {
  let biggest: (FreightChange & { change: number }) | null = null;
  for (const grams of sampleGrams(previous, next)) {
    const before = freightAt(previous, grams);
    const after = freightAt(next, grams);
    if (before === 0) continue;
    const change = Math.abs(after - before) / before;
    if (change > ratio && (!biggest || change > biggest.change)) {
      const weight = `${Number((grams / GRAMS_PER_UNIT[next.unit]).toFixed(3))} ${next.unit}`;
      biggest = { weight, before: Math.round(before), after: Math.round(after), change };
    }
  }
  return biggest && { weight: biggest.weight, before: biggest.before, after: biggest.after };
}
