import { staffShipRequestsContract as op } from "@app/shared/ship-requests.staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { packShipRequest } from "./ship-requests.staff.service.js";

/** Staff side of ship requests: packing. */
export default routes(
  implement(op.pack, ({ ctx, admin, params, body }) => packShipRequest(ctx, admin, params.id, body)),
);
