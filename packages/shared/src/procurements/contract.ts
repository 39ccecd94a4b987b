import { operation } from "../core/contract.js";
import { PROCUREMENT_STATUSES } from "../core/enums.js";
import { idParamSchema, listQueryOf } from "../core/http.js";
import {
  procurementCreatedResponseSchema,
  procurementDetailResponseSchema,
  procurementListResponseSchema,
  procurementMultipartSchema,
} from "./procurements.js";

const tags = ["procurements"] as const;

/** The customer side of shop-for-me: the 'Procurements' list, the form and the printable detail. */
export const procurementsContract = {
  list: operation({
    method: "GET",
    path: "/procurements",
    access: "customer",
    tags,
    summary: "The signed-in customer's procurements, newest first (paginated; optional status and store-name search)",
    description:
      "The original API also returned a refreshed token here; sessions are httpOnly cookies (or the bearer token the client already holds), so none is returned.",
    query: listQueryOf(PROCUREMENT_STATUSES),
    success: { status: 200, schema: procurementListResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/procurements/:id",
    access: "customer",
    tags,
    summary:
      "One of the signed-in customer's procurements with products, images and invoice (another customer's id answers 404)",
    description: "`address` is stored as JSON and answered as an object.",
    params: idParamSchema,
    success: { status: 200, schema: procurementDetailResponseSchema },
    errors: [404],
  }),
  create: operation({
    method: "POST",
    path: "/procurements",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Submit a shop-for-me request",
    description:
      "multipart/form-data: warehouse, currency (set from the warehouse), address (JSON: address_line1, address_line2, city, state, country, zip, phone_number), store_name, store_website, products (JSON list of product_name, product_link, size, colour, quantity, unit_price, image_link; drive share links become direct view links), extra_info, added_charges, doorstep_delivery (yes/no), delivery_address (required when yes), and up to 10 `images` (JPEG, PNG, GIF or WebP, at most 5 MB each, checked by content; re-encoded, which drops EXIF/GPS and anything appended). Per account: images up to the UPLOAD_QUOTA_MB quota (413 past it) and 10 submissions a minute (429); 507 when the server's disk is full. All or nothing.",
    multipart: { fields: procurementMultipartSchema, files: "images" },
    success: { status: 201, schema: procurementCreatedResponseSchema },
  }),
};
