import { z } from "zod";
import { optionalText, requiredText } from "../core/form-values.js";

/**
 * Proof of delivery of a shipment (issue 37, docs/decisions/0075): when it was handed over, who received it, and a
 * photo of the delivery or the delivery code the receiver gave. Staff record it once, at delivery; it marks the
 * shipment Delivered and can be downloaded as a PDF for an audit.
 */

/** The photo's multipart field (one image, checked by content like every upload). */
export const DELIVERY_PHOTO_FIELD = "photo";

export const proofOfDeliveryFieldsSchema = z.object({
  delivered_at: z.iso.datetime({ offset: true, local: true, error: "Enter when it was delivered" }),
  received_by: requiredText("Who received it is required", 120, "Received by"),
  delivery_code: optionalText(40, "Delivery code"),
});
export type ProofOfDeliveryFields = z.input<typeof proofOfDeliveryFieldsSchema>;

export const proofOfDeliverySchema = z.object({
  delivered_at: z.string(),
  received_by: z.string(),
  delivery_code: z.string().nullable(),
  photo: z.object({ url: z.string(), name: z.string().nullable() }).nullable(),
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
});
export type ProofOfDelivery = z.infer<typeof proofOfDeliverySchema>;

export const proofOfDeliveryResponseSchema = z.object({ proof: proofOfDeliverySchema.nullable() });

export const DELIVERY_TEXTS = {
  recorded: "Proof of delivery recorded.",
  photoOrCode: "Attach a photo of the delivery or enter the delivery code.",
  inFuture: "The delivery time cannot be in the future.",
  already: "This shipment's proof of delivery is already recorded.",
  /** A mistyped year (0226, 0001) would otherwise stand for ever: nothing edits a proof. */
  beforeArrival: (day: string) => `The delivery time cannot be before the shipment reached the warehouse (${day}).`,
  /** Decision 0033: a cancelled shipment stays cancelled; a proof would make it Delivered. */
  cancelled:
    "This shipment is cancelled, so it has no proof of delivery. If it was delivered after all, change its status first.",
  none: "No proof of delivery is recorded for this shipment.",
  failed: "Could not record the proof of delivery.",
} as const;
