import { z } from "zod";
import { WAREHOUSES, type WarehouseCode } from "../core/company.js";
import { CURRENCY_LABELS, PROCUREMENT_STATUSES } from "../core/enums.js";
import { MAX_CONVERTIBLE_MINOR } from "../exchange-rates/exchange-rates.js";
import {
  doorstepChoiceSchema,
  multipartFormOf,
  optionalMoney,
  optionalText,
  phoneNumber,
  positiveDecimal,
  positiveInteger,
  requiredText,
  webUrl,
  withDoorstepRule,
} from "../core/form-values.js";
import { paginationSchema } from "../core/http.js";
import { invoiceSummarySchema } from "../shipments/shipments.js";

/** The warehouses a procurement can be delivered to (the shopping warehouses). */
export const PROCUREMENT_WAREHOUSES = WAREHOUSES.filter((w) => w.forShopping);
const WAREHOUSE_CITIES = PROCUREMENT_WAREHOUSES.map((w) => w.city) as [WarehouseCode, ...WarehouseCode[]];
/** Nothing chosen is "required"; a warehouse we do not shop from (a Lagos one, an office) is named as such. */
const WAREHOUSE_NOT_OFFERED = `Warehouse must be one we shop from: ${WAREHOUSE_CITIES.slice(0, -1).join(", ")} or ${WAREHOUSE_CITIES.at(-1)}`;

/** Choosing a warehouse sets the procurement currency to the warehouse's currency. */
export function currencyOfWarehouse(city: string): (typeof CURRENCY_LABELS)[number] | undefined {
  return PROCUREMENT_WAREHOUSES.find((w) => w.city === city)?.currency;
}

/**
 * A Google Drive share link turned into a direct view link an <img> can show:
 * https://drive.google.com/file/d/ID/view?usp=sharing → https://drive.google.com/uc?export=view&id=ID.
 * Also handles open?id=ID and uc?id=ID forms; any other link is returned unchanged.
 */
export function toDirectImageLink(link: string): string;
export function toDirectImageLink(link: string | null | undefined): string | null;
export function toDirectImageLink(link: string | null | undefined): string | null {
  if (link == null) return null;
  const trimmed = link.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return trimmed;
  }
  if (url.hostname !== "drive.google.com" && url.hostname !== "docs.google.com") return trimmed;
  const fromPath = /\/file\/d\/([\w-]+)/.exec(url.pathname)?.[1];
  const fromQuery = url.pathname === "/open" || url.pathname === "/uc" ? url.searchParams.get("id") : null;
  const id = fromPath ?? fromQuery;
  if (!id || !/^[\w-]+$/.test(id)) return trimmed;
  return `https://drive.google.com/uc?export=view&id=${id}`;
}

/* ---------- Form (the portal form and POST /api/procurements use these same schemas) ---------- */

export const procurementAddressSchema = z.object(
  {
    address_line1: requiredText("Address is required"),
    address_line2: optionalText(200, "Address line 2"),
    city: requiredText("City is required"),
    state: requiredText("State is required"),
    country: requiredText("Country is required"),
    zip: requiredText("ZIP code is required", 20),
    phone_number: phoneNumber("Number is required", "Number must be a valid phone number", "Phone number"),
  },
  { error: "Address is required" },
);

export const procurementProductInputSchema = z.object({
  product_name: requiredText("Product name is required"),
  product_link: webUrl("Product link must be a valid URL"),
  size: optionalText(100, "Size"),
  colour: optionalText(100, "Colour"),
  quantity: positiveInteger("Quantity must be at least 1"),
  unit_price: positiveDecimal({
    invalid: "Unit price must be a positive value",
    decimals: "Unit price can have at most two decimal places",
    max: "Unit price is too large",
  }),
  /** Optional picture of the product; drive share links are stored as direct view links. */
  image_link: z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.union([z.literal(""), webUrl("Image link must be a valid URL")]))
    .transform((v) => (v === "" ? null : toDirectImageLink(v))),
});
export type ProcurementProductInput = z.input<typeof procurementProductInputSchema>;

/**
 * The most one shop request may total (its products and added charges), in its currency: what an invoice in any
 * currency may total (maxInvoiceTotalMinor, decision 0125), so every shop request can be invoiced and paid in naira.
 */
export const PROCUREMENT_MAX_TOTAL = MAX_CONVERTIBLE_MINOR / 100;

export const procurementFormSchema = withDoorstepRule(
  z.object({
    warehouse: z.enum(WAREHOUSE_CITIES, {
      error: (issue) =>
        issue.input == null || String(issue.input).trim() === "" ? "Warehouse is required" : WAREHOUSE_NOT_OFFERED,
    }),
    currency: z.enum(CURRENCY_LABELS, { error: "Currency is required" }),
    address: procurementAddressSchema,
    store_name: requiredText("Store name is required"),
    store_website: webUrl("Store website must be a valid URL"),
    products: z
      .array(procurementProductInputSchema, { error: "Add at least one product" })
      .min(1, "Add at least one product")
      .max(50, "At most 50 products can be added"),
    extra_info: optionalText(2000, "Extra information", { multiline: true }),
    added_charges: optionalMoney({
      invalid: "Added charges must be a valid amount",
      decimals: "Added charges can have at most two decimal places",
    }),
    doorstep_delivery: doorstepChoiceSchema,
    delivery_address: optionalText(500, "Delivery address", { multiline: true }),
  }),
).refine((v) => procurementTotal(v.products, v.added_charges) <= PROCUREMENT_MAX_TOTAL, {
  path: ["products"],
  message: `The shop request's total is too large: at most ${PROCUREMENT_MAX_TOTAL.toLocaleString("en-US")}`,
});
export type ProcurementFormInput = z.input<typeof procurementFormSchema>;
export type ProcurementFormValues = z.output<typeof procurementFormSchema>;

/** POST /api/procurements: the form as multipart text fields, `address` and `products` as JSON text. */
export const procurementMultipartSchema = multipartFormOf(procurementFormSchema, ["address", "products"]);

/** Σ unit_price × quantity + added_charges, computed in cents so 0.1 + 0.2 stays 0.30. */
export function procurementTotal(
  products: ReadonlyArray<{
    unit_price: number | string | null | undefined;
    quantity: number | string | null | undefined;
  }>,
  addedCharges: number | string | null | undefined,
): number {
  const cents = (v: number | string | null | undefined) => {
    const n = Number(v);
    return Number.isFinite(n) ? Math.round(n * 100) : 0;
  };
  const whole = (v: number | string | null | undefined) => {
    const n = Number(v);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  };
  const sum = products.reduce((acc, p) => acc + cents(p.unit_price) * whole(p.quantity), 0) + cents(addedCharges);
  return sum / 100;
}

/* ---------- Records ---------- */

export const uploadedImageSchema = z.object({ id: z.number(), url: z.string(), name: z.string().nullable() });

export const procurementProductSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  product_link: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.string(),
  image_link: z.string().nullable(),
});
export type ProcurementProduct = z.infer<typeof procurementProductSchema>;

/** A procurement as a list row. Money is a two-decimal string; `total` includes the added charges. */
export const procurementSummarySchema = z.object({
  id: z.number(),
  status: z.enum(PROCUREMENT_STATUSES),
  warehouse: z.string(),
  store_name: z.string(),
  store_website: z.string(),
  currency: z.enum(CURRENCY_LABELS),
  added_charges: z.string().nullable(),
  total: z.string(),
  product_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  invoice: invoiceSummarySchema.nullable(),
});
export type ProcurementSummary = z.infer<typeof procurementSummarySchema>;

/**
 * The printable detail. `address` is stored as JSON (jsonb) and answered as an object, never as the
 * JSON-in-a-string of the original API.
 */
export const procurementSchema = procurementSummarySchema.extend({
  address: z.object({
    address_line1: z.string(),
    address_line2: z.string().nullable().optional(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zip: z.string(),
    phone_number: z.string().nullable().optional(),
  }),
  extra_info: z.string().nullable(),
  doorstep_delivery: z.boolean(),
  delivery_address: z.string().nullable(),
  products: z.array(procurementProductSchema),
  images: z.array(uploadedImageSchema),
});
export type Procurement = z.infer<typeof procurementSchema>;

/**
 * GET /api/procurements. The spec's client also took a refreshed token from this answer; sessions live
 * in an httpOnly cookie here (API clients keep their bearer token), so no token is returned.
 */
export const procurementListResponseSchema = z.object({
  procurements: z.array(procurementSummarySchema),
  pagination: paginationSchema,
});
export type ProcurementListResponse = z.infer<typeof procurementListResponseSchema>;

/** GET /api/procurements/{id} */
export const procurementDetailResponseSchema = z.object({ procurement: procurementSchema });
export type ProcurementDetailResponse = z.infer<typeof procurementDetailResponseSchema>;

/** POST /api/procurements */
export const procurementCreatedResponseSchema = z.object({
  message: z.string(),
  procurement: z.object({ id: z.number() }),
});

export const PROCUREMENT_TEXTS = {
  listTitle: "Procurements",
  formButton: "Procurement Form",
  formTitle: "Procurement Form",
  loaded: "Procurements Loaded!",
  loadFailed: "Error!",
  fetchFailed: "Failed to fetch procurements.",
  created: "Procurement successfully submitted.",
  createFailed: "Failed to add procurement.",
  formFallback: "An error occurred. Please try again.",
  notFound: "Procurement not found.",
  addedChargesLabel: "Tax / Shipping to warehouse",
} as const;
