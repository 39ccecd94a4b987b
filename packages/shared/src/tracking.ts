import { z } from "zod";
import { SHIPMENT_PAYMENT_STATUSES, SHIPMENT_STATUSES } from "./enums.js";

/** Our tracking numbers are short; anything past this is a paste gone wrong. */
export const TRACKING_NUMBER_MAX = 64;
export const TRACKING_NUMBER_TOO_LONG = `A tracking number has at most ${TRACKING_NUMBER_MAX} characters. Please check the number you entered.`;

/** One tracking number: required free text of a sensible length. */
export const trackingNumberSchema = z
  .string()
  .trim()
  .min(1, "Tracking number is required")
  .max(TRACKING_NUMBER_MAX, TRACKING_NUMBER_TOO_LONG);

/** The tracking form: required free text. */
export const trackingFormSchema = z.object({ tracking_number: trackingNumberSchema });

/** GET /api/track/{id}: the six tracking fields of the spec plus the status history (newest first). */
export const trackingResultSchema = z.object({
  tracking_number: z.string(),
  warehouse_arrival_date: z.string().nullable(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  shipment_date: z.string().nullable(),
  payment_status: z.enum(SHIPMENT_PAYMENT_STATUSES),
  estimated_delivery_date: z.string().nullable(),
  updated_at: z.string(),
  history: z.array(z.object({ shipment_status: z.enum(SHIPMENT_STATUSES), created_at: z.string() })),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

export const TRACKING_NOT_FOUND = "No shipment found with this tracking number.";
