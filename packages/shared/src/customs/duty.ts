import { convertMinorAtRate } from "../exchange-rates/exchange-rates.js";
import { type CustomsRestriction, PERCENT_PATTERN } from "./customs.js";

/**
 * Nigerian import duty and taxes of declaration lines, exact to the kobo (docs/decisions/0072). Integers and bigint
 * only; every rate is exact decimal text. Per line, in this order, each levy rounded HALF UP to the kobo on its own:
 *   1. FOB     = quantity × unit value converted at the customs rate (half up, convertMinorAtRate)
 *   2. insurance = FOB × insurance %                      (half up)
 *   3. freight = the shipment's freight shared by FOB     (largest remainder: the shares add up to the freight)
 *   4. CIF     = FOB + freight + insurance                (exact)
 *   5. duty    = CIF × the heading's duty %               (half up)
 *   6. surcharge = duty × surcharge %                     (half up)
 *   7. CISS    = FOB (or CIF) × CISS %                    (half up)
 *   8. ETLS    = CIF (or FOB) × ETLS %                    (half up)
 *   9. VAT     = (CIF + duty + surcharge + CISS + ETLS) × VAT %  (half up)
 *  10. total   = duty + surcharge + CISS + ETLS + VAT     (exact)
 */

export type LevyBase = "fob" | "cif";

/** The levies' rates (exact decimal percents) and bases: settings staff change, defaults from the NCS procedure. */
export interface CustomsLevies {
  surcharge_percent: string;
  ciss_percent: string;
  ciss_base: LevyBase;
  etls_percent: string;
  etls_base: LevyBase;
  vat_percent: string;
  /** Insurance for CIF, percent of FOB (a stated simplification, decision 0072). */
  insurance_percent: string;
}

export const DEFAULT_LEVIES: CustomsLevies = {
  surcharge_percent: "7",
  ciss_percent: "1",
  ciss_base: "fob",
  etls_percent: "0.5",
  etls_base: "cif",
  vat_percent: "7.5",
  insurance_percent: "1.5",
};

/** `kobo × percent / 100`, rounded half up to the kobo, in integers. */
export function percentOf(kobo: number, percent: string): number {
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`Not an amount in kobo: ${kobo}`);
  const text = percent.trim();
  if (!PERCENT_PATTERN.test(text)) throw new RangeError(`Not a percent: ${percent}`);
  const [whole = "0", fraction = ""] = text.split(".");
  const scale = 100n * 10n ** BigInt(fraction.length);
  const result = (BigInt(kobo) * BigInt(whole + fraction) * 2n + scale) / (2n * scale);
  return Number(result);
}

/**
 * Kobo into the minor unit of a currency at `rate` (naira per major unit): kobo ÷ rate, rounded half up, in
 * integers (the inverse of convertMinorAtRate; every currency here has 100 minor units).
 */
export function koboToMinorAtRate(kobo: number, rate: string): number {
  if (!Number.isSafeInteger(kobo) || kobo < 0) throw new RangeError(`Not an amount in kobo: ${kobo}`);
  const text = rate.trim();
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(text) || !/[1-9]/.test(text)) throw new RangeError(`Not a rate: ${rate}`);
  const [whole = "0", fraction = ""] = text.split(".");
  const numerator = BigInt(whole + fraction);
  const scale = 10n ** BigInt(fraction.length);
  const result = Number((BigInt(kobo) * scale * 2n + numerator) / (2n * numerator));
  if (!Number.isSafeInteger(result)) throw new RangeError("Amount too large");
  return result;
}

/** The sum of amounts in kobo; a RangeError when it is not a safe integer (decision 0125). */
export function safeSum(amounts: readonly number[]): number {
  let sum = 0;
  for (const amount of amounts) {
    sum += amount;
    if (!Number.isSafeInteger(sum)) throw new RangeError("Amount too large");
  }
  return sum;
}

/**
 * Shares `total` between `weights` in proportion, in whole kobo that add up to `total` exactly: each share is
 * rounded down, and the kobo left over go one each to the largest remainders (ties: the earlier line).
 */
export function apportion(total: number, weights: number[]): number[] {
  const sum = safeSum(weights);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const big = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = big.map((b) => Number(b / BigInt(sum)));
  const order = big
    .map((b, i) => ({ i, rest: b % BigInt(sum) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A tariff heading version as the calculator needs it. */
export interface TariffHeading {
  id: number;
  heading: string;
  description: string;
  duty_rate: string;
  restriction: CustomsRestriction;
  restriction_note: string | null;
}

/** The heading that classifies `hsCode`: the longest heading that is a prefix of it; null when none is. */
export function headingFor<T extends { heading: string }>(hsCode: string, headings: readonly T[]): T | null {
  let best: T | null = null;
  for (const h of headings) {
    if (hsCode.startsWith(h.heading) && (!best || h.heading.length > best.heading.length)) best = h;
  }
  return best;
}

/** One declaration line to price: its value in its own currency's minor unit and the customs rate into naira. */
export interface DutyLineInput {
  description: string;
  quantity: number;
  hs_code: string | null;
  unit_value_minor: number | null;
  currency: string;
  /** Naira per unit of `currency` (customs rate, '1' for naira); null when none is published. */
  customs_rate: string | null;
}

/** A line's amounts in kobo, in the order they are computed: what is stored, answered and shown of each line. */
export const DUTY_AMOUNT_KEYS = [
  "fob_kobo",
  "freight_kobo",
  "insurance_kobo",
  "cif_kobo",
  "duty_kobo",
  "surcharge_kobo",
  "ciss_kobo",
  "etls_kobo",
  "vat_kobo",
  "total_kobo",
] as const;

export type DutyAmounts = Record<(typeof DUTY_AMOUNT_KEYS)[number], number>;

/** Just the kobo amounts of a priced or stored line. */
export function dutyAmountsOf(line: DutyAmounts): DutyAmounts {
  return Object.fromEntries(DUTY_AMOUNT_KEYS.map((key) => [key, line[key]])) as DutyAmounts;
}

export interface PricedDutyLine extends DutyAmounts {
  /** The line's position (0-based) in the declaration. */
  index: number;
  description: string;
  quantity: number;
  hs_code: string;
  tariff: TariffHeading;
  currency: string;
  fob_minor: number;
  customs_rate: string;
}

export type DutyRefusal = "no_hs_code" | "no_value" | "no_heading" | "no_rate" | "prohibited" | "too_large";

export interface DutyProblem {
  /** The line's position (0-based) in the declaration. */
  index: number;
  reason: DutyRefusal | "restricted";
  message: string;
}

export interface DutyResult {
  lines: PricedDutyLine[];
  /** Lines that cannot be priced (or may not be shipped), each with a message naming the line. */
  problems: DutyProblem[];
  /** Restricted lines: priced, but each needs what its note says. */
  warnings: DutyProblem[];
  total_kobo: number;
}

export const DUTY_TEXTS = {
  lineName: (index: number, description: string) => `Line ${index + 1} (${description})`,
  noHsCode: (line: string) => `${line} has no HS code: choose one before we can estimate its duty.`,
  /** A submitted declaration's line (its customer can no longer change it): staff classify it. */
  noHsCodeSubmitted: (line: string) =>
    `${line} has no HS code, so its duty is not estimated here: our team gives each item its code for customs.`,
  noValue: (line: string) => `${line} has no value: enter its value before we can estimate its duty.`,
  noHeading: (line: string, hs: string) =>
    `${line}: HS code ${hs} is not in our tariff. Choose another code or ask our team to add it.`,
  noHeadingSubmitted: (line: string, hs: string) =>
    `${line}: HS code ${hs} is not in our tariff, so its duty is not estimated here: our team checks each item's code for customs.`,
  noRate: (line: string, currency: string) =>
    `${line}: no customs exchange rate for ${currency} has been published, so its duty cannot be estimated yet.`,
  prohibited: (line: string, heading: TariffHeading) =>
    `${line} cannot be shipped to Nigeria: ${heading.description} (HS ${heading.heading}) is prohibited. ${heading.restriction_note ?? ""}`.trim(),
  tooLarge: (line: string) =>
    `${line}: the declaration's value is too large for us to estimate its duty. Our team will tell you what customs charge.`,
  restricted: (line: string, heading: TariffHeading) =>
    `${line} is restricted: ${heading.description} (HS ${heading.heading}). ${heading.restriction_note ?? ""}`.trim(),
} as const;

type Classified =
  | { ok: true; input: DutyLineInput; hs_code: string; tariff: TariffHeading; fob_minor: number; rate: string }
  | { ok: false; problem: DutyProblem };

function classify(input: DutyLineInput, index: number, tariff: readonly TariffHeading[]): Classified {
  const name = DUTY_TEXTS.lineName(index, input.description);
  const refuse = (reason: DutyRefusal, message: string): Classified => ({
    ok: false,
    problem: { index, reason, message },
  });
  const hs = input.hs_code?.trim() ?? "";
  if (!hs) return refuse("no_hs_code", DUTY_TEXTS.noHsCode(name));
  if (input.unit_value_minor == null || input.unit_value_minor <= 0 || input.quantity < 1) {
    return refuse("no_value", DUTY_TEXTS.noValue(name));
  }
  const heading = headingFor(hs, tariff);
  if (!heading) return refuse("no_heading", DUTY_TEXTS.noHeading(name, hs));
  if (heading.restriction === "prohibited") return refuse("prohibited", DUTY_TEXTS.prohibited(name, heading));
  if (!input.customs_rate) return refuse("no_rate", DUTY_TEXTS.noRate(name, input.currency));
  const fob_minor = input.quantity * input.unit_value_minor;
  return { ok: true, input, hs_code: hs, tariff: heading, fob_minor, rate: input.customs_rate };
}

/**
 * Prices every line of a declaration against the tariff (heading versions in force) and the levies; `freightKobo`
 * is the shipment's freight in kobo, shared between the priced lines by FOB. Lines that cannot be priced are
 * listed in `problems` (and priced lines are still returned, so a screen can show what it can).
 */
export function dutiesOf(
  inputs: readonly DutyLineInput[],
  tariff: readonly TariffHeading[],
  levies: CustomsLevies,
  freightKobo: number,
): DutyResult {
  const classified = inputs.map((input, index) => classify(input, index, tariff));
  const problems = classified.flatMap((c) => (c.ok ? [] : [c.problem]));
  const ok = classified.flatMap((c, index) => (c.ok ? [{ ...c, index }] : []));
  const fobs = ok.map((c) => convertMinorAtRate(c.fob_minor, c.rate));
  const freights = apportion(freightKobo, fobs);
  const warnings: DutyProblem[] = [];
  const lines = ok.map((c, i): PricedDutyLine => {
    const fob_kobo = fobs[i]!;
    const freight_kobo = freights[i]!;
    const insurance_kobo = percentOf(fob_kobo, levies.insurance_percent);
    const cif_kobo = safeSum([fob_kobo, freight_kobo, insurance_kobo]);
    const base = (b: LevyBase) => (b === "fob" ? fob_kobo : cif_kobo);
    const duty_kobo = percentOf(cif_kobo, c.tariff.duty_rate);
    const surcharge_kobo = percentOf(duty_kobo, levies.surcharge_percent);
    const ciss_kobo = percentOf(base(levies.ciss_base), levies.ciss_percent);
    const etls_kobo = percentOf(base(levies.etls_base), levies.etls_percent);
    const vat_kobo = percentOf(
      safeSum([cif_kobo, duty_kobo, surcharge_kobo, ciss_kobo, etls_kobo]),
      levies.vat_percent,
    );
    if (c.tariff.restriction === "restricted") {
      const name = DUTY_TEXTS.lineName(c.index, c.input.description);
      warnings.push({ index: c.index, reason: "restricted", message: DUTY_TEXTS.restricted(name, c.tariff) });
    }
    return {
      index: c.index,
      description: c.input.description,
      quantity: c.input.quantity,
      hs_code: c.hs_code,
      tariff: c.tariff,
      currency: c.input.currency,
      fob_minor: c.fob_minor,
      customs_rate: c.rate,
      fob_kobo,
      freight_kobo,
      insurance_kobo,
      cif_kobo,
      duty_kobo,
      surcharge_kobo,
      ciss_kobo,
      etls_kobo,
      vat_kobo,
      total_kobo: safeSum([duty_kobo, surcharge_kobo, ciss_kobo, etls_kobo, vat_kobo]),
    };
  });
  return { lines, problems, warnings, total_kobo: safeSum(lines.map((l) => l.total_kobo)) };
}

/**
 * dutiesOf with the freight converted inside, or, when an amount would not be a safe integer in kobo (a declaration
 * stored before its total was limited, decision 0125), no lines priced: each line that could be is a problem saying
 * so, and the request is shown without an estimate rather than failing.
 */
export function dutiesOrTooLarge(
  inputs: readonly DutyLineInput[],
  tariff: readonly TariffHeading[],
  levies: CustomsLevies,
  freightKobo: () => number,
): { result: DutyResult; freight_kobo: number } {
  try {
    const freight_kobo = freightKobo();
    return { result: dutiesOf(inputs, tariff, levies, freight_kobo), freight_kobo };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const problems = inputs.map((input, index) => {
      const classified = classify(input, index, tariff);
      if (!classified.ok) return classified.problem;
      const message = DUTY_TEXTS.tooLarge(DUTY_TEXTS.lineName(index, input.description));
      return { index, reason: "too_large" as const, message };
    });
    return { result: { lines: [], problems, warnings: [], total_kobo: 0 }, freight_kobo: 0 };
  }
}
