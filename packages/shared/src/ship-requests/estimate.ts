import { z } from "zod";
import type { RepackLevel } from "./ship-requests.js";

/**
 * The consolidated box a ship request's estimate prices, modelled the way packing makes it (decision 0030): the
 * parcels' total volume plus a share for the gaps between them, shaped like the largest parcel, with padding on every
 * side; the weight is the parcels' weights with a share for what the repack level takes off (outer boxes, packaging)
 * or adds (the new box and filler). Each allowance has a low, a quoted and a high value: the estimate prices the
 * quoted box, and its range the low and the high box, so the customer sees where the packed box may land.
 */

export interface Allowance {
  low: number;
  quoted: number;
  high: number;
}

export interface PackingAllowance {
  /** Percent of the parcels' total volume added for the gaps between them (negative: packaging taken off). */
  gaps_percent: Allowance;
  /** Padding and box walls on every side of the contents, in millimetres. */
  padding_mm: Allowance;
  /** Percent of the parcels' total weight added by the new box and filler (negative: packaging taken off). */
  weight_percent: Allowance;
  /** Why, in the customer's words. */
  why: string;
}

/** The packing allowance per repack level: the one table the estimate and its explanation read (decision 0030). */
export const PACKING_ALLOWANCES: Record<RepackLevel, PackingAllowance> = {
  keep_outer_box: {
    gaps_percent: { low: 10, quoted: 20, high: 35 },
    padding_mm: { low: 15, quoted: 20, high: 25 },
    weight_percent: { low: 0, quoted: 5, high: 10 },
    why: "your parcels go into the new box in their own boxes, so the new box and its filler add to their weight",
  },
  keep_retail_box: {
    gaps_percent: { low: 0, quoted: 10, high: 25 },
    padding_mm: { low: 15, quoted: 20, high: 25 },
    weight_percent: { low: -10, quoted: 0, high: 5 },
    why: "the outer boxes come off and the new box goes on, so the weight stays about the same",
  },
  remove_packaging: {
    gaps_percent: { low: -20, quoted: 0, high: 15 },
    padding_mm: { low: 15, quoted: 20, high: 25 },
    weight_percent: { low: -20, quoted: -5, high: 5 },
    why: "all packaging comes off, so the items take less room and weigh less than the parcels did",
  },
};

export interface MeasuredParcel {
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

export type AllowancePoint = keyof Allowance;

const volumeOf = (p: MeasuredParcel) => p.length_mm * p.width_mm * p.height_mm;

/**
 * The consolidated box at one point of the allowance: contents = total volume × (100 + gaps) / 100, shaped like the
 * largest parcel (its sides scaled by the cube root of contents ÷ its volume), plus the padding on both sides of each
 * dimension, each side rounded up to the millimetre; weight = total weight × (100 + weight share) / 100, to the gram.
 */
export function consolidatedBox(
  parcels: readonly MeasuredParcel[],
  allowance: PackingAllowance,
  point: AllowancePoint,
): MeasuredParcel {
  const weight = parcels.reduce((sum, p) => sum + p.weight_grams, 0);
  const weight_grams = Math.round((weight * (100 + allowance.weight_percent[point])) / 100);
  const total = parcels.reduce((sum, p) => sum + volumeOf(p), 0);
  const largest = parcels.reduce((a, b) => (volumeOf(b) > volumeOf(a) ? b : a), parcels[0]!);
  if (total === 0 || volumeOf(largest) === 0) return { weight_grams, length_mm: 0, width_mm: 0, height_mm: 0 };
  const contents = (total * (100 + allowance.gaps_percent[point])) / 100;
  const scale = Math.cbrt(contents / volumeOf(largest));
  const side = (mm: number) => Math.ceil(mm * scale - 1e-9) + 2 * allowance.padding_mm[point];
  return {
    weight_grams,
    length_mm: side(largest.length_mm),
    width_mm: side(largest.width_mm),
    height_mm: side(largest.height_mm),
  };
}

const group = (n: number) => Math.round(n).toLocaleString("en-US");
const cm = (mm: number) => (mm / 10).toFixed(1).replace(/\.0$/, "");
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** How the estimated box was reached, line by line, for the customer (metric, as the packing table measures). */
export function consolidatedBoxText(
  parcels: readonly MeasuredParcel[],
  allowance: PackingAllowance,
  box: MeasuredParcel,
): string[] {
  const volumes = parcels.map((p) => volumeOf(p) / 1000);
  const total = volumes.reduce((a, b) => a + b, 0);
  const g = allowance.gaps_percent;
  const pad = allowance.padding_mm;
  const w = allowance.weight_percent;
  return [
    `Your parcels' total volume: ${volumes.map(group).join(" + ")} = ${group(total)} cm³.`,
    `Packing allowance: ${signed(g.quoted)} % for the gaps between the parcels and ${cm(pad.quoted)} cm of padding on every side (from ${signed(g.low)} % and ${cm(pad.low)} cm to ${signed(g.high)} % and ${cm(pad.high)} cm, depending on how they fit).`,
    `Weight: the parcels' ${group(parcels.reduce((s, p) => s + p.weight_grams, 0))} g ${signed(w.quoted)} % (from ${signed(w.low)} % to ${signed(w.high)} %): ${allowance.why}.`,
    `Estimated box: ${cm(box.length_mm)} × ${cm(box.width_mm)} × ${cm(box.height_mm)} cm, ${group(box.weight_grams)} g.`,
  ];
}

/**
 * A packed request's invoice beside its estimate: the difference and its reasons, and whether the invoice is above
 * the estimate by more than the notice share (a setting, 10 % by default), which the customer is told before paying.
 */
export const estimateComparisonSchema = z.object({
  ship_request_id: z.number(),
  estimate_minor: z.number(),
  low_minor: z.number(),
  high_minor: z.number(),
  /** The invoice's shipping charges: its total less the duties and taxes, which the estimate never included. */
  invoice_minor: z.number(),
  /** The duties and taxes on the invoice (0 when none): with `invoice_minor`, the invoice's total. */
  duties_minor: z.number(),
  currency: z.string(),
  difference_minor: z.number(),
  /** The difference as a percent of the estimate, one decimal ('8.0'; '-3.5'). */
  difference_percent: z.string(),
  within_range: z.boolean(),
  notice_percent: z.number(),
  above_notice: z.boolean(),
  reasons: z.array(z.string()),
});
export type EstimateComparison = z.infer<typeof estimateComparisonSchema>;
