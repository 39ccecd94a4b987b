import { z } from "zod";
import { WAREHOUSES, type WarehouseCode } from "../core/company.js";
import { CARRIERS, CURRENCY_LABELS } from "../core/enums.js";
import { optionalMoney, optionalText, requiredText } from "../core/form-values.js";
import { paginationSchema } from "../core/http.js";
import { customerClaimSchema } from "./claims.js";
import { carrierTrackingSchema, PACKAGE_TABS, type PackageTab, packageSchema } from "./packages.js";

/**
 * The customer's pre-alert ("Tell us about a package on its way"): a package in status 'expected' that the
 * receiving desk matches by its carrier tracking number. Sent as multipart/form-data with an optional `receipt`.
 */

/** The warehouses a customer can have parcels sent to: their suite addresses (the shopping warehouses). */
export const PRE_ALERT_WAREHOUSES = WAREHOUSES.filter((w) => w.forShopping);
const CITIES = PRE_ALERT_WAREHOUSES.map((w) => w.city) as [WarehouseCode, ...WarehouseCode[]];

/** Largest declared value we take on a pre-alert (a typo, not a parcel). */
export const MAX_DECLARED_VALUE = 10_000_000;

export const PRE_ALERT_TEXTS = {
  created: "Thanks! We will look out for your package and tell you when it arrives.",
  updated: "Your pre-alert has been updated.",
  cancelled: "Your pre-alert has been cancelled.",
  notFound: "Package not found.",
  notExpected:
    "This package has already arrived at our warehouse, so its pre-alert can no longer be changed or cancelled.",
  duplicate: (code: string) =>
    `You have already told us about a package with this tracking number (${code}). Edit that pre-alert instead.`,
  saveFailed: "Your pre-alert could not be saved. Please try again.",
  cancelFailed: "Your pre-alert could not be cancelled. Please try again.",
  loadFailed: "Your packages could not be loaded. Please try again.",
  currencyNeeded: "Choose the currency of the declared value.",
} as const;

/** An optional choice of a select: empty means none (null); anything else must be one of `values`. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v === "" || values.includes(v), message)
    .transform((v) => (v === "" ? null : (v as T[number])));

const preAlertFields = z.object({
  carrier_tracking_number: carrierTrackingSchema,
  carrier: optionalChoice(CARRIERS, "Choose one of the carriers listed, or Other."),
  warehouse: z.enum(CITIES, { error: "Choose the warehouse your package is going to." }),
  store: optionalText(200, "Store"),
  description: requiredText("Describe what is in the package.", 500, "Description"),
  declared_value: optionalMoney(
    {
      invalid: `Declared value must be a number from 0 to ${MAX_DECLARED_VALUE.toLocaleString("en-US")}.`,
      decimals: "Declared value can have at most 2 decimals.",
    },
    MAX_DECLARED_VALUE,
  ),
  declared_currency: optionalChoice(CURRENCY_LABELS, "Choose one of the currencies listed."),
  /** Edit only: take away the receipt attached earlier (a new file replaces it anyway). */
  remove_receipt: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === "true"),
});

/** Create and edit take the same fields; a declared value needs its currency. */
export const preAlertFormSchema = preAlertFields.refine(
  (v) => v.declared_value == null || v.declared_currency != null,
  { path: ["declared_currency"], message: PRE_ALERT_TEXTS.currencyNeeded },
);
export type PreAlertFormInput = z.input<typeof preAlertFormSchema>;
export type PreAlertForm = z.output<typeof preAlertFormSchema>;

/** The file field of the form and of the API. */
export const RECEIPT_FIELD = "receipt";

export const receiptSchema = z.object({ url: z.string(), name: z.string().nullable(), pdf: z.boolean() });
export type Receipt = z.infer<typeof receiptSchema>;

/** A package as its owner sees it on My Packages: the shared view plus the pre-alert's receipt. */
export const customerPackageSchema = packageSchema.extend({
  receipt: receiptSchema.nullable(),
  /** The customer's own claim when the tracking number was contested (never anything of another claimant). */
  claim: customerClaimSchema.nullable(),
  /** The open ship request (submitted, not yet cancelled or shipped) that holds the package: a new one may not take it. */
  ship_request_id: z.number().nullable(),
});
export type CustomerPackage = z.infer<typeof customerPackageSchema>;

const TAB_NAMES = Object.keys(PACKAGE_TABS) as [PackageTab, ...PackageTab[]];

export const PACKAGE_TAB_LABELS: Record<PackageTab, string> = {
  expected: "Expected",
  warehouse: "At the warehouse",
  shipped: "Shipped",
};

export const packageListQuerySchema = z.object({
  tab: z.enum(TAB_NAMES, { error: "Invalid tab" }).default("expected"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PackageListQuery = z.input<typeof packageListQuerySchema>;

export const packageListResponseSchema = z.object({
  packages: z.array(customerPackageSchema),
  /** How many of the customer's packages each tab holds. */
  counts: z.object({ expected: z.number(), warehouse: z.number(), shipped: z.number() }),
  pagination: paginationSchema,
});
export type PackageListResponse = z.infer<typeof packageListResponseSchema>;

export const packageResponseSchema = z.object({ message: z.string().optional(), package: customerPackageSchema });

/** The form's values for an existing pre-alert (the edit page). */
export function preAlertValuesOf(p: CustomerPackage): PreAlertFormInput {
  return {
    carrier_tracking_number: p.carrier_tracking_number ?? "",
    carrier: p.carrier ?? "",
    warehouse: p.warehouse as WarehouseCode,
    store: p.store ?? "",
    description: p.description,
    declared_value: p.declared_value ?? "",
    declared_currency: p.declared_currency ?? "",
    remove_receipt: false,
  };
}
