import { formatKobo } from "@app/shared/wallet/wallet";
import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type invoices, ledgerTransactions, payments } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { findCustomerById } from "../accounts/public.js";
import { businessAccount, postTransaction, walletAccountOf } from "./wallet.repository.js";

type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The ledger's key of the credit that took a payment's money to the wallet instead of its invoice: one per payment. */
const CREDIT_KEY_PREFIX = "payment-credit:";

/**
 * SQL, true when the payment whose reference is `reference` (a column or value) went to the customer's wallet instead
 * of paying its invoice (a second payment, an expired quote, a changed amount due): such a payment paid nothing of it.
 */
export function creditedToWallet(reference: SQLWrapper): SQL {
  return sql`exists (select 1 from ${ledgerTransactions} where ${ledgerTransactions.idempotency_key} = ${CREDIT_KEY_PREFIX} || ${reference})`;
}

/** Why the payment with `reference` went to the wallet instead of its invoice (the credit's ledger cause), or null. */
export async function walletCreditCauseOf(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({ cause: ledgerTransactions.cause })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotency_key, `${CREDIT_KEY_PREFIX}${reference}`));
  return row?.cause ?? null;
}

/** Why a settled payment becomes wallet credit instead of paying its invoice, in the ledger's and the customer's words. */
interface CreditWhy {
  cause: "second_payment_credit" | "expired_quote_credit" | "overpayment_credit";
  reason: (invoice: InvoiceRow) => string;
  paymentNote: string;
  auditCause: string;
  subject: (invoice: InvoiceRow) => string;
  heading: string;
  explain: (invoice: InvoiceRow, amount: string, reference: string) => string;
}

const SECOND_PAYMENT: CreditWhy = {
  cause: "second_payment_credit",
  reason: (invoice) => `Invoice ${invoice.transaction_id} was already paid`,
  paymentNote: "Invoice was already paid: credited to the customer's wallet.",
  auditCause: "the invoice was already paid",
  subject: (invoice) => `Your second payment for invoice ${invoice.transaction_id} is in your wallet`,
  heading: "You paid this invoice twice",
  explain: (invoice, amount, reference) =>
    `we received a payment of ${amount} (reference ${reference}) for invoice ${invoice.transaction_id}, which was already paid.`,
};

const EXPIRED_QUOTE: CreditWhy = {
  cause: "expired_quote_credit",
  reason: (invoice) => `Invoice ${invoice.transaction_id}: paid after its naira quote expired`,
  paymentNote: "Paid after its rate lock ended: credited to the customer's wallet, the invoice is still due.",
  auditCause: "the payment arrived after its naira quote expired",
  subject: (invoice) => `Your payment for invoice ${invoice.transaction_id} is in your wallet`,
  heading: "Your quote had expired",
  explain: (invoice, amount, reference) =>
    `we received ${amount} (reference ${reference}) for invoice ${invoice.transaction_id} after its naira quote had expired, so it could not pay the invoice at that rate.`,
};

const DUE_CHANGED: CreditWhy = {
  cause: "overpayment_credit",
  reason: (invoice) => `Invoice ${invoice.transaction_id}: the amount due changed during the checkout`,
  paymentNote: "The amount due changed while this checkout was open: credited to the customer's wallet.",
  auditCause: "the amount due changed while the checkout was open",
  subject: (invoice) => `Your payment for invoice ${invoice.transaction_id} is in your wallet`,
  heading: "The amount due had changed",
  explain: (invoice, amount, reference) =>
    `we received ${amount} (reference ${reference}) for invoice ${invoice.transaction_id}, but what was due on it changed after that checkout began (a wallet payment, say), so it did not pay the invoice. Pay what is due from your wallet in one step.`,
};

/**
 * Credits a settled naira payment to the customer's wallet, in the settlement's transaction, once per payment
 * reference. Only naira can be credited: a payment taken in another currency answers false and stays refund-due.
 * Staff send credit back to a card or account off the website and debit the wallet with that reason (the staff
 * wallet adjustment).
 */
async function creditPayment(
  tx: DbOrTx,
  ctx: ServiceContext,
  actor: Actor,
  invoice: InvoiceRow,
  payment: PaymentRow,
  why: CreditWhy,
): Promise<boolean> {
  if (payment.currency !== "NGN") return false;
  const wallet = await walletAccountOf(tx, payment.user_id);
  const posted = await postTransaction(tx, {
    cause: why.cause,
    customerId: payment.user_id,
    idempotencyKey: `${CREDIT_KEY_PREFIX}${payment.reference}`,
    actor,
    invoiceId: invoice.id,
    reference: payment.reference,
    reason: why.reason(invoice),
    entries: [
      { accountId: businessAccount("paystack_clearing"), amountMinor: -payment.amount_minor },
      { accountId: wallet.id, amountMinor: payment.amount_minor },
    ],
  });
  if (!posted.created) return true;
  await tx
    .update(payments)
    .set({ failure_reason: why.paymentNote, updated_at: new Date() })
    .where(eq(payments.id, payment.id));
  const amount = formatKobo(payment.amount_minor);
  await recordAudit(tx, actor, {
    entityType: "invoice",
    entityId: invoice.id,
    action: "wallet_credit",
    newValue: `payment ${payment.reference} (${amount}) credited to the wallet`,
    cause: why.auditCause,
  });
  const customer = await findCustomerById(tx, payment.user_id);
  if (customer) {
    await enqueueMail(tx, {
      to: customer.email_address,
      subject: why.subject(invoice),
      content: {
        heading: why.heading,
        paragraphs: [
          `Hello ${customer.firstname}, ${why.explain(invoice, amount, payment.reference)}`,
          "We have added it to your wallet: it pays your next invoice, or ask us to send it back to the card or account you paid with.",
        ],
        action: { label: "View your wallet", url: `${ctx.config.PUBLIC_URL}/user/wallet` },
      },
    });
  }
  return true;
}

/**
 * A second payment of an invoice that was already paid (two checkouts at once, a transfer sent twice) becomes credit
 * in the customer's wallet instead of waiting for a refund.
 */
export const creditSecondPayment = (
  tx: DbOrTx,
  ctx: ServiceContext,
  actor: Actor,
  invoice: InvoiceRow,
  payment: PaymentRow,
) => creditPayment(tx, ctx, actor, invoice, payment, SECOND_PAYMENT);

/**
 * A naira payment made after its rate lock ended (docs/decisions/0044) does not pay the invoice at the old rate: the
 * naira becomes wallet credit, and the invoice stays due (the customer may pay it from the wallet at today's rate).
 */
export const creditExpiredQuotePayment = (
  tx: DbOrTx,
  ctx: ServiceContext,
  actor: Actor,
  invoice: InvoiceRow,
  payment: PaymentRow,
) => creditPayment(tx, ctx, actor, invoice, payment, EXPIRED_QUOTE);

/**
 * A checkout settled for another amount than what is now due on its invoice (a wallet payment, or a change of the
 * invoice, came between its start and its payment): settling it would overpay or underpay the invoice, so its naira
 * becomes wallet credit and the invoice stays due, as with an expired quote.
 */
export const creditDueChangedPayment = (
  tx: DbOrTx,
  ctx: ServiceContext,
  actor: Actor,
  invoice: InvoiceRow,
  payment: PaymentRow,
) => creditPayment(tx, ctx, actor, invoice, payment, DUE_CHANGED);
