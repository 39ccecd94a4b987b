import { staffShipRequestsContract as op } from "@app/shared/ship-requests/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { listShipRequestsForStaff } from "./ship-requests.staff.list.js";
import { packShipRequest } from "./ship-requests.staff.service.js";

/** Staff side of ship requests: the packing table's list and packing. */
export default routes(
  implement(op.list, ({ ctx, query }) => listShipRequestsForStaff(ctx, query)),
  implement(op.pack, ({ ctx, admin, params, body }) => packShipRequest(ctx, admin, params.id, body)),
);
