import { staffCustomersContract as op } from "@app/shared/customers/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import {
  CUSTOMER_CSV_COLUMNS,
  customersForCsv,
  getCustomerForStaff,
  listCustomersForStaff,
  searchCustomersForStaff,
} from "./customers.staff.service.js";

/** Staff finding a customer: the list, the forms' typeahead, and the customer page. */
export default routes(
  implement(op.list, async ({ ctx, query: { format, ...query }, reply }) =>
    format === "csv"
      ? sendCsv(reply, "customers", CUSTOMER_CSV_COLUMNS, await customersForCsv(ctx, query))
      : listCustomersForStaff(ctx, query),
  ),
  implement(op.search, ({ ctx, query }) => searchCustomersForStaff(ctx, query.q)),
  implement(op.detail, ({ ctx, params }) => getCustomerForStaff(ctx, params.id)),
);
