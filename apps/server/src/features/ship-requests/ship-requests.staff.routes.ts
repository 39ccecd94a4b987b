import { staffShipRequestsContract as op } from "@app/shared/ship-requests/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { correctHsCode } from "./ship-requests.staff.hs-code.js";
import { listShipRequestsForStaff } from "./ship-requests.staff.list.js";
import { priceForPacking } from "./ship-requests.staff.packing.js";
import { addPackingPhotos } from "./ship-requests.staff.photos.js";
import { returnToCustomer } from "./ship-requests.staff.return.js";
import { packShipRequest } from "./ship-requests.staff.service.js";
import { unpackShipRequest } from "./ship-requests.staff.unpack.js";

/**
 * Staff side of ship requests: the packing table's list, packing photos, the price to confirm, packing, and the HS
 * code correction of a declaration line, returning a request that cannot be shipped to its customer, and unpacking a
 * packed request nothing has paid (decision 0150).
 */
export default routes(
  implement(op.list, ({ ctx, admin, query }) => listShipRequestsForStaff(ctx, admin, query)),
  implement(op.price, ({ ctx, params, body }) => priceForPacking(ctx, params.id, body)),
  implement(op.addPhotos, ({ ctx, admin, params, images }) => addPackingPhotos(ctx, admin, params.id, images)),
  implement(op.pack, ({ ctx, admin, params, body }) => packShipRequest(ctx, admin, params.id, body)),
  implement(op.correctHsCode, ({ ctx, admin, params, body }) =>
    correctHsCode(ctx, admin, params.id, params.line, body.hs_code),
  ),
  implement(op.returnToCustomer, ({ ctx, admin, params, body }) =>
    returnToCustomer(ctx, admin, params.id, body.reason),
  ),
  implement(op.unpack, ({ ctx, admin, params, body }) => unpackShipRequest(ctx, admin, params.id, body.reason)),
);
