import { shipRequestsContract as op } from "@app/shared/ship-requests/contract";
import { implement, routes } from "../../lib/routes.js";
import { cancelShipRequest, getShipRequestOf, listShipRequestsOf, submitShipRequest } from "./ship-requests.service.js";

/** Customer side of ship requests: submit with the quote, list, detail, cancel while submitted. */
export default routes(
  implement(op.list, ({ ctx, customer, query }) => listShipRequestsOf(ctx, customer.id, query)),
  implement(op.detail, ({ ctx, customer, params }) => getShipRequestOf(ctx, customer.id, params.id)),
  implement(op.create, ({ ctx, customer, body }) => submitShipRequest(ctx, customer, body)),
  implement(op.cancel, ({ ctx, customer, params }) => cancelShipRequest(ctx, customer, params.id)),
);
