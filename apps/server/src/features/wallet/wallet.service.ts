import { randomUUID } from "node:crypto";
import { paginationOf } from "@app/shared/core/http";
import { INVOICE_TEXTS, isPayable } from "@app/shared/invoices/invoices";
import { toMinorUnits } from "@app/shared/payments/payments";
import {
  formatKobo,
  belowOneUnitMessage,
  LEDGER_CAUSE_LABELS,
  type LedgerLine,
  WALLET_TEXTS,
  type WalletInvoiceQuote,
  type WalletPayment,
  type WalletStatement,
  walletQuoteChangedMessage,
} from "@app/shared/wallet/wallet";
import { rateLabel, trimRate } from "@app/shared/exchange-rates/exchange-rates";
import type { CustomerRow } from "../../plugins/auth.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import type { Actor } from "../../lib/audit.js";
import { oneAtATime } from "../../lib/one-at-a-time.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { Tx } from "../../db/client.js";
import { recordWalletPaymentOfInvoice } from "./wallet.invoice-paid.js";
import { partKobo } from "../../lib/invoice-naira.js";
import { appliedFor } from "./wallet.pricing.js";
import { walletRateFor } from "./wallet.rates.js";
import {
  addInvoicePayment,
  businessAccount,
  entryCountOf,
  findCustomerInvoiceRow,
  type InvoiceRow,
  lockCustomerInvoice,
  lockCustomerInvoiceAndWallet,
  lockWallet,
  postTransaction,
  statementOf,
  walletAccountOf,
} from "./wallet.repository.js";

type StatementRow = Awaited<ReturnType<typeof statementOf>>[number];
interface PayInvoiceInput {
  invoice_id: number;
  amount?: number;
  idempotency_key?: string;
  expected_kobo?: number;
  expected_rate?: string;
}

/** Two decimal rates are the same number ('1600', '1600.00', '01600.0'). */
const sameRate = (a: string, b: string) =>
  trimRate(a).replace(/^0+(?=\d)/, "") === trimRate(b).replace(/^0+(?=\d)/, "");

/** A statement line in words: what the money was for. */
export function lineOf(row: StatementRow): LedgerLine {
  const label = LEDGER_CAUSE_LABELS[row.cause];
  const detail = row.reason ?? (row.reference ? `reference ${row.reference}` : null);
  return {
    transaction_id: row.transaction_id,
    cause: row.cause,
    amount_minor: row.amount_minor,
    balance_after_minor: row.balance_after_minor,
    description: detail ? `${label}: ${detail}` : label,
    invoice_id: row.invoice_id,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
  };
}

export async function statementFor(
  ctx: ServiceContext,
  customerId: number,
  query: { page: number; pageSize: number },
): Promise<WalletStatement> {
  const account = await walletAccountOf(ctx.db, customerId);
  const [rows, total] = await Promise.all([
    statementOf(ctx.db, account.id, query.pageSize, (query.page - 1) * query.pageSize),
    entryCountOf(ctx.db, account.id),
  ]);
  return {
    balance_minor: account.balance_minor,
    currency: "NGN",
    entries: rows.map(lineOf),
    pagination: paginationOf(query, total),
  };
}

/** The invoice's total, paid and due in its own minor unit. */
function dueOf(invoice: InvoiceRow) {
  const total = toMinorUnits(invoice.total_amount);
  return { total, paid: invoice.amount_paid_minor, due: Math.max(0, total - invoice.amount_paid_minor) };
}

export async function quoteInvoice(
  ctx: ServiceContext,
  customer: CustomerRow,
  id: number,
): Promise<WalletInvoiceQuote> {
  const invoice = await findCustomerInvoiceRow(ctx.db, customer.id, id);
  if (!invoice) throw notFound(INVOICE_TEXTS.notFound);
  const { total, paid, due } = dueOf(invoice);
  const [rate, account] = await Promise.all([
    walletRateFor(ctx.db, invoice.currency),
    walletAccountOf(ctx.db, customer.id),
  ]);
  const payable = isPayable(invoice.status) && due > 0;
  return {
    invoice_id: invoice.id,
    currency: invoice.currency,
    total_minor: total,
    paid_minor: paid,
    due_minor: due,
    due_kobo: rate === null ? null : partKobo(paid, due, rate),
    rate,
    balance_minor: account.balance_minor,
    payable,
    // The same amount payInvoiceFromWallet takes when no amount is given.
    wallet_pays_kobo: payable && rate !== null ? appliedFor(account.balance_minor, paid, due, rate).debit : 0,
  };
}

/**
 * Pays an invoice from the wallet, wholly or partly. One transaction locks the invoice, then the wallet (always in
 * that order), checks the balance under the lock, posts the balanced transaction (wallet → receivables) and adds
 * what it paid to the invoice; the invoice becomes paid when nothing is due. The rest may be paid by card.
 */
export async function payInvoiceFromWallet(
  ctx: ServiceContext,
  customer: CustomerRow,
  input: PayInvoiceInput,
): Promise<WalletPayment> {
  const actor = { kind: "customer" as const, id: customer.id, label: `${customer.firstname} ${customer.lastname}` };
  // A customer's payments queue in this process, not on the wallet's row lock inside the pool (lib/one-at-a-time.ts).
  return oneAtATime(`wallet:${customer.id}`, () => payUnderLocks(ctx, customer, actor, input));
}

/** Why an invoice cannot be paid now (its status, or nothing due), if so. */
function refusalOf(invoice: InvoiceRow) {
  if (invoice.status === "paid") return conflict(INVOICE_TEXTS.alreadyPaid);
  if (invoice.status === "refunded") return conflict(INVOICE_TEXTS.refunded);
  if (!isPayable(invoice.status)) return conflict(INVOICE_TEXTS.cancelled);
  if (dueOf(invoice).due === 0) return conflict(INVOICE_TEXTS.alreadyPaid);
  return undefined;
}

/**
 * Locks the customer's invoice, then their wallet (always in that order), and refuses an invoice that is not theirs
 * or not payable. One statement takes both; a wallet not opened yet is opened (and the invoice taken on its own).
 * The shipment and ship request a full payment marks paid are locked after both (decision 0153's order).
 */
async function lockInvoiceAndWallet(tx: Tx, customerId: number, invoiceId: number) {
  const both = await lockCustomerInvoiceAndWallet(tx, customerId, invoiceId);
  const invoice = both?.invoice ?? (await lockCustomerInvoice(tx, customerId, invoiceId));
  if (!invoice) throw notFound(INVOICE_TEXTS.notFound);
  const refusal = refusalOf(invoice);
  if (refusal) throw refusal;
  return { invoice, wallet: both?.wallet ?? (await lockWallet(tx, customerId)) };
}

async function payUnderLocks(
  ctx: ServiceContext,
  customer: CustomerRow,
  actor: Actor,
  input: PayInvoiceInput,
): Promise<WalletPayment> {
  return inTransaction(ctx, async (tx) => {
    const { invoice, wallet } = await lockInvoiceAndWallet(tx, customer.id, input.invoice_id);
    const rate = await walletRateFor(tx, invoice.currency);
    if (rate === null) throw conflict(WALLET_TEXTS.noRate);
    const { total, due } = dueOf(invoice);
    const dueKobo = partKobo(invoice.amount_paid_minor, due, rate);
    const wanted = input.amount ?? Math.min(wallet.balance_minor, dueKobo);
    if (wanted <= 0) throw badRequest(WALLET_TEXTS.emptyWallet, { amount: WALLET_TEXTS.emptyWallet });
    if (wanted > dueKobo)
      throw badRequest(WALLET_TEXTS.aboveDue, { amount: `${WALLET_TEXTS.aboveDue} (${formatKobo(dueKobo)})` });
    if (wanted > wallet.balance_minor) {
      const message = `${WALLET_TEXTS.aboveBalance} (${formatKobo(wallet.balance_minor)})`;
      throw badRequest(message, { amount: message });
    }
    const { applied, debit } = appliedFor(wanted, invoice.amount_paid_minor, due, rate);
    if (applied === 0) {
      const unitPrice = partKobo(invoice.amount_paid_minor, 1, rate);
      const message = belowOneUnitMessage(wanted, unitPrice, invoice.currency, input.amount === undefined);
      throw badRequest(message, { amount: message });
    }
    // The screen's button named an amount at a rate: a payment that would take another (a rate published, a top-up or
    // a payment in another tab since) is not made behind it (docs/decisions/0129).
    const rateChanged = input.expected_rate !== undefined && !sameRate(input.expected_rate, rate);
    if (rateChanged || (input.expected_kobo !== undefined && input.expected_kobo !== debit))
      throw conflict(walletQuoteChangedMessage(debit, rateChanged ? rateLabel(invoice.currency, rate) : null));

    const posted = await postTransaction(tx, {
      cause: "invoice_payment",
      customerId: customer.id,
      idempotencyKey: `wallet-pay:${customer.id}:${input.idempotency_key ?? randomUUID()}`,
      actor,
      invoiceId: invoice.id,
      invoiceAmountMinor: applied,
      invoiceCurrency: invoice.currency,
      rate,
      reason: `Invoice ${invoice.transaction_id}`,
      entries: [
        { accountId: wallet.id, amountMinor: -debit },
        { accountId: businessAccount("receivables"), amountMinor: debit },
      ],
    });
    if (!posted.created) throw conflict("This payment was already made.");
    const paidInFull = invoice.amount_paid_minor + applied >= total;
    const after = await addInvoicePayment(tx, invoice.id, applied, paidInFull);
    if (!after) throw conflict(WALLET_TEXTS.notPayable);
    await recordWalletPaymentOfInvoice(tx, ctx, actor, customer, invoice, after, debit, posted.id);
    return {
      transaction_id: posted.id,
      debited_minor: debit,
      applied_minor: applied,
      due_minor: total - after.amount_paid_minor,
      invoice_status: after.status,
      balance_minor: wallet.balance_minor - debit,
      message: WALLET_TEXTS.paidFromWallet,
    };
  });
}
