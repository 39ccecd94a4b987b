import {
  type AccountingExport,
  type AccountingLayout,
  XERO_BANK_COLUMNS,
  XERO_INVOICE_COLUMNS,
  XERO_SALES_ACCOUNT,
  XERO_TAX_TYPE,
} from "@app/shared/reports/accounting";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { CsvColumn } from "../../lib/list.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { invoiceAt, invoiced } from "./reports.money.js";
import { type ReportRange, rangeOf, rowsOf, within } from "./reports.range.js";

/** Xero reads dates in the organisation's region's order: day first for Nigeria and the UK (DD/MM/YYYY). */
const xeroDay = (column: string) => sql.raw(`to_char((${column}) at time zone 'Africa/Lagos', 'DD/MM/YYYY')`);
/** Minor units → the decimal amount Xero reads (a number: never defused as a formula in the CSV). */
const major = (minor: unknown) => Number(minor) / 100;

const REFERENCE_WORDS: Record<string, string> = { shipments: "Shipment", procurement: "Shop for me", pickup: "Pickup" };

/** Invoices issued in the range (invoiced: not cancelled, nor refunded unpaid) of the caller's warehouses, one line each, as Xero's invoice import. */
async function invoiceLines(db: DbOrTx, r: ReportRange) {
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`select c.firstname || ' ' || c.lastname || ' (' || c.suite_number || ')' as contact, c.email_address as email,
               i.transaction_id, i.reference_type::text as reference_type, i.reference_id::text as reference_id,
               ${xeroDay("i.created_at")} as issued, ${xeroDay("i.due_date")} as due,
               round(i.total_amount * 100)::text as total_minor, i.currency::text as currency
          from invoices i join customers c on c.id = i.user_id
         where ${invoiced(sql`i`)} and ${within(sql`i.created_at`, r)}${invoiceAt(sql`i`, r)}
         order by i.created_at, i.id`,
  );
  return rows.map((row) => ({
    "*ContactName": row.contact ?? "",
    EmailAddress: row.email ?? "",
    "*InvoiceNumber": row.transaction_id ?? "",
    Reference: `${REFERENCE_WORDS[row.reference_type ?? ""] ?? "Record"} ${row.reference_id}`,
    "*InvoiceDate": row.issued ?? "",
    "*DueDate": row.due ?? "",
    "*Description": `${REFERENCE_WORDS[row.reference_type ?? ""] ?? "Record"} ${row.reference_id}, invoice ${row.transaction_id}`,
    "*Quantity": 1,
    "*UnitAmount": major(row.total_minor),
    "*AccountCode": XERO_SALES_ACCOUNT,
    "*TaxType": XERO_TAX_TYPE,
    Currency: row.currency ?? "",
  }));
}

/**
 * The naira that went through the payment provider in the range, as Xero's bank-statement import: checkouts, wallet
 * top-ups and transfers into customers' dedicated account numbers in (positive), refunds of payments out (negative).
 * Wallet payments of invoices move no bank money. A caller of some warehouses gets the payments and refunds of their
 * warehouses' invoices, and no top-ups nor transfers (a wallet belongs to no one warehouse; docs/decisions/0076).
 */
async function bankLines(db: DbOrTx, r: ReportRange) {
  const companyOnly = r.companyWide ? sql`` : sql` and false`;
  const rows = await rowsOf<{
    at: string;
    day: string;
    amount: unknown;
    payee: string;
    description: string;
    reference: string;
  }>(
    db,
    sql`select * from (
          select p.settled_at as at, ${xeroDay("p.settled_at")} as day, p.amount_minor as amount,
                 c.firstname || ' ' || c.lastname as payee, 'Payment of invoice ' || i.transaction_id as description, p.reference
            from payments p join invoices i on i.id = p.invoice_id join customers c on c.id = p.user_id
           where p.status = 'success' and p.currency = 'NGN' and ${within(sql`p.settled_at`, r)}${invoiceAt(sql`i`, r)}
          union all
          select t.settled_at, ${xeroDay("t.settled_at")}, t.amount_minor, c.firstname || ' ' || c.lastname,
                 'Wallet top-up', t.reference
            from wallet_top_ups t join customers c on c.id = t.customer_id
           where t.status = 'success' and t.currency = 'NGN' and ${within(sql`t.settled_at`, r)}${companyOnly}
          union all
          select v.created_at, ${xeroDay("v.created_at")}, v.amount_minor, c.firstname || ' ' || c.lastname,
                 'Bank transfer to the wallet''s account number', v.reference
            from ledger_transactions v join customers c on c.id = v.customer_id
           where v.cause = 'virtual_account_transfer' and ${within(sql`v.created_at`, r)}${companyOnly}
          union all
          select p.refunded_at, ${xeroDay("p.refunded_at")}, -p.amount_minor, c.firstname || ' ' || c.lastname,
                 'Refund of invoice ' || i.transaction_id, coalesce(p.refund_reference, p.reference)
            from payments p join invoices i on i.id = p.invoice_id join customers c on c.id = p.user_id
           where p.currency = 'NGN' and ${within(sql`p.refunded_at`, r)}${invoiceAt(sql`i`, r)}
        ) x order by x.at, x.reference`,
  );
  return rows.map((row) => ({
    "*Date": row.day,
    "*Amount": major(row.amount),
    Payee: row.payee,
    Description: row.description,
    Reference: row.reference,
  }));
}

export async function accountingExport(
  ctx: ServiceContext,
  layout: AccountingLayout,
  query: { from: string; to: string },
): Promise<AccountingExport> {
  const range = rangeOf(query, new Date(), ctx.scope);
  return layout === "xero_invoices"
    ? { columns: [...XERO_INVOICE_COLUMNS], rows: await invoiceLines(ctx.db, range) }
    : { columns: [...XERO_BANK_COLUMNS], rows: await bankLines(ctx.db, range) };
}

export const accountingCsvColumns = (report: AccountingExport): CsvColumn<AccountingExport["rows"][number]>[] =>
  report.columns.map((header) => ({ header, value: (row) => row[header] }));
