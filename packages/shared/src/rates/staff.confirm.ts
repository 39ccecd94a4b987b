import { minorToDecimalText, type RateCardTerms } from "./rates.js";
import { biggestFreightChange, pricedAlike } from "./staff.confirm.freight.js";

/**
 * Prices that need an explicit confirmation before a rate card version is saved (issue 30; decisions 0053, 0124):
 * - a near-zero price: a rate per kg or lb below 1.00 of the card's currency (0 included) — no route we run costs
 *   less, so it is a slip (a missing digit, cents typed as units);
 * - a price that changes by more than half, up or down, against the version it replaces, when the new version
 *   takes effect within 24 hours (valid from today or tomorrow, UTC days): too soon for anyone to catch it. Rates
 *   pair by name only when both versions have the same unit, pricing kind and bracket limits; otherwise the
 *   freight each charges is compared at sample weights (freightChanges);
 * - a change of currency, whenever it takes effect: no price of one currency compares with one of another.
 * The API answers 409 listing them; the same request with `confirm: true` saves and audits before and after.
 */
export const NEAR_ZERO_RATE_MINOR = 100;
export const BIG_CHANGE_RATIO = 0.5;

export const RATE_CONFIRM_TEXTS = {
  needsConfirmation: (risks: string[]) => `Please confirm these prices before saving: ${risks.join(" ")}`,
  confirmField: "Confirm the prices listed to save this version.",
} as const;

/** A card's prices by name, in minor units: rates per unit, the minimum and the fees. */
export function pricesOf(terms: RateCardTerms): Map<string, { minor: number; rate: boolean }> {
  const prices = new Map<string, { minor: number; rate: boolean }>();
  const unit = terms.unit;
  if (terms.pricing.kind === "brackets") {
    let from = 0;
    for (const b of terms.pricing.brackets) {
      const name = b.up_to == null ? `rate above ${from} ${unit}` : `rate up to ${b.up_to} ${unit}`;
      prices.set(name, { minor: b.per_unit_minor, rate: true });
      from = b.up_to ?? from;
    }
  } else {
    prices.set(`rate per ${unit}`, { minor: terms.pricing.per_unit_minor, rate: true });
    prices.set("minimum charge", { minor: terms.pricing.minimum_minor, rate: false });
  }
  const fees: [string, number | null | undefined][] = [
    ["oversize fee", terms.surcharges.oversize?.fee_minor],
    ["fragile fee", terms.surcharges.fragile_fee_minor],
    ["consolidation fee", terms.handling.consolidation_fee_minor],
    ["repack fee", terms.handling.repack_fee_per_box_minor],
  ];
  for (const [name, minor] of fees) if (minor != null) prices.set(name, { minor, rate: false });
  return prices;
}

/** 'rate up to 5 kg 4.50 USD; minimum charge 10.00 USD': what the audit log keeps as before and after. */
export function priceSummary(terms: RateCardTerms): string {
  return [...pricesOf(terms)].map(([name, p]) => `${name} ${minorToDecimalText(p.minor)} ${terms.currency}`).join("; ");
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** What needs confirming in `next` (valid from `validFrom`), against `previous` (the version it replaces, if any). */
export function pricesToConfirm(
  next: RateCardTerms,
  validFrom: string,
  previous: RateCardTerms | null,
  today = new Date().toISOString().slice(0, 10),
): string[] {
  const risks: string[] = [];
  const money = (minor: number) => `${minorToDecimalText(minor)} ${next.currency}`;
  const nextPrices = pricesOf(next);
  for (const [name, p] of nextPrices) {
    if (p.rate && p.minor < NEAR_ZERO_RATE_MINOR) risks.push(`The ${name} is ${money(p.minor)}, below 1.00.`);
  }
  const soon = validFrom <= dayAfter(today);
  if (previous && previous.currency !== next.currency) {
    risks.push(
      `The currency changes from ${previous.currency} to ${next.currency} from ${validFrom}: check every price is in ${next.currency}.`,
    );
  } else if (previous && soon) {
    // Rates pair by name only on the same brackets; the fees and the minimum charge always do.
    const paired = pricedAlike(previous, next);
    for (const [name, before] of pricesOf(previous)) {
      const after = nextPrices.get(name);
      if (!after || before.minor === 0 || (before.rate && !paired)) continue;
      if (Math.abs(after.minor - before.minor) / before.minor > BIG_CHANGE_RATIO) {
        risks.push(`The ${name} changes from ${money(before.minor)} to ${money(after.minor)} from ${validFrom}.`);
      }
    }
    const freight = paired ? null : biggestFreightChange(previous, next, BIG_CHANGE_RATIO);
    if (freight) {
      risks.push(
        `The freight of a ${freight.weight} parcel changes from ${money(freight.before)} to ${money(freight.after)} from ${validFrom}.`,
      );
    }
  }
  return risks;
}
