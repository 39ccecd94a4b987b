import { z } from "zod";
import { SHIPMENT_PAYMENT_STATUSES, SHIPMENT_STATUSES } from "../core/enums.js";
import { CUSTOMS_REASONS, MILESTONES, TRACKING_EVENT_KINDS } from "../core/milestones.js";

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

/** One status change of a shipment (its status history). */
export const statusHistoryEntrySchema = z.object({
  shipment_status: z.enum(SHIPMENT_STATUSES),
  created_at: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/**
 * One visible tracking event (docs/features/tracking.md): a milestone (in customs with its reason) or a delay notice (reason and
 * new expected date), with where and when it happened. Labels are the customer-facing words of milestones.ts.
 */
export const trackingEventSchema = z.object({
  kind: z.enum(TRACKING_EVENT_KINDS),
  milestone: z.enum(MILESTONES).nullable(),
  milestone_label: z.string().nullable(),
  customs_reason: z.enum(CUSTOMS_REASONS).nullable(),
  customs_reason_label: z.string().nullable(),
  place: z.string().nullable(),
  note: z.string().nullable(),
  /** Calendar date 'YYYY-MM-DD' of a delay notice. */
  new_expected_date: z.string().nullable(),
  occurred_at: z.string(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/**
 * GET /api/track/{id}: the six tracking fields of the spec plus the status history and the visible tracking events
 * (each newest first; the pages merge them into one timeline).
 */
export const trackingResultSchema = z.object({
  tracking_number: z.string(),
  warehouse_arrival_date: z.string().nullable(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  shipment_date: z.string().nullable(),
  payment_status: z.enum(SHIPMENT_PAYMENT_STATUSES),
  estimated_delivery_date: z.string().nullable(),
  updated_at: z.string(),
  history: z.array(statusHistoryEntrySchema),
  events: z.array(trackingEventSchema),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

export const TRACKING_NOT_FOUND = "No shipment found with this tracking number.";

/**
 * "Notify me" on the public tracking page: a visitor's e-mail for one tracking number. The answer is the same whether
 * or not the number exists (the lookup already says that much; this call must not say more).
 */
export const trackingSubscribeSchema = z.object({
  tracking_number: trackingNumberSchema,
  email: z
    .string({ error: "Invalid email address" })
    .trim()
    .max(254, "Invalid email address")
    .pipe(z.email("Invalid email address")),
});
export type TrackingSubscribeInput = z.input<typeof trackingSubscribeSchema>;

/** The token of a confirmation or unsubscribe link. */
export const trackingTokenSchema = z.object({ token: z.string().trim().min(1, "This link is not valid.").max(200) });

export const trackingSubscriptionResultSchema = z.object({ message: z.string() });
export const trackingLinkResultSchema = z.object({ message: z.string(), tracking_number: z.string() });
