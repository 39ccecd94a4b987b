import { inTransaction } from "../../lib/service-context.js";
import { formatMoney } from "@app/shared/core/format";
import {
  INVOICE_STAFF_TEXTS,
  isRefundable,
  type RefundInvoiceResponse,
  refundsPaymentAlone,
} from "@app/shared/invoices/staff";
import type { DbOrTx } from "../../db/client.js";
import { type Actor, adminActor, recordAudit } from "../../lib/audit.js";
import { conflict, HttpError, notFound } from "../../lib/errors.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { AdminRow } from "../../plugins/auth.js";
import { findCustomerById } from "../accounts/public.js";
import type { PaymentContext } from "./payment-gateway.js";
import { PaystackError } from "./paystack-client.js";
import { lockInvoice, type PaymentRow } from "./payments.repository.js";
import {
  anotherRefundDue,
  findInvoiceById,
  markInvoiceRefunded,
  type RefundableInvoice,
  markShipmentRefunded,
  notePaymentRefunded,
  paymentToRefund,
  setInvoiceRefundDue,
} from "./refunds.repository.js";
import { formatMinor } from "@app/shared/rates/rates";
import { formatKobo } from "@app/shared/wallet/wallet";
import { assessedDutyOfInvoice } from "../customs/public.js";
import { postCheckoutRefund, returnWalletPaymentsOf } from "../wallet/public.js";

/**
 * A manager or owner gives the money of a paid invoice back (or of a payment that arrived after it was cancelled or
 * refunded: docs/decisions/0121).
 * An online payment is refunded through the provider first (Paystack's POST /refund, or the sandbox's stand-in);
 * only when the provider accepted it does the invoice become refunded, the billed shipment's payment status
 * follow, the trail record who and why, and the customer get a notice. An invoice paid off the website is
 * recorded as refunded off the website. The provider refuses a second refund of one transaction, and the
 * invoice row is re-checked under lock, so two staff clicking at once record one refund.
 */
export async function refundInvoice(
  ctx: PaymentContext,
  admin: AdminRow,
  invoiceId: number,
  reason: string,
): Promise<RefundInvoiceResponse> {
  const invoice = await findInvoiceById(ctx.db, invoiceId);
  if (!invoice) throw notFound(INVOICE_STAFF_TEXTS.notFound);
  if (!isRefundable(invoice)) throw conflict(INVOICE_STAFF_TEXTS.refundNotPaid);
  const payment = await paymentToRefund(ctx.db, invoice);
  const alone = payment?.refund_due_at != null && refundsPaymentAlone(invoice);
  if (!alone) await refuseAfterAssessedDuty(ctx.db, invoiceId);

  let refundReference: string | null = null;
  if (payment) {
    try {
      const refund = await ctx.paystack.refund({
        transaction: payment.reference,
        amount: payment.amount_minor,
        currency: payment.currency,
        merchant_note: reason,
      });
      refundReference = refund.id;
    } catch (error) {
      ctx.log.warn({ err: error, reference: payment.reference }, "refund failed at the provider");
      const said = error instanceof PaystackError && error.kind === "api" ? ` The provider said: ${error.message}` : "";
      throw new HttpError(502, `${INVOICE_STAFF_TEXTS.refundFailed}${said}`);
    }
  }

  const actor = adminActor(admin);
  if (alone && payment) {
    const status = await inTransaction(ctx, (tx) =>
      refundPaymentAlone(ctx, tx, actor, { invoice, payment, reason, refundReference }),
    );
    return { message: INVOICE_STAFF_TEXTS.refunded, id: invoiceId, status, refund_reference: refundReference };
  }
  await inTransaction(ctx, async (tx) => {
    const current = await lockInvoice(tx, invoiceId);
    if (!current || !isRefundable(current)) throw conflict(INVOICE_STAFF_TEXTS.refundNotPaid);
    await refuseAfterAssessedDuty(tx, invoiceId);
    const anotherDue = payment ? await anotherRefundDue(tx, invoiceId, payment.id) : false;
    await markInvoiceRefunded(tx, invoiceId, { reason, reference: refundReference, anotherDue });
    // What the wallet paid of it goes back to the wallet (the card's part went back through the provider above).
    const toWallet = await returnWalletPaymentsOf(tx, actor, current, "refunded");
    await recordAudit(tx, actor, {
      entityType: "invoice",
      entityId: invoiceId,
      action: "status_update",
      field: "status",
      oldValue: current.status,
      newValue: "refunded",
    });
    await recordAudit(tx, actor, {
      entityType: "invoice",
      entityId: invoiceId,
      action: "refunded",
      field: "refund_reason",
      newValue: [
        reason,
        payment ? ` (payment ${payment.reference}, refund ${refundReference})` : "",
        toWallet ? ` (${formatKobo(toWallet)} to the wallet)` : "",
        payment || toWallet ? "" : " (off-site)",
      ].join(""),
    });
    if (payment) {
      await notePaymentRefunded(tx, payment.id, `Refunded (refund ${refundReference}): ${reason}`, refundReference);
      await postCheckoutRefund(tx, actor, current, payment);
    }
    if (current.status === "paid" && current.reference_type === "shipments") {
      const shipment = await markShipmentRefunded(tx, current.reference_id, current.user_id);
      if (shipment) {
        await recordAudit(tx, actor, {
          entityType: "shipment",
          entityId: shipment.id,
          action: "status_update",
          field: "payment_status",
          oldValue: shipment.payment_status,
          newValue: "Refunded",
          cause: `invoice ${current.transaction_id} was refunded`,
        });
      }
    }
    const customer = await findCustomerById(tx, current.user_id);
    if (customer) {
      await enqueueMail(tx, {
        to: customer.email_address,
        subject: `Refund for invoice ${current.transaction_id}`,
        content: {
          heading: "Your payment has been refunded",
          paragraphs: [
            `Hello ${customer.firstname}, we have refunded invoice ${current.transaction_id} (${formatMoney(current.total_amount, current.currency)}).`,
            `Reason: ${reason}`,
            ...refundedHow(payment, toWallet),
          ],
          action: { label: "View invoice", url: `${ctx.config.PUBLIC_URL}/user/invoice/${current.id}` },
        },
      });
    }
  });
  return {
    message: INVOICE_STAFF_TEXTS.refunded,
    id: invoiceId,
    status: "refunded",
    refund_reference: refundReference,
  };
}

/**
 * An invoice whose estimated duty customs assessed is not refunded whole: the duty was paid to customs and its
 * difference already settled into the wallet or a new invoice (decision 0108). Nor is a paid invoice of that
 * difference: the assessment would stay settled with its money given back (decision 0135). Checked before the
 * provider is asked, and again under the invoice's lock, which an assessment holds FOR SHARE until it commits.
 */
async function refuseAfterAssessedDuty(db: DbOrTx, invoiceId: number) {
  const assessed = await assessedDutyOfInvoice(db, invoiceId);
  if (!assessed) return;
  throw conflict(
    assessed.billed === "estimate"
      ? INVOICE_STAFF_TEXTS.refundAfterAssessment(assessed.tracking_number)
      : INVOICE_STAFF_TEXTS.refundDutyDifference(assessed.tracking_number),
  );
}

/** Where the customer's money went, in the refund notice: the card's part, the wallet's part, or off the website. */
function refundedHow(payment: PaymentRow | undefined, toWalletKobo: number): string[] {
  const lines: string[] = [];
  if (payment)
    lines.push(
      `${formatMinor(payment.amount_minor, payment.currency)} goes back to the card or account you paid with; your bank may take a few days to show it.`,
    );
  if (toWalletKobo > 0)
    lines.push(`${formatKobo(toWalletKobo)} that you paid from your wallet is back in your wallet now.`);
  if (lines.length === 0) lines.push("We will return the money the way you paid it.");
  return lines;
}

/** A payment refunded on its own, in words: a second one of a paid invoice, or one that came after the refund. */
const ALONE_WORDS = {
  paid: { what: "second payment", why: "which you had already paid", stays: "paid" },
  refunded: { what: "late payment", why: "which had already been refunded", stays: "refunded" },
} as const;

/**
 * The refund of a payment flagged on a paid invoice (a second payment) or a refunded one (it came after the refund):
 * the payment is refunded, the invoice keeps its status, its refund flag clears once no payment waits any more, the
 * ledger gives back what the payment posted (nothing, when it posted nothing), and the customer is told.
 */
async function refundPaymentAlone(
  ctx: PaymentContext,
  tx: DbOrTx,
  actor: Actor,
  refund: { invoice: RefundableInvoice; payment: PaymentRow; reason: string; refundReference: string | null },
): Promise<"paid" | "refunded"> {
  const { invoice, payment, reason, refundReference } = refund;
  const current = await lockInvoice(tx, invoice.id);
  if (current?.status !== invoice.status || !refundsPaymentAlone(current)) {
    throw conflict(INVOICE_STAFF_TEXTS.refundNotPaid);
  }
  const status = current.status as "paid" | "refunded";
  const words = ALONE_WORDS[status];
  await notePaymentRefunded(tx, payment.id, `Refunded (refund ${refundReference}): ${reason}`, refundReference);
  await postCheckoutRefund(tx, actor, current, payment);
  await setInvoiceRefundDue(tx, current.id, await anotherRefundDue(tx, current.id, payment.id));
  await recordAudit(tx, actor, {
    entityType: "invoice",
    entityId: current.id,
    action: "refunded",
    field: "payment",
    newValue: `${reason} (${words.what} ${payment.reference}, refund ${refundReference}); the invoice stays ${words.stays}`,
  });
  const customer = await findCustomerById(tx, current.user_id);
  if (!customer) return status;
  const amount = formatMinor(payment.amount_minor, payment.currency);
  await enqueueMail(tx, {
    to: customer.email_address,
    subject: `Refund of your ${words.what} for invoice ${current.transaction_id}`,
    content: {
      heading: `Your ${words.what} has been refunded`,
      paragraphs: [
        `Hello ${customer.firstname}, we have refunded ${amount} (payment ${payment.reference}) for invoice ${current.transaction_id}, ${words.why}. The invoice stays ${words.stays}.`,
        "The money goes back to the card or account you paid with; your bank may take a few days to show it.",
      ],
      action: { label: "View invoice", url: `${ctx.config.PUBLIC_URL}/user/invoice/${current.id}` },
    },
  });
  return status;
}
