import { staffReportsContract as op } from "@app/shared/reports/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import { accountingCsvColumns, accountingExport } from "./reports.accounting.js";
import { DUTY_PAID_CSV_COLUMNS, dutyPaidReport } from "./reports.duty-paid.js";
import { csvColumnsOf, reportTable, reportsFor } from "./reports.service.js";

/** The owner's dashboard, the accountant's export and the monthly duty-paid report (owners and managers). */
export default routes(
  implement(op.overview, ({ ctx, query }) => reportsFor(ctx, query)),
  implement(op.table, async ({ ctx, params, query, reply }) => {
    const table = await reportTable(ctx, params.table, query);
    return query.format === "csv"
      ? sendCsv(reply, `report-${params.table.replace(/_/g, "-")}`, csvColumnsOf(params.table), table.rows)
      : table;
  }),
  implement(op.accounting, async ({ ctx, params, query, reply }) => {
    const report = await accountingExport(ctx, params.layout, query);
    return query.format === "csv"
      ? sendCsv(reply, params.layout.replace(/_/g, "-"), accountingCsvColumns(report), report.rows)
      : report;
  }),
  implement(op.dutyPaid, async ({ ctx, query, reply }) => {
    const report = await dutyPaidReport(ctx, query.month);
    return query.format === "csv"
      ? sendCsv(reply, `duty-paid-${query.month}`, DUTY_PAID_CSV_COLUMNS, report.rows)
      : report;
  }),
);
