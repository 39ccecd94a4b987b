import { z } from "zod";
import { operation } from "../core/contract.js";
import { idParamSchema, staffListQueryOf } from "../core/http.js";
import { bulkShipmentStatusResponseSchema, bulkShipmentStatusSchema } from "./staff.bulk.js";
import {
  createShipmentSchema,
  paymentStatusUpdateSchema,
  shipmentMutationResponseSchema,
  shipmentStatusUpdateSchema,
  staffShipmentDetailResponseSchema,
  staffShipmentListResponseSchema,
} from "./staff.js";
import { staffShipmentsRoutes as routes } from "./staff.route.js";

const tags = ["shipments (staff)"] as const;

/** The staff side of shipments (the contract's /shipment calls); the portal's side is /shipments. */
export const staffShipmentsContract = {
  list: operation({
    ...routes.list,
    access: { staff: "records.view" },
    tags,
    summary:
      "Every shipment, newest first or sorted by a column (sortBy, sort): paginated with an exact total, search by tracking-number or e-mail prefix, status filter, format=csv exports the filtered list",
    query: staffListQueryOf(routes.list.accepts),
    success: { status: 200, schema: staffShipmentListResponseSchema },
    csv: true,
  }),
  trackingNumber: operation({
    ...routes.trackingNumber,
    access: { staff: "shipments.create" },
    tags,
    summary: "A generated tracking number (prefix, 100-90099, three capitals) that no shipment uses yet",
    success: { status: 200, schema: z.object({ tracking_number: z.string() }) },
  }),
  detail: operation({
    ...routes.detail,
    access: { staff: "records.view" },
    tags,
    summary: "One shipment with its status timeline and audit trail",
    params: idParamSchema,
    success: { status: 200, schema: staffShipmentDetailResponseSchema },
    errors: [404],
  }),
  create: operation({
    ...routes.create,
    access: { staff: "shipments.create" },
    tags,
    summary: "Create a shipment for the customer whose e-mail it names; created_by is the signed-in admin",
    body: createShipmentSchema,
    success: { status: 201, schema: shipmentMutationResponseSchema },
    errors: [409],
  }),
  setStatus: operation({
    ...routes.setStatus,
    access: { staff: "shipments.updateStatus" },
    tags,
    summary: "Change a shipment's status (timeline entry, audit entry, e-mail to the customer)",
    body: shipmentStatusUpdateSchema,
    success: { status: 200, schema: shipmentMutationResponseSchema },
    errors: [404],
  }),
  bulkStatus: operation({
    ...routes.bulkStatus,
    access: { staff: "shipments.updateStatus" },
    tags,
    summary:
      "Change the status of the given shipments (ids) or of every shipment the list's filter matches (matching: q, status; at most 500): each changed shipment gets its timeline and audit entries, each customer one e-mail listing their changed shipments (none when notify is false); answers every row's outcome",
    body: bulkShipmentStatusSchema,
    success: { status: 200, schema: bulkShipmentStatusResponseSchema },
  }),
  setPaymentStatus: operation({
    ...routes.setPaymentStatus,
    access: { staff: "shipments.updatePaymentStatus" },
    tags,
    summary: "Change a shipment's payment status (audit entry)",
    body: paymentStatusUpdateSchema,
    success: { status: 200, schema: shipmentMutationResponseSchema },
    errors: [404, 409],
  }),
};
