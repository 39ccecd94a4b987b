import { z } from "zod";
import { operation } from "../core/contract.js";
import {
  packageIdParamSchema,
  receivedPackageResponseSchema,
  receivePackageFieldsSchema,
  trackingLookupQuerySchema,
  trackingLookupResponseSchema,
} from "./receiving.staff.js";

const tags = ["packages (receiving desk)"] as const;

/**
 * The receiving desk: look a scanned tracking number up, record the parcel, print its label. The owner typeahead is
 * the customers' search operation (staffCustomersContract.search: suite number, name or e-mail).
 */
export const staffReceivingContract = {
  lookup: operation({
    method: "GET",
    path: "/admin/packages/receiving/lookup",
    access: { staff: "packages.receive" },
    tags,
    summary:
      "What the desk knows of a scanned carrier tracking number: the customer's waiting pre-alert (with owner name and suite) and any parcel of that number already received",
    query: trackingLookupQuerySchema,
    success: { status: 200, schema: trackingLookupResponseSchema },
  }),
  receive: operation({
    method: "POST",
    path: "/admin/packages/receive",
    access: { staff: "packages.receive" },
    tags,
    summary: "Receive a parcel at the desk (its pre-alert becomes 'received', or a new package is created)",
    description:
      "multipart/form-data: carrier_tracking_number (spaces and dashes dropped), carrier?, warehouse (the desk's), owner_id (customer id) or owner_unknown=yes with label_owner_text (the parcel goes to the unknown-owner queue), store?, description?, weight + weight_unit (kg/lb), length, width, height + length_unit (cm/in), bin_location?, condition (good/damaged) + condition_note (required when damaged), and up to 10 `photos` (JPEG, PNG, GIF or WebP, at most 5 MB each, checked by content; re-encoded). The chosen customer's waiting pre-alert of the tracking number is matched (another customer's pre-alert of it claims nothing; with owner_unknown=yes the oldest waiting pre-alert names the owner) and keeps its description unless one is typed. Stored in grams and millimetres with history and audit; the owner is e-mailed an arrival notice with the photo in the same transaction. Bad input: 400 naming the field, nothing stored; a parcel of the number already on the shelves: 409.",
    multipart: { fields: receivePackageFieldsSchema, files: "photos" },
    success: { status: 201, schema: receivedPackageResponseSchema },
    errors: [409],
  }),
  label: operation({
    method: "GET",
    path: "/admin/packages/:id/label",
    access: { staff: "desk.view" },
    tags,
    summary:
      "The parcel's 4×6 in label as PDF: Code 128 barcode of the package id, suite number and owner's name (or UNKNOWN OWNER), warehouse, weight",
    params: packageIdParamSchema,
    success: { status: 200, schema: z.any().describe("application/pdf") },
    errors: [404],
  }),
};
