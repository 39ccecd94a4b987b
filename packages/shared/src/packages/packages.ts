import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { WAREHOUSES, type WarehouseCode } from "../core/company.js";
import { CARRIERS, CURRENCY_LABELS, PACKAGE_CONDITIONS, PACKAGE_STATUSES, type PackageStatus } from "../core/enums.js";
import { isWholeMillimetres, LENGTH_UNITS, toGrams, toMillimetres, WEIGHT_UNITS } from "../core/units.js";

/** Parcels at our warehouses: what the customer portal, the receiving desk and the back office share. */

export const PACKAGE_STATUS_LABELS: Record<PackageStatus, string> = {
  expected: "Expected",
  received: "Received",
  ready_to_ship: "Ready to ship",
  on_hold: "On hold",
  returned_to_sender: "Returned to sender",
  disposed: "Disposed",
  shipped: "Shipped",
};

/** The portal's tabs: which statuses each shows. */
export const PACKAGE_TABS = {
  expected: ["expected"],
  warehouse: ["received", "ready_to_ship", "on_hold"],
  shipped: ["shipped", "returned_to_sender", "disposed"],
} as const satisfies Record<string, readonly PackageStatus[]>;
export type PackageTab = keyof typeof PACKAGE_TABS;

/** Statuses in which a parcel sits on our shelves and its storage clock runs. */
export const STORED_STATUSES: readonly PackageStatus[] = PACKAGE_TABS.warehouse;

/** Every warehouse's city: where a parcel can be received and what the staff list filters by. */
export const PACKAGE_WAREHOUSE_CITIES = WAREHOUSES.map((w) => w.city) as [WarehouseCode, ...WarehouseCode[]];

/** Who a parcel belongs to, as staff see them beside it (the desk shows 'Ada Lovelace (SW10001)'). */
export const packageOwnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  suite_number: z.string(),
  email_address: z.string(),
});
export type PackageOwner = z.infer<typeof packageOwnerSchema>;

/** A staff text field of a parcel: trimmed, at most `max` characters, nothing invisible (the shared text rule). */
export const packageStaffText = (name: string, max: number) =>
  z.string().trim().max(max, `${name} can be at most ${max} characters.`).check(plainText(name));

/** Largest parcel we take: 300 kg, and 3 m on any side (a mistyped unit, not a parcel). */
export const MAX_PACKAGE_GRAMS = 300_000;
export const MAX_SIDE_MM = 3_000;

/**
 * A carrier tracking number as scanned or typed: spaces and dashes dropped, upper-cased, 6 to 40 letters and digits
 * (UPS '1Z…', USPS 22 digits, Amazon 'TBA…').
 */
export const carrierTrackingSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .min(1, "Enter the carrier's tracking number.")
      .min(6, "A carrier tracking number has at least 6 letters and digits.")
      .max(40, "A carrier tracking number has at most 40 letters and digits. Please check what was scanned.")
      .regex(/^[A-Z0-9]+$/, "A carrier tracking number has only letters and digits."),
  );

const decimalText = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

/** What a person types for weight and size; measuresOf() turns it into grams and millimetres. */
export const packageMeasuresInputSchema = z
  .object({
    weight: decimalText,
    weight_unit: z.enum(WEIGHT_UNITS),
    length: decimalText,
    width: decimalText,
    height: decimalText,
    length_unit: z.enum(LENGTH_UNITS),
  })
  .superRefine((v, ctx) => {
    const grams = toGrams(v.weight, v.weight_unit);
    if (v.weight === "") ctx.addIssue({ code: "custom", path: ["weight"], message: "Enter the weight." });
    else if (grams === undefined)
      ctx.addIssue({ code: "custom", path: ["weight"], message: "Weight must be a number." });
    else if (grams <= 0) ctx.addIssue({ code: "custom", path: ["weight"], message: "Weight must be more than 0." });
    else if (grams > MAX_PACKAGE_GRAMS)
      ctx.addIssue({ code: "custom", path: ["weight"], message: "Weight must be at most 300 kg (661 lb)." });
    for (const side of ["length", "width", "height"] as const) {
      const name = side[0]!.toUpperCase() + side.slice(1);
      const mm = toMillimetres(v[side], v.length_unit);
      if (v[side] === "") ctx.addIssue({ code: "custom", path: [side], message: `Enter the ${side}.` });
      else if (mm === undefined) ctx.addIssue({ code: "custom", path: [side], message: `${name} must be a number.` });
      else if (mm <= 0) ctx.addIssue({ code: "custom", path: [side], message: `${name} must be more than 0.` });
      else if (mm > MAX_SIDE_MM)
        ctx.addIssue({ code: "custom", path: [side], message: `${name} must be at most 300 cm (118 in).` });
    }
  });
export type PackageMeasuresInput = z.input<typeof packageMeasuresInputSchema>;

/** Stored measures of valid input (call after packageMeasuresInputSchema accepted it). */
export function measuresOf(v: z.output<typeof packageMeasuresInputSchema>) {
  return {
    weight_grams: toGrams(v.weight, v.weight_unit)!,
    length_mm: toMillimetres(v.length, v.length_unit)!,
    width_mm: toMillimetres(v.width, v.length_unit)!,
    height_mm: toMillimetres(v.height, v.length_unit)!,
  };
}

/**
 * The parcel to price valid input with (priceParcel): its measures, and which sides' millimetres were rounded from
 * what was typed (inches mostly: 31 in is 787.4 mm), so the volume is priced by the size typed (decision 0124).
 */
export function parcelOf(v: z.output<typeof packageMeasuresInputSchema>) {
  const rounded = (side: "length" | "width" | "height") => !isWholeMillimetres(v[side], v.length_unit);
  return {
    ...measuresOf(v),
    rounded_sides: [rounded("length"), rounded("width"), rounded("height")] as [boolean, boolean, boolean],
  };
}

/** Preset box sizes at the desk (cm): a click fills length, width and height. */
export const PRESET_BOXES = [
  { name: "Envelope", length: 35, width: 25, height: 2 },
  { name: "Small box", length: 30, width: 20, height: 15 },
  { name: "Medium box", length: 45, width: 35, height: 30 },
  { name: "Large box", length: 60, width: 45, height: 40 },
  { name: "Extra-large box", length: 80, width: 60, height: 50 },
] as const;

export const packagePhotoSchema = z.object({ url: z.string(), name: z.string().nullable() });

/** A parcel as its owner sees it (My Packages) and staff see it in lists. */
export const packageSchema = z.object({
  id: z.number(),
  /** Our package id, printed as the label's barcode, e.g. 'SWP100001'. */
  package_code: z.string(),
  status: z.enum(PACKAGE_STATUSES),
  warehouse: z.string(),
  warehouse_label: z.string(),
  carrier: z.enum(CARRIERS).nullable(),
  carrier_tracking_number: z.string().nullable(),
  store: z.string().nullable(),
  description: z.string(),
  declared_value: z.string().nullable(),
  declared_currency: z.enum(CURRENCY_LABELS).nullable(),
  weight_grams: z.number().nullable(),
  length_mm: z.number().nullable(),
  width_mm: z.number().nullable(),
  height_mm: z.number().nullable(),
  volumetric_grams: z.number().nullable(),
  condition: z.enum(PACKAGE_CONDITIONS).nullable(),
  condition_note: z.string().nullable(),
  photos: z.array(packagePhotoSchema),
  received_at: z.string().nullable(),
  storage: z
    .object({
      free_days: z.number(),
      free_days_left: z.number(),
      fees_start_at: z.string(),
      fee_per_day: z.string(),
      fees_so_far: z.string(),
      currency: z.enum(CURRENCY_LABELS),
    })
    .nullable(),
  created_at: z.string(),
});
export type PackageView = z.infer<typeof packageSchema>;

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface StorageTerms {
  free_storage_days: number;
  /** Minor units of the warehouse's currency per day once the free days are over. */
  storage_fee_per_day: number;
}

/**
 * The free-storage clock of a parcel received at `receivedAt`: whole days of free storage left (0 once fees run),
 * when fees start, and the fees so far in minor units (a started day counts).
 */
export function storageClock(receivedAt: Date, now: Date, terms: StorageTerms) {
  const feesStartAt = new Date(receivedAt.getTime() + terms.free_storage_days * DAY_MS);
  const msLeft = feesStartAt.getTime() - now.getTime();
  const freeDaysLeft = msLeft > 0 ? Math.ceil(msLeft / DAY_MS) : 0;
  const feeDays = msLeft >= 0 ? 0 : Math.ceil(-msLeft / DAY_MS);
  return { feesStartAt, freeDaysLeft, feeDays, feesMinor: feeDays * terms.storage_fee_per_day };
}
