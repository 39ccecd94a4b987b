import { operation } from "../core/contract.js";
import { accountingExportSchema, accountingParamsSchema, accountingQuerySchema } from "./accounting.js";
import { dutyPaidQuerySchema, dutyPaidReportSchema } from "./duty-paid.js";
import {
  reportTableParamsSchema,
  reportTableQuerySchema,
  reportTableSchema,
  reportsQuerySchema,
  reportsSchema,
} from "./staff.js";

const tags = ["reports (staff)"] as const;

/** The owner's dashboard and the accountant's export (owners and managers; docs/decisions/0063, 0064). */
export const staffReportsContract = {
  overview: operation({
    method: "GET",
    path: "/admin/reports",
    access: { staff: "reports.view" },
    tags,
    summary: "Every table of the dashboard for a range of Lagos days (from, to, both included) and a warehouse",
    query: reportsQuerySchema,
    success: { status: 200, schema: reportsSchema },
  }),
  table: operation({
    method: "GET",
    path: "/admin/reports/table/:table",
    access: { staff: "reports.view" },
    tags,
    summary: "One table of the dashboard; format=csv downloads it",
    params: reportTableParamsSchema,
    query: reportTableQuerySchema,
    success: { status: 200, schema: reportTableSchema },
    csv: true,
  }),
  accounting: operation({
    method: "GET",
    path: "/admin/reports/accounting/:layout",
    access: { staff: "reports.view" },
    tags,
    summary: "A period's invoices, or its payments and refunds, as the CSV Xero imports (format=csv)",
    params: accountingParamsSchema,
    query: accountingQuerySchema,
    success: { status: 200, schema: accountingExportSchema },
    csv: true,
  }),
  dutyPaid: operation({
    method: "GET",
    path: "/admin/reports/duty-paid",
    access: { staff: "reports.view" },
    tags,
    summary:
      "The month's duty-paid shipments for customs (month=YYYY-MM, Lagos time): delivered in the month with their HS codes, duty paid and delivery date, totals equal to the invoices' duty lines; format=csv downloads it",
    query: dutyPaidQuerySchema,
    success: { status: 200, schema: dutyPaidReportSchema },
    csv: true,
  }),
};
