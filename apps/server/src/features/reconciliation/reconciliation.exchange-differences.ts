import type { CurrencyCode } from "@app/shared/core/enums";
import { convertMinorAtRate } from "@app/shared/exchange-rates/exchange-rates";
import type { ExchangeDifferenceReport, ExchangeDifferenceRow } from "@app/shared/reconciliation/staff";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { CsvColumn } from "../../lib/list.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { rateInForce } from "../exchange-rates/public.js";
import { appliedWalletPayment, settledCheckout } from "../payments/public.js";

/** A report covers at most this many settlements (a year of a busy desk); narrow the dates for more. */
const MAX_ROWS = 20_000;

interface SettlementRow {
  invoice_id: number;
  transaction_id: string;
  customer_email: string;
  currency: CurrencyCode;
  invoice_amount_minor: string | number;
  issued_at: string | Date;
  paid_at: string | Date;
  rate_at_payment: string;
  paid_kobo: string | number;
  source: "checkout" | "wallet";
  reference: string | null;
}

/**
 * Every settlement in naira of an invoice in another currency between two days (UTC, inclusive): checkouts at a
 * locked rate that paid it and wallet payments at the rate in force (ledger) not given back, each with what it settled
 * of the invoice: what paid an invoice by the reports' rules (docs/decisions/0109, 0121).
 * Checkouts are in the ledger too, as `checkout_payment`: only its wallet payments (`invoice_payment`) are read there.
 */
async function settlementsBetween(db: DbOrTx, from: Date, to: Date): Promise<SettlementRow[]> {
  const result = await db.execute(sql`
    select i.id as invoice_id, i.transaction_id, c.email_address as customer_email, i.currency::text as currency,
           p.invoice_amount_minor, i.created_at as issued_at, p.settled_at as paid_at,
           p.exchange_rate::text as rate_at_payment, p.amount_minor as paid_kobo, 'checkout' as source, p.reference
      from payments p join invoices i on i.id = p.invoice_id join customers c on c.id = i.user_id
     where ${settledCheckout(sql`p`, sql`i`)} and p.currency = 'NGN' and i.currency <> 'NGN'
       and p.exchange_rate is not null and p.invoice_amount_minor is not null
       and p.settled_at >= ${from.toISOString()} and p.settled_at < ${to.toISOString()}
    union all
    select i.id, i.transaction_id, c.email_address, i.currency::text, t.invoice_amount_minor, i.created_at,
           t.created_at, t.rate::text, t.amount_minor, 'wallet', t.reference
      from ledger_transactions t join invoices i on i.id = t.invoice_id join customers c on c.id = i.user_id
     where ${appliedWalletPayment(sql`t`, sql`i`)} and i.currency <> 'NGN' and t.rate is not null
       and t.invoice_amount_minor is not null and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
     order by 7, 1
     limit ${MAX_ROWS}`);
  // node-postgres answers { rows }, PGlite answers the same shape.
  return (result as unknown as { rows: SettlementRow[] }).rows;
}

/** '1605.250000' → '1605.25' (rates are shown as exact decimals without trailing zeros). */
const trimmed = (rate: string) => (rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate);

/**
 * The naira an amount came to at the rate when issued, or null when it is too much for a safe integer of kobo: a rate
 * published before rates were limited (decision 0125) shows without a figure, as a missing rate does.
 */
function koboAtIssue(minor: number, rate: string): number | null {
  try {
    return convertMinorAtRate(minor, rate);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * The exchange difference of each naira settlement (docs/decisions/0057): the naira paid at the rate locked when paid
 * against the naira the same invoice amount comes to at the rate in force when the invoice was issued (its creation),
 * half up to the kobo. Positive: the business received more naira than at issue.
 */
export async function exchangeDifferences(
  ctx: ServiceContext,
  query: { from: string; to: string },
): Promise<ExchangeDifferenceReport> {
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000);
  const rows: ExchangeDifferenceRow[] = [];
  for (const s of await settlementsBetween(ctx.db, from, to)) {
    const issuedAt = new Date(s.issued_at);
    const atIssue = await rateInForce(ctx.db, s.currency, issuedAt);
    const invoiceAmount = Number(s.invoice_amount_minor);
    const paid = Number(s.paid_kobo);
    const atIssueKobo = atIssue ? koboAtIssue(invoiceAmount, atIssue.rate) : null;
    rows.push({
      invoice_id: s.invoice_id,
      transaction_id: s.transaction_id,
      customer_email: s.customer_email,
      currency: s.currency,
      invoice_amount_minor: invoiceAmount,
      issued_at: issuedAt.toISOString(),
      rate_at_issue: atIssue?.rate ?? null,
      paid_at: new Date(s.paid_at).toISOString(),
      rate_at_payment: trimmed(s.rate_at_payment),
      paid_kobo: paid,
      at_issue_kobo: atIssueKobo,
      difference_kobo: atIssueKobo === null ? null : paid - atIssueKobo,
      source: s.source,
      reference: s.reference,
    });
  }
  return { rows, total_difference_kobo: rows.reduce((sum, r) => sum + (r.difference_kobo ?? 0), 0) };
}

export const EXCHANGE_DIFFERENCE_CSV_COLUMNS: CsvColumn<ExchangeDifferenceRow>[] = [
  { header: "Invoice", value: (r) => r.transaction_id },
  { header: "Customer", value: (r) => r.customer_email },
  { header: "Currency", value: (r) => r.currency },
  { header: "Amount settled", minor: (r) => r.invoice_amount_minor },
  { header: "Issued", value: (r) => r.issued_at },
  { header: "Rate when issued", value: (r) => r.rate_at_issue },
  { header: "Paid", value: (r) => r.paid_at },
  { header: "Rate when paid", value: (r) => r.rate_at_payment },
  { header: "Paid (NGN)", minor: (r) => r.paid_kobo },
  { header: "At rate when issued (NGN)", minor: (r) => r.at_issue_kobo },
  { header: "Difference (NGN)", minor: (r) => r.difference_kobo },
  { header: "Paid by", value: (r) => r.source },
  { header: "Reference", value: (r) => r.reference },
];
