import { operation } from "../core/contract.js";
import { SHIPMENT_STATUSES } from "../core/enums.js";
import { idParamSchema, listQueryOf } from "../core/http.js";
import { shipmentDetailResponseSchema, shipmentListResponseSchema } from "./shipments.js";

const tags = ["shipments"] as const;

/** The customer side of shipments: the 'My Shipments' list and the printable detail. */
export const shipmentsContract = {
  list: operation({
    method: "GET",
    path: "/shipments",
    access: "customer",
    tags,
    summary: "The signed-in customer's shipments, newest first (paginated; optional status and tracking-number search)",
    query: listQueryOf(SHIPMENT_STATUSES),
    success: { status: 200, schema: shipmentListResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/shipments/:id",
    access: "customer",
    tags,
    summary: "One of the signed-in customer's shipments with its invoice, if any (another customer's id answers 404)",
    params: idParamSchema,
    success: { status: 200, schema: shipmentDetailResponseSchema },
    errors: [404],
  }),
};
