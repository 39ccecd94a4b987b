import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { auditEntrySchema } from "../core/audit.js";
import { isCalendarDay } from "../core/calendar-day.js";
import { COMPANY } from "../core/company.js";
import { CURRENCY_LABELS, SHIPMENT_COUNTRIES, SHIPMENT_PAYMENT_STATUSES, SHIPMENT_STATUSES } from "../core/enums.js";
import { paginationSchema } from "../core/http.js";
import {
  SHIPMENT_STAFF_TEXTS,
  STAFF_SETTABLE_PAYMENT_STATUSES,
  type StaffSettablePaymentStatus,
} from "./staff.texts.js";

/**
 * A calendar date of the form: required with the spec's message, and a real 'YYYY-MM-DD' day the business records
 * (isCalendarDay: not 2026-02-30, which Date.parse rolled over and the database then refused with a 500).
 */
const calendarDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => isCalendarDay(v.slice(0, 10)), "Enter a valid date")
    .transform((v) => v.slice(0, 10));

const requiredText = (message: string, label: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max).check(plainText(label));
const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .check(plainText(label))
    .optional()
    .nullable()
    .transform((v) => v || null);

/** The order a shipment's dates must keep, with the message shown under the later field when they do not. */
export const SHIPMENT_DATE_RULES = {
  shipmentBeforeArrival: "Shipment date cannot be before the warehouse arrival date",
  deliveryBeforeShipment: "Estimated delivery date cannot be before the shipment date",
} as const;

interface ShipmentDates {
  warehouse_arrival_date: string;
  shipment_date: string;
  estimated_delivery_date: string;
}

const DATE_FIELDS = ["warehouse_arrival_date", "shipment_date", "estimated_delivery_date"] as const;

/**
 * Checks the order of the three dates (each a 'YYYY-MM-DD' day by then, so text order is date order) and reports
 * a broken rule on the field staff must change: the shipment date, or the estimated delivery date.
 */
function checkShipmentDates(dates: ShipmentDates, ctx: z.core.$RefinementCtx<ShipmentDates>) {
  const { warehouse_arrival_date: arrival, shipment_date: shipped, estimated_delivery_date: delivery } = dates;
  if (shipped < arrival)
    ctx.addIssue({ code: "custom", path: ["shipment_date"], message: SHIPMENT_DATE_RULES.shipmentBeforeArrival });
  if (delivery < shipped)
    ctx.addIssue({
      code: "custom",
      path: ["estimated_delivery_date"],
      message: SHIPMENT_DATE_RULES.deliveryBeforeShipment,
    });
}

/** Runs the date order as soon as the three dates are valid, so the form shows it alongside other fields' messages. */
const whenDatesAreValid = (payload: z.core.ParsePayload) =>
  !payload.issues.some((issue) => {
    const field = issue.path?.[0];
    return field === undefined || (DATE_FIELDS as readonly PropertyKey[]).includes(field);
  });

/** POST /api/shipment: every field and message of the spec's create-shipment rule, and the date order. */
export const createShipmentSchema = z
  .object({
    /** The customer's e-mail: the shipment is linked to the customer account that uses it. */
    email: z
      .string({ error: "Valid email is required" })
      .trim()
      .pipe(z.email("Valid email is required"))
      .transform((v) => v.toLowerCase()),
    /** Stored upper-case, like the generated numbers, so a search or a tracking look-up finds it however typed. */
    tracking_number: requiredText("Tracking number is required", "Tracking number", 40)
      .regex(/^[A-Za-z0-9-]+$/, "Tracking number may only contain letters, digits and dashes")
      .transform((v) => v.toUpperCase()),
    warehouse_arrival_date: calendarDate("Warehouse arrival date is required"),
    shipment_date: calendarDate("Shipment date is required"),
    estimated_delivery_date: calendarDate("Estimated delivery date is required"),
    delivery_address: requiredText("Delivery address is required", "Delivery address"),
    weight: z
      .number({ error: "Weight must be at least 0.1 kg" })
      .min(0.1, "Weight must be at least 0.1 kg")
      .max(1_000_000),
    dimensions: optionalText("Dimensions"),
    courier: optionalText("Courier"),
    shipping_cost: z.number({ error: "Shipping cost is required" }).min(0, "Shipping cost is required").max(1e11),
    payment_status: z
      .string({ error: "Payment status is required" })
      .min(1, "Payment status is required")
      .refine(
        (v) => (STAFF_SETTABLE_PAYMENT_STATUSES as readonly string[]).includes(v),
        SHIPMENT_STAFF_TEXTS.paymentStatusOneOf,
      )
      .transform((v) => v as StaffSettablePaymentStatus),
    /** The signed-in admin's id; the server always records the session's admin instead. */
    created_by: z
      .number({ error: "Admin ID is required" })
      .int("Admin ID is required")
      .nonnegative("Admin ID is required"),
    country: z.enum(SHIPMENT_COUNTRIES, { error: "Invalid country" }),
    currency: z.enum(CURRENCY_LABELS, { error: "Invalid currency" }),
  })
  .superRefine(checkShipmentDates, { when: whenDatesAreValid });
export type CreateShipmentInput = z.input<typeof createShipmentSchema>;

const shipmentStatusField = z.enum(SHIPMENT_STATUSES, {
  error: "Shipment status must be one of: Pending, In Transit, Available, Delivered, Cancelled",
});
const paymentStatusField = z.enum(STAFF_SETTABLE_PAYMENT_STATUSES, { error: SHIPMENT_STAFF_TEXTS.paymentStatusOneOf });
const trackingNumberField = z
  .string({ error: "Tracking number is required" })
  .trim()
  .min(1, "Tracking number is required");

/** PUT /api/shipment/shipment-status */
export const shipmentStatusUpdateSchema = z.object({
  tracking_number: trackingNumberField,
  shipment_status: shipmentStatusField,
});
/** PUT /api/shipment/payment-status */
export const paymentStatusUpdateSchema = z.object({
  tracking_number: trackingNumberField,
  payment_status: paymentStatusField,
});

/** The linked invoice as the staff list shows it: the transaction id opens /admin/invoices/{id}. */
export const staffInvoiceLinkSchema = z.object({ id: z.number(), transaction_id: z.string() });

/** One row of the staff shipments list (GET /api/shipment). */
export const staffShipmentRowSchema = z.object({
  id: z.number(),
  tracking_number: z.string(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  payment_status: z.enum(SHIPMENT_PAYMENT_STATUSES),
  email_address: z.string(),
  /** Two-decimal numeric string. */
  shipping_cost: z.string(),
  currency: z.enum(CURRENCY_LABELS),
  user_id: z.number(),
  created_at: z.string(),
  invoice: staffInvoiceLinkSchema.nullable(),
});
export type StaffShipmentRow = z.infer<typeof staffShipmentRowSchema>;

/**
 * The list's pagination, with an exact total. `totalIsCapped` is always false: it stays so that clients written
 * when the count stopped ten pages ahead keep working.
 */
export const staffPaginationSchema = paginationSchema.extend({ totalIsCapped: z.boolean() });
export type StaffPagination = z.infer<typeof staffPaginationSchema>;

export const staffShipmentListResponseSchema = z.object({
  shipments: z.array(staffShipmentRowSchema),
  pagination: staffPaginationSchema,
});
export type StaffShipmentListResponse = z.infer<typeof staffShipmentListResponseSchema>;

export const staffShipmentSchema = staffShipmentRowSchema.extend({
  delivery_address: z.string(),
  warehouse_arrival_date: z.string(),
  shipment_date: z.string(),
  estimated_delivery_date: z.string(),
  weight: z.string(),
  dimensions: z.string().nullable(),
  courier: z.string().nullable(),
  country: z.enum(SHIPMENT_COUNTRIES),
  added_charges: z.string().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  updated_at: z.string(),
  invoice: staffInvoiceLinkSchema
    .extend({ status: z.string(), total_amount: z.string(), currency: z.string() })
    .nullable(),
});
export type StaffShipment = z.infer<typeof staffShipmentSchema>;

export const statusHistoryEntrySchema = z.object({
  shipment_status: z.enum(SHIPMENT_STATUSES),
  changed_by: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/shipment/{id}: the record, its status timeline (newest first) and its audit trail. */
export const staffShipmentDetailResponseSchema = z.object({
  shipment: staffShipmentSchema,
  history: z.array(statusHistoryEntrySchema),
  audit: z.array(auditEntrySchema),
});
export type StaffShipmentDetailResponse = z.infer<typeof staffShipmentDetailResponseSchema>;

export const shipmentMutationResponseSchema = z.object({ message: z.string(), shipment: staffShipmentRowSchema });

/** The spec's generator: prefix, a number from 100 to 90099, three capital letters (e.g. SWG4821ABC). */
export function generateTrackingNumber(random: () => number = Math.random): string {
  const number = 100 + Math.floor(random() * (90099 - 100 + 1));
  let letters = "";
  for (let i = 0; i < 3; i++) letters += String.fromCharCode(65 + Math.floor(random() * 26));
  return `${COMPANY.trackingPrefix}${number}${letters}`;
}
