import { staffInvoicesContract as op } from "@app/shared/invoices/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import {
  getInvoiceForStaff,
  INVOICE_CSV_COLUMNS,
  invoicesForCsv,
  listInvoicesForStaff,
} from "./invoices.staff.read.js";
import { createInvoice, updateInvoiceStatus } from "./invoices.staff.service.js";
import { invoiceableRecords } from "./invoiceable-records.js";

/** Staff side of invoices: list, detail, creation from a list row and the inline status edit. */
export default routes(
  implement(op.list, async ({ ctx, query, reply }) =>
    query.format === "csv"
      ? sendCsv(reply, "invoices", INVOICE_CSV_COLUMNS, await invoicesForCsv(ctx, query))
      : listInvoicesForStaff(ctx, query),
  ),
  implement(op.detail, ({ ctx, params }) => getInvoiceForStaff(ctx, params.id)),
  implement(op.records, ({ ctx, query }) => invoiceableRecords(ctx, query)),
  implement(op.create, ({ ctx, admin, body }) => createInvoice(ctx, admin, body)),
  implement(op.setStatus, ({ ctx, admin, body }) => updateInvoiceStatus(ctx, admin, body.invoice_id, body.status)),
);
