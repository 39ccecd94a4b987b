import { operation } from "./contract.js";
import { idParamSchema } from "./http.js";
import { packShipRequestResponseSchema, packShipRequestSchema } from "./ship-requests.staff.js";

const tags = ["ship requests (staff)"] as const;

/** The staff side of ship requests: packing. */
export const staffShipRequestsContract = {
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
