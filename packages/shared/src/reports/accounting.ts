import { z } from "zod";
import { dayText, rangeRules } from "./staff.js";

/**
 * The accountant's export (docs/decisions/0064): a period's invoices as Xero's sales-invoice import and its money
 * through the payment provider as Xero's bank-statement import, both CSV. Days are Lagos days, as on the dashboard.
 */
export const ACCOUNTING_LAYOUTS = ["xero_invoices", "xero_bank_statement"] as const;
export type AccountingLayout = (typeof ACCOUNTING_LAYOUTS)[number];
export const ACCOUNTING_LAYOUT_LABELS: Record<AccountingLayout, string> = {
  xero_invoices: "Invoices (Xero sales invoice import)",
  xero_bank_statement: "Payments and refunds (Xero bank statement import)",
};

export const accountingParamsSchema = z.object({ layout: z.enum(ACCOUNTING_LAYOUTS) });
/** GET /api/admin/reports/accounting/:layout?from&to[&format=csv] */
export const accountingQuerySchema = rangeRules(
  z.object({ from: dayText, to: dayText, format: z.enum(["json", "csv"]).default("json") }),
);

/** Xero's sales-invoice import: one line per invoice (our invoices have one total); * marks Xero's required columns. */
export const XERO_INVOICE_COLUMNS = [
  "*ContactName",
  "EmailAddress",
  "*InvoiceNumber",
  "Reference",
  "*InvoiceDate",
  "*DueDate",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "*AccountCode",
  "*TaxType",
  "Currency",
] as const;

/** Xero's bank-statement import: money in positive, money out (refunds) negative; the naira account. */
export const XERO_BANK_COLUMNS = ["*Date", "*Amount", "Payee", "Description", "Reference"] as const;

/** Amounts are numbers in major units (Xero reads 1850.5), everything else text. */
export const accountingRowSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export const accountingExportSchema = z.object({ columns: z.array(z.string()), rows: z.array(accountingRowSchema) });
export type AccountingExport = z.infer<typeof accountingExportSchema>;

/** The sales account and tax type the invoice lines are posted to (Xero's demo chart: 200 Sales; no VAT charged). */
export const XERO_SALES_ACCOUNT = "200";
export const XERO_TAX_TYPE = "Tax Exempt";
