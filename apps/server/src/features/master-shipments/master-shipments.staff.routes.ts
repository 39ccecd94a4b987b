import { staffMasterShipmentsContract as op } from "@app/shared/master-shipments/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import {
  createMaster,
  editMaster,
  eligibleRequests,
  getMaster,
  listMasters,
  loadShipRequests,
  MASTER_CSV_COLUMNS,
  mastersForCsv,
  postMasterUpdate,
  unloadShipment,
} from "./master-shipments.staff.service.js";

/** Master shipments (flights and vessels): list (CSV), open, detail, edit, load and unload, milestones and delays. */
export default routes(
  implement(op.list, async ({ ctx, query: { format, ...query }, reply }) =>
    format === "csv"
      ? sendCsv(reply, "master-shipments", MASTER_CSV_COLUMNS, await mastersForCsv(ctx, query))
      : listMasters(ctx, query),
  ),
  implement(op.create, ({ ctx, admin, body }) => createMaster(ctx, admin, body)),
  implement(op.detail, ({ ctx, params }) => getMaster(ctx, params.id)),
  implement(op.edit, ({ ctx, admin, params, body }) => editMaster(ctx, admin, params.id, body)),
  implement(op.eligible, ({ ctx, params, query }) => eligibleRequests(ctx, params.id, query)),
  implement(op.load, ({ ctx, admin, params, body }) => loadShipRequests(ctx, admin, params.id, body.ship_request_ids)),
  implement(op.unload, ({ ctx, admin, params }) => unloadShipment(ctx, admin, params.id, params.shipmentId)),
  implement(op.postUpdate, ({ ctx, admin, params, body }) => postMasterUpdate(ctx, admin, params.id, body)),
);
