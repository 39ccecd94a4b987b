import { operation } from "../core/contract.js";
import { idParamSchema, listQueryOf } from "../core/http.js";
import { SHIP_REQUEST_STATUSES } from "./ship-requests.js";
import { packShipRequestResponseSchema, packShipRequestSchema, staffShipRequestListResponseSchema } from "./staff.js";

const tags = ["ship requests (staff)"] as const;

/** The staff side of ship requests: packing. */
export const staffShipRequestsContract = {
  list: operation({
    method: "GET",
    path: "/admin/ship-requests",
    access: { staff: "records.view" },
    tags,
    summary:
      "Ship requests, newest first (status filter; search by request number or the customer's name, e-mail, phone or suite), with their packages, photos and, once packed, the invoice",
    query: listQueryOf(SHIP_REQUEST_STATUSES),
    success: { status: 200, schema: staffShipRequestListResponseSchema },
  }),
  pack: operation({
    method: "POST",
    path: "/admin/ship-requests/:id/pack",
    access: { staff: "shipRequests.pack" },
    tags,
    summary:
      "Pack a submitted ship request: final boxes with weight and dimensions priced with its rate card version; creates the invoice with its evidence and a shipment with a tracking number, marks the packages shipped and e-mails the customer",
    params: idParamSchema,
    body: packShipRequestSchema,
    success: { status: 201, schema: packShipRequestResponseSchema },
    errors: [400, 404, 409],
  }),
};
