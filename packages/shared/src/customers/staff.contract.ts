import { operation } from "../core/contract.js";
import {
  customerIdParamSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  staffCustomerDetailResponseSchema,
  staffCustomerListQuery,
  staffCustomerListResponseSchema,
} from "./staff.js";

const tags = ["customers (staff)"] as const;

/** Staff finding a customer and everything of theirs. Every staff role sees every record. */
export const staffCustomersContract = {
  list: operation({
    method: "GET",
    path: "/admin/customers",
    access: { staff: "customers.view" },
    tags,
    summary:
      "Every customer, newest first (paginated; search name, e-mail, phone, suite number or customer number; format=csv exports the filtered list)",
    accepts: {},
    query: staffCustomerListQuery,
    success: { status: 200, schema: staffCustomerListResponseSchema },
    csv: true,
  }),
  search: operation({
    method: "GET",
    path: "/admin/customers/search",
    access: { staff: "customers.view" },
    tags,
    summary: "A few customers whose name, e-mail or suite number matches (the forms' customer typeahead)",
    query: customerSearchQuerySchema,
    success: { status: 200, schema: customerSearchResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/admin/customers/:id",
    access: { staff: "customers.view" },
    tags,
    summary:
      "A customer's profile, suite number and addresses with all their shipments, shop requests, pickups, tickets, invoices and payments",
    params: customerIdParamSchema,
    success: { status: 200, schema: staffCustomerDetailResponseSchema },
    errors: [404],
  }),
};
