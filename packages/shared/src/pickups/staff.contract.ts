import { operation } from "../core/contract.js";
import { PICKUP_STATUSES } from "../core/enums.js";
import { idParamSchema, staffList } from "../core/http.js";
import { statusUpdatedResponseSchema } from "../invoices/staff.js";
import { PICKUP_SORT_COLUMNS } from "./staff.js";
import { pickupStatusUpdateSchema, staffPickupDetailResponseSchema, staffPickupListResponseSchema } from "./staff.js";

const tags = ["pickups (staff)"] as const;

/** The staff side of pickups: list, printable detail and the inline status edit. */
export const staffPickupsContract = {
  list: operation({
    method: "GET",
    path: "/pickup",
    access: { staff: "customers.view" },
    tags,
    summary:
      "Every pickup with its invoice, newest first: paginated, search by e-mail, contact name or number, status filter, date sort; format=csv exports the filtered list",
    ...staffList({ statuses: PICKUP_STATUSES, sortable: PICKUP_SORT_COLUMNS }),
    success: { status: 200, schema: staffPickupListResponseSchema },
    csv: true,
  }),
  detail: operation({
    method: "GET",
    path: "/pickup/:id",
    access: { staff: "customers.view" },
    tags,
    summary: "One pickup with items (weight in lbs and kg), images, the customer's e-mail and the audit trail",
    params: idParamSchema,
    success: { status: 200, schema: staffPickupDetailResponseSchema },
    errors: [404],
  }),
  setStatus: operation({
    method: "PUT",
    path: "/pickup/pickup-status",
    access: { staff: "pickups.updateStatus" },
    tags,
    summary:
      "Change a pickup's status (pending, processing, in-transit, delivered, cancelled); the customer is e-mailed",
    body: pickupStatusUpdateSchema,
    success: { status: 200, schema: statusUpdatedResponseSchema },
    errors: [404, 409],
  }),
};
