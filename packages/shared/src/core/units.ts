/**
 * Weights are stored in whole grams and lengths in whole millimetres; staff and customers enter kg or lb, cm or in.
 * Conversions read the typed decimal as text so no binary floating point error creeps in ('0.1' kg is 100 g, not
 * 99.99999 g), and round once, to the nearest gram or millimetre.
 */

export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const LENGTH_UNITS = ["cm", "in"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** The international avoirdupois pound (1959): exactly 453.59237 g. */
const MICROGRAMS_PER_LB = 453_592_370n;
/** Exactly 25.4 mm to the inch, written as tenths of a micrometre per inch. */
const TENTH_MICRONS_PER_INCH = 254_000n;

/** A non-negative decimal written as text ('12', '0.5', '.25'), as a scaled integer: digits and decimal places. */
function parseDecimal(value: string | number): { digits: bigint; places: number } | undefined {
  const text = typeof value === "number" ? numberToPlainText(value) : value.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === "" && !match[2])) return undefined;
  const whole = match[1] ?? "";
  const fraction = (match[2] ?? "").slice(0, 12);
  return { digits: BigInt(`${whole}${fraction}` || "0"), places: fraction.length };
}

function numberToPlainText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return "x";
  // toPrecision keeps the digits a person typed (0.1 stays 0.1); toFixed would spell out the float's error.
  return Number(value.toPrecision(15)).toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 12 });
}

/** numerator / denominator rounded half up, in integers. */
function roundDivide(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** Grams of a weight typed in kg or lb; undefined when it is not a plain non-negative number. */
export function toGrams(value: string | number, unit: WeightUnit): number | undefined {
  const parsed = parseDecimal(value);
  if (!parsed) return undefined;
  const scale = 10n ** BigInt(parsed.places);
  if (unit === "kg") return roundDivide(parsed.digits * 1000n, scale);
  return roundDivide(parsed.digits * MICROGRAMS_PER_LB, scale * 1_000_000n);
}

/** Millimetres of a length typed in cm or in; undefined when it is not a plain non-negative number. */
export function toMillimetres(value: string | number, unit: LengthUnit): number | undefined {
  const parsed = parseDecimal(value);
  if (!parsed) return undefined;
  const scale = 10n ** BigInt(parsed.places);
  if (unit === "cm") return roundDivide(parsed.digits * 10n, scale);
  return roundDivide(parsed.digits * TENTH_MICRONS_PER_INCH, scale * 10_000n);
}

/** Whether a length typed in cm or in is a whole number of millimetres (toMillimetres did not have to round it). */
export function isWholeMillimetres(value: string | number, unit: LengthUnit): boolean {
  const parsed = parseDecimal(value);
  if (!parsed) return false;
  const scale = 10n ** BigInt(parsed.places);
  return unit === "cm"
    ? (parsed.digits * 10n) % scale === 0n
    : (parsed.digits * TENTH_MICRONS_PER_INCH) % (scale * 10_000n) === 0n;
}

/** Kilograms of a stored weight, for display and pricing. */
export const gramsToKg = (grams: number) => grams / 1000;
/** Pounds of a stored weight, for display. */
export const gramsToLb = (grams: number) => (grams * 1_000_000) / Number(MICROGRAMS_PER_LB);
export const mmToCm = (mm: number) => mm / 10;
export const mmToIn = (mm: number) => mm / 25.4;

/** '2.50 kg (5.51 lb)'. */
export function formatWeight(grams: number | null | undefined): string {
  if (grams == null) return "—";
  return `${gramsToKg(grams).toFixed(2)} kg (${gramsToLb(grams).toFixed(2)} lb)`;
}

export interface Dimensions {
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

/** '40 × 30 × 20 cm (15.7 × 11.8 × 7.9 in)'. */
export function formatDimensions(d: { [K in keyof Dimensions]?: number | null } | null | undefined): string {
  if (!d || d.length_mm == null || d.width_mm == null || d.height_mm == null) return "—";
  const sides = [d.length_mm, d.width_mm, d.height_mm];
  const cm = sides.map((s) => trimZeros(mmToCm(s).toFixed(1))).join(" × ");
  const inches = sides.map((s) => mmToIn(s).toFixed(1)).join(" × ");
  return `${cm} cm (${inches} in)`;
}

const trimZeros = (text: string) => text.replace(/\.0$/, "");

/** The default volumetric divisor: 5,000 cm³ per kg (a warehouse setting; the rates issue prices with it). */
export const DEFAULT_VOLUMETRIC_DIVISOR = 5000;

/**
 * Volumetric weight in grams: L × W × H in cm³ divided by the divisor (cm³ per kg). With millimetres that is
 * mm³ / divisor grams exactly (1 cm³ = 1,000 mm³, 1 kg = 1,000 g); rounded up to the next gram, as carriers do.
 */
export function volumetricGrams(d: Dimensions, divisor = DEFAULT_VOLUMETRIC_DIVISOR): number {
  const mm3 = BigInt(d.length_mm) * BigInt(d.width_mm) * BigInt(d.height_mm);
  const div = BigInt(divisor);
  return Number((mm3 + div - 1n) / div);
}
