import { z } from "zod";
import { PICKUP_STATUSES } from "../core/enums.js";
import {
  doorstepChoiceSchema,
  multipartFormOf,
  withDoorstepRule,
  optionalText,
  phoneNumber,
  positiveDecimal,
  positiveInteger,
  requiredText,
} from "../core/form-values.js";
import { paginationSchema } from "../core/http.js";
import { uploadedImageSchema } from "../procurements/procurements.js";
import { invoiceSummarySchema } from "../shipments/shipments.js";

/* ---------- Form (the portal form and POST /api/pickups use these same schemas) ---------- */

/** Stored with two decimals: more would be rounded away (0.004 lbs stored as 0.00), so it is refused instead. */
const measure = (name: string) =>
  positiveDecimal(
    {
      invalid: `${name} must be a positive decimal`,
      decimals: `${name} can have at most two decimals`,
      max: `${name} is too large`,
    },
    100_000,
  );

/** One item: dimensions in cm, weight in lbs (shown in kg on the detail). */
export const pickupItemInputSchema = z.object({
  item_name: requiredText("Item name is required for each item", 200, "Item name"),
  length: measure("Length"),
  width: measure("Width"),
  height: measure("Height"),
  weight: measure("Weight"),
  quantity: positiveInteger("Quantity must be a positive integer"),
  /**
   * Which of the submitted `images` files is this item's photo (0-based), if any. The browser form
   * sets it from each item's own file input; the server checks it points at a real file.
   */
  image_index: z.number().int().min(0).max(9).nullable().optional(),
});
export type PickupItemInput = z.input<typeof pickupItemInputSchema>;

export const ITEMS_REQUIRED = "Items must be an array with at least one item. Frontend";

export const pickupFormSchema = withDoorstepRule(
  z.object({
    contact_name: requiredText("Contact name is required"),
    contact_number: phoneNumber("Contact number is required", "Contact number must be a valid phone number"),
    contact_email: z
      .string({ error: "Contact email is required" })
      .trim()
      .min(1, "Contact email is required")
      .pipe(
        z.email("Contact email must be a valid email address").max(200, "Contact email must be a valid email address"),
      ),
    address_1: requiredText("Address 1 is required"),
    address_2: optionalText(200, "Address 2"),
    city: requiredText("City is required"),
    state: requiredText("State is required"),
    country: requiredText("Country is required"),
    zip: requiredText("ZIP code is required", 20),
    items: z
      .array(pickupItemInputSchema, { error: ITEMS_REQUIRED })
      .min(1, ITEMS_REQUIRED)
      .max(50, "At most 50 items can be added"),
    extra_info: optionalText(2000, "Extra information", { multiline: true }),
    doorstep_delivery: doorstepChoiceSchema,
    delivery_address: optionalText(500, "Delivery address", { multiline: true }),
  }),
);
export type PickupFormInput = z.input<typeof pickupFormSchema>;
export type PickupFormValues = z.output<typeof pickupFormSchema>;

/** POST /api/pickups: the form as multipart text fields, `items` as JSON text. */
export const pickupMultipartSchema = multipartFormOf(pickupFormSchema, ["items"]);

/* ---------- Records ---------- */

export const pickupItemSchema = z.object({
  id: z.number(),
  item_name: z.string(),
  /** cm, two-decimal strings. */
  length: z.string(),
  width: z.string(),
  height: z.string(),
  /** lbs as entered (two-decimal string); the detail shows it in kg (lbsToKg). */
  weight: z.string(),
  quantity: z.number(),
  /** The item's photo (/api/uploads/<name>), when one was attached. */
  image_link: z.string().nullable(),
});
export type PickupItem = z.infer<typeof pickupItemSchema>;

/** A pickup as a list row. */
export const pickupSummarySchema = z.object({
  id: z.number(),
  status: z.enum(PICKUP_STATUSES),
  contact_name: z.string(),
  city: z.string(),
  country: z.string(),
  item_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  invoice: invoiceSummarySchema.nullable(),
});
export type PickupSummary = z.infer<typeof pickupSummarySchema>;

/** The printable detail. `images` are every photo sent with the pickup (items' photos included). */
export const pickupSchema = pickupSummarySchema.extend({
  customer_name: z.string(),
  email_address: z.string(),
  contact_number: z.string(),
  contact_email: z.string(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  state: z.string(),
  zip: z.string(),
  extra_info: z.string().nullable(),
  doorstep_delivery: z.boolean(),
  delivery_address: z.string().nullable(),
  items: z.array(pickupItemSchema),
  images: z.array(uploadedImageSchema),
});
export type Pickup = z.infer<typeof pickupSchema>;

/** GET /api/pickups */
export const pickupListResponseSchema = z.object({
  pickups: z.array(pickupSummarySchema),
  pagination: paginationSchema,
});
export type PickupListResponse = z.infer<typeof pickupListResponseSchema>;

/** GET /api/pickups/{id} */
export const pickupDetailResponseSchema = z.object({ pickup: pickupSchema });
export type PickupDetailResponse = z.infer<typeof pickupDetailResponseSchema>;

/** POST /api/pickups */
export const pickupCreatedResponseSchema = z.object({ message: z.string(), pickup: z.object({ id: z.number() }) });

/** Spec texts; the list failure reads 'pickups', not 'procurements' (docs/decisions/0018). */
export const PICKUP_TEXTS = {
  listTitle: "My Pickups",
  formButton: "Pickup Form",
  formTitle: "Pickup Form",
  loaded: "Pickups Loaded!",
  loadFailed: "Error!",
  fetchFailed: "Failed to fetch pickups.",
  created: "Pickup successfully submitted.",
  createFailed: "Failed to create pickup",
  networkError: "Network error. Please try again later.",
  notFound: "Pickup not found.",
} as const;
