import { shipmentsContract as op } from "@app/shared/shipments/contract";
import { implement, routes } from "../../lib/routes.js";
import { getShipmentOf, listShipmentsOf } from "./shipments.service.js";

/** Customer side of shipments: the 'My Shipments' list and the printable detail. */
export default routes(
  implement(op.list, ({ ctx, customer, query }) => listShipmentsOf(ctx, customer.id, query)),
  implement(op.detail, ({ ctx, customer, params }) => getShipmentOf(ctx, customer.id, params.id)),
);
