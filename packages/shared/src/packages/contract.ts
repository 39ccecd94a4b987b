import { operation } from "../core/contract.js";
import { idParamSchema, messageSchema } from "../core/http.js";
import {
  packageListQuerySchema,
  packageListResponseSchema,
  packageResponseSchema,
  preAlertFormSchema,
  RECEIPT_FIELD,
} from "./pre-alert.js";

const tags = ["packages"] as const;

const PRE_ALERT_FORM =
  "multipart/form-data: carrier_tracking_number (spaces and dashes dropped, upper-cased), carrier (optional), warehouse (one of the customer's suite addresses: Trail Richmond, Brixton, Sabo Yaba, Isolo), store (optional), description, declared_value (optional, 0 or more) with declared_currency, and an optional `receipt`: one JPEG, PNG, GIF or WebP image or one PDF of at most 5 MB, checked by content (magic bytes), never by its name.";

/** The customer side of packages: My Packages and the pre-alert ("Tell us about a package on its way"). */
export const packagesContract = {
  list: operation({
    method: "GET",
    path: "/packages",
    access: "customer",
    tags,
    summary:
      "The signed-in customer's packages of one My Packages tab (expected, warehouse, shipped), newest first, with the count of every tab",
    query: packageListQuerySchema,
    success: { status: 200, schema: packageListResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/packages/:id",
    access: "customer",
    tags,
    summary: "One of the signed-in customer's packages (another customer's id answers 404)",
    params: idParamSchema,
    success: { status: 200, schema: packageResponseSchema },
    errors: [404],
  }),
  create: operation({
    method: "POST",
    path: "/packages",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Pre-alert a package on its way to one of our warehouses (a package in status 'expected')",
    description: `${PRE_ALERT_FORM} A second pre-alert of a tracking number the customer already told us about answers 400.`,
    multipart: { fields: preAlertFormSchema, files: RECEIPT_FIELD, pdf: true, maxFiles: 1 },
    success: { status: 201, schema: packageResponseSchema },
  }),
  update: operation({
    method: "PUT",
    path: "/packages/:id",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Change a pre-alert while the package is still expected (409 once it has arrived)",
    description: `${PRE_ALERT_FORM} A new receipt replaces the earlier one; remove_receipt=true takes it away.`,
    params: idParamSchema,
    multipart: { fields: preAlertFormSchema, files: RECEIPT_FIELD, pdf: true, maxFiles: 1 },
    success: { status: 200, schema: packageResponseSchema },
    errors: [404, 409],
  }),
  cancel: operation({
    method: "DELETE",
    path: "/packages/:id",
    access: "customer",
    tags,
    summary: "Cancel a pre-alert while the package is still expected: it is removed (409 once it has arrived)",
    params: idParamSchema,
    success: { status: 200, schema: messageSchema },
    errors: [404, 409],
  }),
};
