import { paymentChannelWords, toMinorUnits } from "@app/shared/payments/payments";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, invoices, ledgerTransactions, payments } from "../../db/schema.js";
import { appliedWalletPayment, settledCheckout } from "../payments/public.js";

export type DocumentInvoiceRow = typeof invoices.$inferSelect;

/** The invoice by id; with `customerId`, only when it is that customer's (anyone else's reads as missing). */
export async function findDocumentInvoice(
  db: DbOrTx,
  id: number,
  customerId?: number,
): Promise<DocumentInvoiceRow | undefined> {
  const where =
    customerId === undefined ? eq(invoices.id, id) : and(eq(invoices.id, id), eq(invoices.user_id, customerId));
  const [row] = await db.select().from(invoices).where(where).limit(1);
  return row;
}

/** Who the invoice is billed to. */
export async function findBillTo(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({
      firstname: customers.firstname,
      lastname: customers.lastname,
      email: customers.email_address,
      suite: customers.suite_number,
      billing: customers.billing_address,
      delivery: customers.delivery_address,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

/** One payment applied to an invoice, whatever carried it (a checkout or the wallet). */
export interface AppliedPayment {
  at: Date;
  /** 'Card (Paystack)', 'Bank transfer (Paystack)', 'Wallet', ... */
  method: string;
  reference: string;
  /** What the customer paid, in the currency it was charged in. */
  paidMinor: number;
  paidCurrency: DocumentInvoiceRow["currency"];
  /** What it settled of the invoice, in the invoice's currency. */
  appliedMinor: number;
  /** Naira per unit of the invoice's currency when it was paid in another currency; null otherwise. */
  rate: string | null;
}

/** 'Card (Paystack)': the provider's channel in words, then who carried it. */
function methodOf(provider: string, response: unknown): string {
  const words = paymentChannelWords((response as { channel?: unknown } | null)?.channel);
  return `${words} (${provider === "paystack" ? "Paystack" : provider})`;
}

/**
 * Every payment applied to the invoice, oldest first, by the reports' rules (docs/decisions/0109, 0121): settled
 * checkouts that paid it (not those flagged for a refund, credited to the wallet or refunded on their own) and wallet
 * payments of it not given back to the wallet when it was cancelled.
 */
export async function appliedPayments(db: DbOrTx, invoice: DocumentInvoiceRow): Promise<AppliedPayment[]> {
  const ofInvoice = sql`${invoices}`;
  const [checkouts, wallet] = await Promise.all([
    db
      .select({ p: payments })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoice_id))
      .where(and(eq(payments.invoice_id, invoice.id), settledCheckout(sql`${payments}`, ofInvoice)))
      .orderBy(asc(payments.settled_at), asc(payments.id))
      .then((rows) => rows.map((row) => row.p)),
    db
      .select({ t: ledgerTransactions })
      .from(ledgerTransactions)
      .innerJoin(invoices, eq(invoices.id, ledgerTransactions.invoice_id))
      .where(
        and(eq(ledgerTransactions.invoice_id, invoice.id), appliedWalletPayment(sql`${ledgerTransactions}`, ofInvoice)),
      )
      .orderBy(asc(ledgerTransactions.created_at), asc(ledgerTransactions.id))
      .then((rows) => rows.map((row) => row.t)),
  ]);
  const fromCheckouts = checkouts.map(
    (p): AppliedPayment => ({
      at: p.settled_at ?? p.updated_at,
      method: methodOf(p.provider, p.provider_response),
      reference: p.reference,
      paidMinor: p.amount_minor,
      paidCurrency: p.currency,
      appliedMinor: p.invoice_amount_minor ?? p.amount_minor,
      rate: p.invoice_amount_minor !== null && p.currency !== invoice.currency ? p.exchange_rate : null,
    }),
  );
  const fromWallet = wallet.map(
    (t): AppliedPayment => ({
      at: t.created_at,
      method: "Wallet",
      reference: t.reference ?? `Wallet payment ${t.id}`,
      paidMinor: t.amount_minor,
      paidCurrency: "NGN",
      appliedMinor: t.invoice_amount_minor ?? t.amount_minor,
      rate: invoice.currency === "NGN" ? null : t.rate,
    }),
  );
  const applied = [...fromCheckouts, ...fromWallet];
  const offTheWebsite = paidOffTheWebsite(invoice, applied);
  return [...applied, ...(offTheWebsite ? [offTheWebsite] : [])].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * What staff recorded as paid off the website (a bank deposit, a transfer to the company's account, POS) by marking
 * the invoice paid: the part no checkout or wallet payment covers, dated when it was marked. Null when there is none.
 */
function paidOffTheWebsite(invoice: DocumentInvoiceRow, applied: readonly AppliedPayment[]): AppliedPayment | null {
  if (invoice.paid_at === null || (invoice.status !== "paid" && invoice.status !== "refunded")) return null;
  const rest = toMinorUnits(invoice.total_amount) - applied.reduce((sum, p) => sum + p.appliedMinor, 0);
  if (rest <= 0) return null;
  return {
    at: invoice.paid_at,
    method: "Paid off the website (recorded by staff)",
    reference: invoice.transaction_id,
    paidMinor: rest,
    paidCurrency: invoice.currency,
    appliedMinor: rest,
    rate: null,
  };
}
