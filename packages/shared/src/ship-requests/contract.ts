import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import {
  shipRequestFormSchema,
  shipRequestListQuerySchema,
  shipRequestListResponseSchema,
  shipRequestResponseSchema,
} from "./ship-requests.js";

const tags = ["ship-requests"] as const;

/** The customer's ship requests: send received packages of one warehouse on to Nigeria and see the quote. */
export const shipRequestsContract = {
  list: operation({
    method: "GET",
    path: "/ship-requests",
    access: "customer",
    tags,
    summary: "The signed-in customer's ship requests, newest first",
    query: shipRequestListQuerySchema,
    success: { status: 200, schema: shipRequestListResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/ship-requests/:id",
    access: "customer",
    tags,
    summary:
      "One of the signed-in customer's ship requests with its packages, declaration and quote (404 for another's)",
    params: idParamSchema,
    success: { status: 200, schema: shipRequestResponseSchema },
    errors: [404],
  }),
  create: operation({
    method: "POST",
    path: "/ship-requests",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Submit a ship request: packages move to 'ready to ship' and the answer holds the quote",
    description:
      "At least one of the customer's packages, all at one warehouse, received or ready to ship (a parcel on hold is refused) and in no other active ship request; the customs declaration (specific descriptions, quantity, unit value and currency, optional HS code of 4 to 10 digits, dots and spaces dropped) with the truthfulness confirmation; a Nigerian door address (state, LGA, landmark, phone) or a Lagos office. Bad input answers 400 naming the field and stores nothing.",
    body: shipRequestFormSchema,
    success: { status: 201, schema: shipRequestResponseSchema },
  }),
  cancel: operation({
    method: "POST",
    path: "/ship-requests/:id/cancel",
    access: "customer",
    tags,
    summary:
      "Cancel a ship request while it is submitted: each package gets back the status it had before (409 once cancelled or packed)",
    params: idParamSchema,
    success: { status: 200, schema: shipRequestResponseSchema },
    errors: [404, 409],
  }),
};
