import { z } from "zod";
import { auditEntrySchema } from "../core/audit.js";
import { PICKUP_STATUSES } from "../core/enums.js";
import { paginationSchema } from "../core/http.js";
import { invoiceLinkSchema, recordIdField, statusField } from "../invoices/staff.js";
import { staffUploadedImageSchema } from "../procurements/staff.js";

/* ---------- Status update: PUT /api/pickup/pickup-status ---------- */

export const pickupStatusUpdateSchema = z.object({
  pickup_id: recordIdField("Pickup ID is required"),
  status: statusField(PICKUP_STATUSES),
});
export type PickupStatusUpdateInput = z.input<typeof pickupStatusUpdateSchema>;

/* ---------- Records ---------- */

/** One row of the staff pickup list. */
export const staffPickupRowSchema = z.object({
  id: z.number(),
  status: z.enum(PICKUP_STATUSES),
  user_id: z.number(),
  email_address: z.string(),
  contact_name: z.string(),
  city: z.string(),
  country: z.string(),
  created_at: z.string(),
  invoice: invoiceLinkSchema.nullable(),
});
export type StaffPickupRow = z.infer<typeof staffPickupRowSchema>;

export const staffPickupItemSchema = z.object({
  id: z.number(),
  item_name: z.string(),
  /** cm, two-decimal strings. */
  length: z.string(),
  width: z.string(),
  height: z.string(),
  /** As entered, in lbs (two-decimal string). */
  weight_lbs: z.string(),
  /** Shown on the detail: lbs × 0.45359237, two decimals. */
  weight_kg: z.number(),
  quantity: z.number(),
  image_link: z.string().nullable(),
});
export type StaffPickupItem = z.infer<typeof staffPickupItemSchema>;

export const staffPickupSchema = staffPickupRowSchema.extend({
  customer_name: z.string(),
  contact_number: z.string(),
  contact_email: z.string(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  state: z.string(),
  zip: z.string(),
  extra_info: z.string().nullable(),
  doorstep_delivery: z.boolean(),
  delivery_address: z.string().nullable(),
  updated_at: z.string(),
  items: z.array(staffPickupItemSchema),
  images: z.array(staffUploadedImageSchema),
  audit: z.array(auditEntrySchema),
});
export type StaffPickup = z.infer<typeof staffPickupSchema>;

/** GET /api/pickup */
export const staffPickupListResponseSchema = z.object({
  pickups: z.array(staffPickupRowSchema),
  pagination: paginationSchema,
});
export type StaffPickupListResponse = z.infer<typeof staffPickupListResponseSchema>;

/** GET /api/pickup/{id} */
export const staffPickupDetailResponseSchema = z.object({ pickup: staffPickupSchema });
export type StaffPickupDetailResponse = z.infer<typeof staffPickupDetailResponseSchema>;

/** Spec texts; the pickups error reads 'pickups', not 'procurements' (docs/decisions/0018). */
export const PICKUP_STAFF_TEXTS = {
  listTitle: "Pickups",
  loaded: "Pickups Loaded!",
  loadError: "Error loading pickups!",
  fetchFailed: "Failed to fetch pickups.",
  statusFailed: "Failed to update pickup status.",
  notFound: "Pickup not found.",
} as const;

/** The columns staff can sort the pickup list by (`sortBy`); without one it is newest (or oldest) first. */
export const PICKUP_SORT_COLUMNS = ["id", "status", "created_at"] as const;

/** Moving a pickup to any status but 'pending' e-mails the customer the news: staff confirm first. */
export function pickupStatusChangeEmailsCustomer<S extends string>(next: S): next is Exclude<S, "pending"> {
  return next !== "pending";
}
