import { z } from "zod";
import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import { DELIVERY_PHOTO_FIELD, proofOfDeliveryFieldsSchema, proofOfDeliveryResponseSchema } from "./delivery.js";

const tags = ["shipments (staff)"] as const;

/** A shipment's proof of delivery (staff): see it, record it at delivery, download it as a PDF for an audit. */
export const staffShipmentDeliveryContract = {
  show: operation({
    method: "GET",
    path: "/admin/shipments/:id/proof-of-delivery",
    access: { staff: "records.view" },
    tags,
    summary: "The shipment's proof of delivery (when, who received it, the photo or delivery code), or null",
    params: idParamSchema,
    success: { status: 200, schema: proofOfDeliveryResponseSchema },
    errors: [404],
  }),
  record: operation({
    method: "POST",
    path: "/admin/shipments/:id/proof-of-delivery",
    access: { staff: "shipments.updateStatus" },
    tags,
    summary: "Record the shipment's proof of delivery; the shipment becomes Delivered (audited, the customer told)",
    description:
      "multipart/form-data: delivered_at, received_by, delivery_code, and at most one `photo` (JPEG, PNG, GIF or WebP, checked by content; re-encoded). A photo or a delivery code is required. Recorded once: a second answers 409.",
    params: idParamSchema,
    multipart: { fields: proofOfDeliveryFieldsSchema, files: DELIVERY_PHOTO_FIELD, maxFiles: 1 },
    success: { status: 201, schema: proofOfDeliveryResponseSchema },
    errors: [400, 404, 409],
  }),
  document: operation({
    method: "GET",
    path: "/admin/shipments/:id/proof-of-delivery/document",
    access: { staff: "records.view" },
    tags,
    summary: "The shipment's proof of delivery as a PDF (for an audit); 404 when none is recorded",
    params: idParamSchema,
    success: { status: 200, schema: z.any().describe("application/pdf") },
    errors: [404],
  }),
};
