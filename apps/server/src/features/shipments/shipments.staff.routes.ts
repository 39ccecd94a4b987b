import { staffShipmentsContract as op } from "@app/shared/shipments/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import { bulkUpdateShipmentStatus } from "./shipments.staff.bulk.js";
import {
  createStaffShipment,
  exportStaffShipments,
  getStaffShipment,
  listStaffShipments,
  SHIPMENT_CSV_COLUMNS,
  unusedTrackingNumber,
  updatePaymentStatus,
  updateShipmentStatus,
} from "./shipments.staff.service.js";

/** Staff side of shipments (the contract's /shipment calls); the portal's side is /shipments. */
export default routes(
  implement(op.list, async ({ ctx, query: { format, ...query }, reply }) =>
    format === "csv"
      ? sendCsv(reply, "shipments", SHIPMENT_CSV_COLUMNS, await exportStaffShipments(ctx, query))
      : listStaffShipments(ctx, query),
  ),
  implement(op.trackingNumber, async ({ ctx }) => ({ tracking_number: await unusedTrackingNumber(ctx) })),
  implement(op.detail, ({ ctx, params }) => getStaffShipment(ctx, params.id)),
  implement(op.create, ({ ctx, admin, body }) => createStaffShipment(ctx, admin, body)),
  implement(op.setStatus, ({ ctx, admin, body }) => updateShipmentStatus(ctx, admin, body)),
  implement(op.bulkStatus, ({ ctx, admin, body }) => bulkUpdateShipmentStatus(ctx, admin, body)),
  implement(op.setPaymentStatus, ({ ctx, admin, body }) => updatePaymentStatus(ctx, admin, body)),
);
