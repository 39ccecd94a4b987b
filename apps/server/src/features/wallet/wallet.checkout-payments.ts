import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type invoices, ledgerTransactions, type payments } from "../../db/schema.js";
import type { Actor } from "../../lib/audit.js";
import { businessAccount, postTransaction } from "./wallet.repository.js";

type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * The ledger holds all the naira that comes in, not only the wallets' (issue 33: "a ledger of all money in and
 * out"): a naira checkout (card, bank transfer or USSD through Paystack) that pays an invoice is posted from Paystack
 * clearing to receivables (cause `checkout_payment`; `invoice_payment` is a wallet's), with the locked rate and the
 * invoice amount it settled, once per payment reference. No
 * wallet is touched, so the customer's statement is unchanged. A checkout taken in another currency (dollars, for
 * merchants whose Paystack account takes them) is not naira and stays on the payments list only.
 */
export async function postCheckoutPayment(tx: DbOrTx, actor: Actor, invoice: InvoiceRow, payment: PaymentRow) {
  await postCheckout(tx, actor, invoice, payment, "in");
}

/**
 * A naira checkout refunded through Paystack leaves as it came: receivables → Paystack clearing (cause
 * `refund_to_method`), once per payment reference, so the ledger shows the money going out too. No wallet is touched.
 * Only a checkout that went into receivables (it paid its invoice) comes out of them: one that arrived after its
 * invoice was cancelled or refunded posted nothing, so its refund posts nothing either (docs/decisions/0121).
 */
export async function postCheckoutRefund(tx: DbOrTx, actor: Actor, invoice: InvoiceRow, payment: PaymentRow) {
  const [posted] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotency_key, checkoutKey("in", payment.reference)));
  if (posted) await postCheckout(tx, actor, invoice, payment, "out");
}

const checkoutKey = (way: "in" | "out", reference: string) =>
  `${way === "in" ? "checkout" : "checkout-refund"}:${reference}`;

/** A naira checkout's money between Paystack clearing and receivables: in when it paid, out when it was refunded. */
async function postCheckout(tx: DbOrTx, actor: Actor, invoice: InvoiceRow, payment: PaymentRow, way: "in" | "out") {
  if (payment.currency !== "NGN") return;
  const into = way === "in" ? 1 : -1;
  await postTransaction(tx, {
    cause: way === "in" ? "checkout_payment" : "refund_to_method",
    customerId: payment.user_id,
    idempotencyKey: checkoutKey(way, payment.reference),
    actor,
    invoiceId: invoice.id,
    invoiceAmountMinor: payment.invoice_amount_minor,
    invoiceCurrency: payment.invoice_currency,
    rate: payment.exchange_rate,
    reference: payment.reference,
    reason: `Invoice ${invoice.transaction_id} ${way === "in" ? "paid" : "refunded"} through Paystack`,
    entries: [
      { accountId: businessAccount("paystack_clearing"), amountMinor: -into * payment.amount_minor },
      { accountId: businessAccount("receivables"), amountMinor: into * payment.amount_minor },
    ],
  });
}
