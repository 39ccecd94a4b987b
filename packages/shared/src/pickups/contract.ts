import { operation } from "../core/contract.js";
import { PICKUP_STATUSES } from "../core/enums.js";
import { idParamSchema, listQueryOf } from "../core/http.js";
import {
  pickupCreatedResponseSchema,
  pickupDetailResponseSchema,
  pickupListResponseSchema,
  pickupMultipartSchema,
} from "./pickups.js";

const tags = ["pickups"] as const;

/** The customer side of pickups: the 'My Pickups' list, the form and the printable detail. */
export const pickupsContract = {
  list: operation({
    method: "GET",
    path: "/pickups",
    access: "customer",
    tags,
    summary: "The signed-in customer's pickups, newest first (paginated; optional status and contact/city search)",
    query: listQueryOf(PICKUP_STATUSES),
    success: { status: 200, schema: pickupListResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/pickups/:id",
    access: "customer",
    tags,
    summary:
      "One of the signed-in customer's pickups with items, images and invoice (another customer's id answers 404)",
    description: "Item dimensions are in cm and `weight` in lbs, as entered; the portal shows the weight in kg.",
    params: idParamSchema,
    success: { status: 200, schema: pickupDetailResponseSchema },
    errors: [404],
  }),
  create: operation({
    method: "POST",
    path: "/pickups",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Book a pickup",
    description:
      "multipart/form-data: contact_name, contact_number, contact_email, address_1, address_2, city, state, country, zip, items (JSON list of item_name, length, width, height (cm), weight (lbs), quantity and optional image_index: the 0-based position of the item's photo among the `images` files), extra_info, doorstep_delivery (yes/no), delivery_address (required when yes), and up to 10 `images` (JPEG, PNG, GIF or WebP, at most 5 MB each, checked by content; re-encoded, which drops EXIF/GPS and anything appended). Per account: images up to the UPLOAD_QUOTA_MB quota (413 past it) and 10 submissions a minute (429); 507 when the server's disk is full. All or nothing.",
    multipart: { fields: pickupMultipartSchema, files: "images" },
    success: { status: 201, schema: pickupCreatedResponseSchema },
  }),
};
