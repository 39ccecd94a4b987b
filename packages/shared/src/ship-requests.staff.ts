import { z } from "zod";
import { packageMeasuresInputSchema } from "./packages.js";

/** POST /api/admin/ship-requests/{id}/pack: the final box(es) as measured at the packing table. */
export const packShipRequestSchema = z.object({
  boxes: z
    .array(packageMeasuresInputSchema, { error: "Add at least one box." })
    .min(1, "Add at least one box.")
    .max(20, "At most 20 boxes."),
});
export type PackShipRequestInput = z.input<typeof packShipRequestSchema>;

export const packShipRequestResponseSchema = z.object({
  message: z.string(),
  invoice: z.object({ id: z.number(), transaction_id: z.string() }),
  shipment: z.object({ id: z.number(), tracking_number: z.string() }),
  weights: z.object({ before_grams: z.number(), after_grams: z.number() }),
});

export const PACKING_TEXTS = {
  packed: "Packed: the invoice and the shipment were created and the customer was e-mailed.",
  notFound: "Ship request not found.",
  notSubmitted: "Only a submitted ship request can be packed.",
  noCard: "No rate card prices this route and service: publish one before packing.",
  noPackages: "This ship request has no packages to pack.",
} as const;
