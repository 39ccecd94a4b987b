import { z } from "zod";
import { SHIPMENT_STATUSES } from "../core/enums.js";
import { MAX_ID, staffListQueryOf } from "../core/http.js";
import { staffShipmentsRoutes } from "./staff.route.js";
import { BULK_STATUS_MAX, BULK_STATUS_TEXTS } from "./staff.texts.js";

/** The staff list's filter (its search and status, the same schema as GET /api/shipment): "all matching" rows. */
export const bulkMatchingSchema = staffListQueryOf(staffShipmentsRoutes.list.accepts).pick({
  q: true,
  status: true,
});
export type BulkMatching = z.infer<typeof bulkMatchingSchema>;

/**
 * POST /api/shipment/bulk-status: the selected shipments (`ids`) or every shipment the list's filter matches
 * (`matching`), the new status, and whether their customers are e-mailed (one e-mail per customer).
 */
export const bulkShipmentStatusSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(MAX_ID, "No such record."))
      .min(1, BULK_STATUS_TEXTS.pickOne)
      .max(BULK_STATUS_MAX, `Select at most ${BULK_STATUS_MAX} shipments at a time.`)
      .optional(),
    matching: bulkMatchingSchema.optional(),
    shipment_status: z.enum(SHIPMENT_STATUSES, {
      error: "Shipment status must be one of: Pending, In Transit, Available, Delivered, Cancelled",
    }),
    notify: z.boolean().default(true),
  })
  .refine((body) => (body.ids === undefined) !== (body.matching === undefined), {
    message: BULK_STATUS_TEXTS.pickOne,
    path: ["ids"],
  });
export type BulkShipmentStatusInput = z.input<typeof bulkShipmentStatusSchema>;

/** One shipment's outcome: changed (`ok`), or why not ('already In Transit', 'not found'). */
export const bulkStatusResultSchema = z.object({
  id: z.number(),
  tracking_number: z.string().nullable(),
  ok: z.boolean(),
  reason: z.string().optional(),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

export const bulkShipmentStatusResponseSchema = z.object({
  message: z.string(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  /** How many shipments changed; the others' rows say why not. */
  changed: z.number().int(),
  /** How many e-mails were queued: one per customer with a changed shipment, none when notify was false. */
  emails: z.number().int(),
  results: z.array(bulkStatusResultSchema),
});
export type BulkShipmentStatusResponse = z.infer<typeof bulkShipmentStatusResponseSchema>;

/** The summary line of a bulk change's results, e.g. '38 changed, 2 not changed'. */
export function bulkStatusSummary(results: readonly BulkStatusResult[]): string {
  const changed = results.filter((r) => r.ok).length;
  const rest = results.length - changed;
  return rest ? `${changed} changed, ${rest} not changed` : `${changed} changed`;
}
