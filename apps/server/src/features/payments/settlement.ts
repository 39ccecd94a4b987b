import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { formatMoney } from "@app/shared/core/format";
import { rateLabel } from "@app/shared/exchange-rates/exchange-rates";
import { formatKobo } from "@app/shared/wallet/wallet";
import type { PaymentStatus } from "@app/shared/core/enums";
import { type Actor, recordAudit, recordInvoiceStatus } from "../../lib/audit.js";
import { INVOICE_KIND_WORDS } from "../../lib/mail/mail-words.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { findCustomerById } from "../accounts/public.js";
import { billedShipmentPaid } from "../invoices/public.js";
import type { VerifiedTransaction } from "./paystack-client.js";
import {
  lockInvoice,
  lockPaymentByReference,
  markInvoicePaid,
  markPaymentSucceeded,
  markPaymentUnpaid,
  type PaymentRow,
} from "./payments.repository.js";
import { flagRefundDue } from "./refund-due.js";
import {
  creditDueChangedPayment,
  creditExpiredQuotePayment,
  creditSecondPayment,
  postCheckoutPayment,
} from "../wallet/public.js";
import { isPayable } from "@app/shared/invoices/invoices";
import { paymentChannelWords, toMinorUnits } from "@app/shared/payments/payments";
import { formatMinor } from "@app/shared/rates/rates";
import { paidAfterLock } from "./naira-checkout.js";
import { receiptMailAttachment } from "../documents/public.js";

export type SettlementSource = "verify" | "webhook";

export type SettlementOutcome =
  | { kind: "unknown_reference" }
  /** This call marked the invoice paid (and queued the one receipt). */
  | { kind: "settled"; payment: PaymentRow }
  /** An earlier verify or webhook already settled this attempt: nothing changed. */
  | { kind: "already_settled"; payment: PaymentRow }
  /** Paid, but the invoice was already paid by another attempt or by staff: recorded for a refund, no receipt. */
  | { kind: "duplicate_payment"; payment: PaymentRow }
  /** Paid after its naira quote's lock ended: the invoice stays unpaid, the naira went to the customer's wallet. */
  | { kind: "quote_expired"; payment: PaymentRow }
  /** Paid for another amount than is now due (the wallet paid part meanwhile): the naira went to the wallet. */
  | { kind: "due_changed"; payment: PaymentRow }
  /** Paid after the invoice was cancelled (or refunded): left unpaid, flagged for a refund, staff inbox told. */
  | { kind: "refund_due"; payment: PaymentRow }
  | { kind: "rejected"; payment: PaymentRow; reason: string }
  | { kind: "not_paid"; payment: PaymentRow; status: PaymentStatus };

/** Why the provider's transaction does not match the attempt we stored, or null when it does. */
export function mismatchOf(payment: PaymentRow, txn: VerifiedTransaction): string | null {
  if (txn.reference !== payment.reference)
    return `Reference mismatch: expected ${payment.reference}, got ${txn.reference}.`;
  if (txn.currency.toUpperCase() !== payment.currency)
    return `Currency mismatch: expected ${payment.currency}, got ${txn.currency}.`;
  if (Number(txn.amount) !== payment.amount_minor)
    return `Amount mismatch: expected ${payment.amount_minor}, got ${txn.amount}.`;
  return null;
}

const settledEntry = (payment: PaymentRow) => ({
  entityType: "payment" as const,
  entityId: payment.id,
  action: "payment_settled",
  field: "status",
  oldValue: payment.status,
  newValue: "success",
});

/**
 * True when the attempt pays exactly what is due on the invoice now. An attempt keeps the amount of the invoice it
 * was started for (`invoice_amount_minor`; older attempts have none and paid the whole invoice).
 */
function coversWhatIsDue(payment: PaymentRow, invoice: { total_amount: string; amount_paid_minor: number }): boolean {
  if (payment.invoice_amount_minor === null) return true;
  return payment.invoice_amount_minor === toMinorUnits(invoice.total_amount) - invoice.amount_paid_minor;
}

/** Paystack statuses that end an attempt without money; others ('ongoing', 'pending', ...) stay open. */
function unpaidOutcome(status: string): "failed" | "abandoned" | null {
  if (status === "failed" || status === "reversed") return "failed";
  if (status === "abandoned") return "abandoned";
  return null;
}

/**
 * Applies what the provider said about one attempt. Verify and webhook both end here, and it is
 * idempotent: the attempt's row is locked FOR UPDATE, so concurrent calls for one reference run one
 * after the other and the second sees 'success'; the invoice row is locked and updated only while
 * not yet paid, so two different attempts can never settle one invoice twice.
 */
export async function applyProviderResult(
  ctx: ServiceContext,
  reference: string,
  txn: VerifiedTransaction,
  source: SettlementSource,
): Promise<SettlementOutcome> {
  const actor: Actor = { kind: "system", label: `Payment provider (${ctx.config.PAYMENT_PROVIDER} ${source})` };
  const paidThrough = ctx.config.PAYMENT_PROVIDER === "paystack" ? "Paystack" : "the payment sandbox";
  const outcome = await inTransaction(ctx, async (tx): Promise<SettlementOutcome> => {
    const payment = await lockPaymentByReference(tx, reference);
    if (!payment) return { kind: "unknown_reference" };
    if (payment.status === "success") return { kind: "already_settled", payment };

    if (txn.status !== "success") {
      const status = unpaidOutcome(txn.status);
      if (status) await markPaymentUnpaid(tx, payment.id, status, txn.gateway_response ?? txn.status, txn);
      return { kind: "not_paid", payment, status: status ?? payment.status };
    }

    const mismatch = mismatchOf(payment, txn);
    if (mismatch) {
      await markPaymentUnpaid(tx, payment.id, "failed", mismatch, txn);
      await recordAudit(tx, actor, {
        entityType: "payment",
        entityId: payment.id,
        action: "payment_rejected",
        newValue: mismatch,
      });
      return { kind: "rejected", payment, reason: mismatch };
    }

    const invoice = await lockInvoice(tx, payment.invoice_id);
    if (invoice && (invoice.status === "cancelled" || invoice.status === "refunded")) {
      await markPaymentSucceeded(tx, payment.id, txn, `Invoice was ${invoice.status}: refund this payment.`);
      await recordAudit(tx, actor, settledEntry(payment));
      await flagRefundDue(tx, ctx, actor, invoice, payment);
      return { kind: "refund_due", payment };
    }
    // Never settled at an expired rate (docs/decisions/0044): the naira is the customer's, as wallet credit.
    if (invoice && isPayable(invoice.status) && paidAfterLock(payment.rate_locked_until, txn.paid_at)) {
      await markPaymentSucceeded(tx, payment.id, txn, "Paid after its rate lock ended: the invoice was not settled.");
      await recordAudit(tx, actor, settledEntry(payment));
      if (!(await creditExpiredQuotePayment(tx, ctx, actor, invoice, payment)))
        await flagRefundDue(tx, ctx, actor, invoice, payment);
      return { kind: "quote_expired", payment };
    }
    // Settles only what it was started for: a wallet payment in between would make it overpay the invoice.
    if (invoice && isPayable(invoice.status) && !coversWhatIsDue(payment, invoice)) {
      await markPaymentSucceeded(tx, payment.id, txn, "The amount due changed during the checkout: not settled.");
      await recordAudit(tx, actor, settledEntry(payment));
      if (!(await creditDueChangedPayment(tx, ctx, actor, invoice, payment)))
        await flagRefundDue(tx, ctx, actor, invoice, payment);
      return { kind: "due_changed", payment };
    }
    const paidInvoice = await markInvoicePaid(tx, payment.invoice_id);
    await markPaymentSucceeded(
      tx,
      payment.id,
      txn,
      paidInvoice ? null : "Invoice was already paid: refund this payment.",
    );
    await recordAudit(tx, actor, settledEntry(payment));
    if (!paidInvoice || !invoice) {
      await recordAudit(tx, actor, {
        entityType: "invoice",
        entityId: payment.invoice_id,
        action: "duplicate_payment",
        newValue: reference,
      });
      // A second payment of a paid invoice becomes wallet credit; staff may still refund it to the card.
      if (invoice && !(await creditSecondPayment(tx, ctx, actor, invoice, payment)))
        await flagRefundDue(tx, ctx, actor, invoice, payment);
      return { kind: "duplicate_payment", payment };
    }

    const how = paymentChannelWords(txn.channel);
    await recordInvoiceStatus(tx, actor, {
      invoiceId: invoice.id,
      from: invoice.status,
      to: "paid",
      cause: `payment ${reference} (${how}) was settled through ${paidThrough}`,
    });
    await postCheckoutPayment(tx, actor, invoice, payment);
    await billedShipmentPaid(tx, actor, invoice, `invoice ${invoice.transaction_id} was paid online (${how})`);

    const customer = await findCustomerById(tx, invoice.user_id);
    if (customer) {
      await enqueueMail(tx, {
        to: customer.email_address,
        subject: `Payment receipt for invoice ${invoice.transaction_id}`,
        content: {
          heading: "Payment received, thank you",
          paragraphs: [
            `Hello ${customer.firstname}, we have received your payment for invoice ${invoice.transaction_id}.`,
          ],
          rows: [
            ["Transaction ID", invoice.transaction_id],
            ["For", INVOICE_KIND_WORDS[invoice.reference_type]],
            // What this payment paid of the invoice: its balance, after any part paid from the wallet.
            [
              "Amount paid",
              formatMinor(payment.invoice_amount_minor ?? toMinorUnits(invoice.total_amount), invoice.currency),
            ],
            ["Invoice total", formatMoney(invoice.total_amount, invoice.currency)],
            ...(payment.exchange_rate && payment.currency === "NGN"
              ? ([
                  ["Charged in naira", formatKobo(payment.amount_minor)],
                  ["Exchange rate", rateLabel(invoice.currency, payment.exchange_rate)],
                ] as [string, string][])
              : []),
            ["Payment reference", reference],
            ["Paid on", paidInvoice.paid_at ?? new Date()],
          ],
          action: { label: "View invoice", url: `${ctx.config.PUBLIC_URL}/user/invoice/${invoice.id}` },
        },
        attachments: [receiptMailAttachment(invoice)],
      });
    }
    return { kind: "settled", payment };
  });
  const needsStaff = ["rejected", "duplicate_payment", "refund_due", "quote_expired", "due_changed"];
  if (needsStaff.includes(outcome.kind)) {
    ctx.log.warn({ reference, outcome: outcome.kind, source }, "payment needs staff attention");
  }
  return outcome;
}
