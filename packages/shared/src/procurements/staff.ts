import { z } from "zod";
import { auditEntrySchema } from "../core/audit.js";
import { CURRENCY_LABELS, PROCUREMENT_STATUSES } from "../core/enums.js";
import { paginationSchema } from "../core/http.js";
import { invoiceLinkSchema, recordIdField, statusField } from "../invoices/staff.js";

/* ---------- Status update: PUT /api/procurement/procurement-status ---------- */

export const procurementStatusUpdateSchema = z.object({
  procurement_id: recordIdField("ID is required"),
  status: statusField(PROCUREMENT_STATUSES),
});
export type ProcurementStatusUpdateInput = z.input<typeof procurementStatusUpdateSchema>;

/* ---------- The warehouse address, read safely ---------- */

export interface WarehouseAddressView {
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  /** The form's required phone number (older records have none). */
  phone_number: string | null;
}

const ADDRESS_KEYS = ["address_line1", "address_line2", "city", "state", "zip", "country", "phone_number"] as const;

/**
 * The procurement's warehouse address as the spec describes it: a JSON string that may hold another
 * JSON string (encoded twice), or already an object. Returns null (a blank address) when it cannot be
 * read, and then logs 'Invalid JSON'. Nothing here throws, whatever the stored value is.
 */
export function parseWarehouseAddress(
  raw: unknown,
  log: (message: string, detail?: unknown) => void = (m, d) => console.error(m, d),
): WarehouseAddressView | null {
  if (raw == null || raw === "") return null;
  let value: unknown = raw;
  // A string is JSON; its content may be a string again (encoded twice). Unwrap at most three layers.
  for (let depth = 0; typeof value === "string" && depth < 3; depth++) {
    try {
      value = JSON.parse(value);
    } catch (error) {
      log("Invalid JSON", error);
      return null;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    log("Invalid JSON", raw);
    return null;
  }
  const record = value as Record<string, unknown>;
  const text = (key: (typeof ADDRESS_KEYS)[number]) => {
    const v = record[key];
    return typeof v === "string" || typeof v === "number" ? String(v).trim() : "";
  };
  const address: WarehouseAddressView = {
    address_line1: text("address_line1"),
    address_line2: text("address_line2") || null,
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    country: text("country"),
    phone_number: text("phone_number") || null,
  };
  if (ADDRESS_KEYS.every((k) => !address[k])) {
    log("Invalid JSON", raw);
    return null;
  }
  return address;
}

/* ---------- Records ---------- */

/** One row of the staff shop-request list. `total` = Σ unit price × quantity + added charges (two decimals). */
export const staffProcurementRowSchema = z.object({
  id: z.number(),
  status: z.enum(PROCUREMENT_STATUSES),
  store_name: z.string(),
  store_website: z.string(),
  currency: z.enum(CURRENCY_LABELS),
  user_id: z.number(),
  email_address: z.string(),
  total: z.string(),
  created_at: z.string(),
  invoice: invoiceLinkSchema.nullable(),
});
export type StaffProcurementRow = z.infer<typeof staffProcurementRowSchema>;

export const staffProcurementProductSchema = z.object({
  id: z.number(),
  product_name: z.string(),
  product_link: z.string(),
  image_link: z.string().nullable(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.string(),
  /** unit price × quantity, two decimals. */
  amount: z.string(),
});

export const staffUploadedImageSchema = z.object({ id: z.number(), url: z.string(), name: z.string().nullable() });

export const staffProcurementSchema = staffProcurementRowSchema.extend({
  customer_name: z.string(),
  warehouse: z.string(),
  /** As stored: an object, or (older records) JSON text, possibly encoded twice. Read it with parseWarehouseAddress. */
  address: z.unknown(),
  doorstep_delivery: z.boolean(),
  delivery_address: z.string().nullable(),
  /** 'Tax / Shipping to warehouse'. */
  added_charges: z.string().nullable(),
  extra_info: z.string().nullable(),
  updated_at: z.string(),
  products: z.array(staffProcurementProductSchema),
  images: z.array(staffUploadedImageSchema),
  audit: z.array(auditEntrySchema),
});
export type StaffProcurement = z.infer<typeof staffProcurementSchema>;

/** GET /api/procurement */
export const staffProcurementListResponseSchema = z.object({
  procurements: z.array(staffProcurementRowSchema),
  pagination: paginationSchema,
});
export type StaffProcurementListResponse = z.infer<typeof staffProcurementListResponseSchema>;

/** GET /api/procurement/{id} */
export const staffProcurementDetailResponseSchema = z.object({ procurement: staffProcurementSchema });
export type StaffProcurementDetailResponse = z.infer<typeof staffProcurementDetailResponseSchema>;

export const PROCUREMENT_STAFF_TEXTS = {
  listTitle: "Shop Requests",
  loaded: "Procurements Loaded!",
  loadError: "Error loading procurements!",
  fetchFailed: "Failed to fetch procurement records.",
  statusFailed: "Failed to update procurement status.",
  notFound: "Procurement not found.",
  addedChargesLabel: "Tax / Shipping to warehouse",
} as const;

/** The columns staff can sort the shop request list by (`sortBy`); without one it is newest (or oldest) first. */
export const PROCUREMENT_SORT_COLUMNS = ["id", "status", "total", "store_name", "created_at"] as const;

/** Moving a shop request to any status but 'pending' e-mails the customer the decision: staff confirm first. */
export function procurementStatusChangeEmailsCustomer<S extends string>(next: S): next is Exclude<S, "pending"> {
  return next !== "pending";
}
