import { operation } from "../core/contract.js";
import { PROCUREMENT_STATUSES } from "../core/enums.js";
import { idParamSchema, staffList } from "../core/http.js";
import { statusUpdatedResponseSchema } from "../invoices/staff.js";
import {
  PROCUREMENT_SORT_COLUMNS,
  procurementStatusUpdateSchema,
  staffProcurementDetailResponseSchema,
  staffProcurementListResponseSchema,
} from "./staff.js";

const tags = ["procurements (staff)"] as const;

/** The staff side of shop requests (procurements): list, printable detail and the inline status edit. */
export const staffProcurementsContract = {
  list: operation({
    method: "GET",
    path: "/procurement",
    access: { staff: "records.view" },
    tags,
    summary:
      "Every shop request with its total and invoice, newest first: paginated, search by e-mail, store or number, status filter, date sort; format=csv exports the filtered list",
    ...staffList({ statuses: PROCUREMENT_STATUSES, sortable: PROCUREMENT_SORT_COLUMNS }),
    success: { status: 200, schema: staffProcurementListResponseSchema },
    csv: true,
  }),
  detail: operation({
    method: "GET",
    path: "/procurement/:id",
    access: { staff: "records.view" },
    tags,
    summary: "One shop request with products, images, the customer's e-mail and the audit trail",
    description: "`address` is the warehouse address as stored: an object, or JSON text possibly encoded twice.",
    params: idParamSchema,
    success: { status: 200, schema: staffProcurementDetailResponseSchema },
    errors: [404],
  }),
  setStatus: operation({
    method: "PUT",
    path: "/procurement/procurement-status",
    access: { staff: "procurements.updateStatus" },
    tags,
    summary:
      "Change a shop request's status (pending, approved, rejected); the customer is e-mailed on approval or rejection",
    body: procurementStatusUpdateSchema,
    success: { status: 200, schema: statusUpdatedResponseSchema },
    errors: [404, 409],
  }),
};
