import { operation } from "../core/contract.js";
import { idParamSchema, listQueryOf } from "../core/http.js";
import {
  declarationLineParamSchema,
  hsCorrectionResponseSchema,
  hsCorrectionSchema,
  packingPhotoFieldsSchema,
  packingPhotosResponseSchema,
  packingPriceResponseSchema,
  returnToCustomerResponseSchema,
  returnToCustomerSchema,
} from "./packing.staff.js";
import { SHIP_REQUEST_STATUSES } from "./ship-requests.js";
import { unpackShipRequestResponseSchema, unpackShipRequestSchema } from "./unpack.staff.js";
import { packShipRequestResponseSchema, packShipRequestSchema, staffShipRequestListResponseSchema } from "./staff.js";

const tags = ["ship requests (staff)"] as const;

/** The staff side of ship requests: packing. */
export const staffShipRequestsContract = {
  list: operation({
    method: "GET",
    path: "/admin/ship-requests",
    access: { staff: "desk.view" },
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
      "Pack a submitted ship request: final boxes with weight and dimensions priced with its rate card version; creates the invoice with its evidence (the packing photos with each box) and a shipment with a tracking number, marks the packages shipped and sends the customer ONE e-mail with the amount and the packing photos",
    params: idParamSchema,
    body: packShipRequestSchema,
    success: { status: 201, schema: packShipRequestResponseSchema },
    errors: [400, 404, 409],
  }),
  price: operation({
    method: "POST",
    path: "/admin/ship-requests/:id/pack/price",
    access: { staff: "shipRequests.pack" },
    tags,
    summary:
      "What packing these boxes would invoice (the same pricing as pack, nothing stored): the packing table shows it before staff confirm 'Pack and invoice'",
    params: idParamSchema,
    body: packShipRequestSchema,
    success: { status: 200, schema: packingPriceResponseSchema },
    errors: [400, 404, 409],
  }),
  addPhotos: operation({
    method: "POST",
    path: "/admin/ship-requests/:id/packing-photos",
    access: { staff: "shipRequests.pack" },
    tags,
    summary:
      "Add packing photos to a submitted ship request (shown to the customer in the packed e-mail and the invoice)",
    description:
      "multipart/form-data: up to 10 `photos` (JPEG, PNG, GIF or WebP, at most 5 MB each, checked by content; re-encoded). Stored as the customer's record (served only to that customer and to staff), not counted toward their quota. A request already packed or cancelled: 409.",
    params: idParamSchema,
    multipart: { fields: packingPhotoFieldsSchema, files: "photos" },
    success: { status: 201, schema: packingPhotosResponseSchema },
    errors: [400, 404, 409],
  }),
  correctHsCode: operation({
    method: "PUT",
    path: "/admin/ship-requests/:id/items/:line/hs-code",
    access: { staff: "shipRequests.pack" },
    tags,
    summary:
      "Correct the HS code of a declaration line (1 for the first) while the request waits to be packed; audited, and the customer's duty estimate uses it",
    description:
      "The code must be 4 to 10 digits and covered by a heading of the tariff in force (400 naming hs_code otherwise). A prohibited heading is accepted and flagged: packing then refuses the request, and the answer's message tells staff to return it to the customer (returnToCustomer). Answers the line with its heading and restriction (no money, so partner agents may correct codes too).",
    params: declarationLineParamSchema,
    body: hsCorrectionSchema,
    success: { status: 200, schema: hsCorrectionResponseSchema },
    errors: [400, 404, 409],
  }),
  returnToCustomer: operation({
    method: "POST",
    path: "/admin/ship-requests/:id/return",
    access: { staff: "shipRequests.pack" },
    tags,
    summary:
      "Return a submitted ship request to the customer (e.g. a line that cannot be shipped): cancels it as the customer's own cancel does, each parcel back to the status it had, audited with the reason, and e-mails the customer the reason",
    description:
      "The reason is required (1 to 500 characters; 400 naming reason otherwise) and is quoted in the customer's e-mail. A request already packed or cancelled: 409. Staff do not edit the customer's declaration (decision 0140).",
    params: idParamSchema,
    body: returnToCustomerSchema,
    success: { status: 200, schema: returnToCustomerResponseSchema },
    errors: [400, 404, 409],
  }),
  unpack: operation({
    method: "POST",
    path: "/admin/ship-requests/:id/unpack",
    access: { staff: "shipRequests.unpack" },
    tags,
    summary:
      "Undo the packing of a packed, unpaid ship request whose shipment has not left (decision 0150): cancels its invoice and shipment, removes its stored duty, puts its parcels back to ready to ship and the request back to submitted (to be packed again), audited with the reason, and e-mails the customer",
    description:
      "The reason is required (1 to 500 characters; 400 naming reason otherwise). 409 when the request is not packed (or was already unpacked), its invoice is paid or partly paid from the wallet, a card checkout of it is open, or its shipment is on a master shipment or has moved.",
    params: idParamSchema,
    body: unpackShipRequestSchema,
    success: { status: 200, schema: unpackShipRequestResponseSchema },
    errors: [400, 404, 409],
  }),
};
