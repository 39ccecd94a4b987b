import type { ServiceContext } from "../../lib/service-context.js";
import { randomBytes } from "node:crypto";
import { INVOICE_TEXTS, isPayable } from "@app/shared/invoices/invoices";
import {
  type InitializePaymentResponse,
  PAYMENT_TEXTS,
  toMinorUnits,
  type VerifyPaymentResponse,
} from "@app/shared/payments/payments";
import { z } from "zod";
import type { CustomerRow } from "../../plugins/auth.js";
import type { DbOrTx } from "../../db/client.js";
import { conflict, HttpError, notFound } from "../../lib/errors.js";
import { findCustomerInvoice, toInvoiceRecord } from "../invoices/public.js";
import { isValidWebhookSignature, type PaymentContext, paymentSettings } from "./payment-gateway.js";
import { PaystackError, verifiedTransactionSchema } from "./paystack-client.js";
import {
  findPaymentByReference,
  insertPayment,
  markPaymentUnpaid,
  type PaymentRow,
  setPaymentAccessCode,
} from "./payments.repository.js";
import { applyProviderResult } from "./settlement.js";
import {
  isTopUpReference,
  isVirtualAccountTransfer,
  recordVirtualAccountAssigned,
  settleTopUp,
  settleVirtualAccountTransfer,
  walletCreditCauseOf,
} from "../wallet/public.js";
import { chargeFor } from "./naira-checkout.js";
import type { CurrencyCode } from "@app/shared/core/enums";

/** Unique per attempt, within Paystack's allowed characters: the invoice's transaction id plus a random tail. */
export function newPaymentReference(transactionId: string): string {
  const base = transactionId.replace(/[^A-Za-z0-9]/g, "").slice(0, 40) || "INV";
  return `${base}-${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
}

const START_ATTEMPTS = 2;

/**
 * Starts paying one of the customer's own invoices: stores the attempt, then initializes it
 * with the provider using the secret key. Initialize is not idempotent at Paystack, so a
 * transient failure is retried once as a NEW attempt (fresh reference): an orphan created by the
 * failed call is never shown to anyone, so it cannot be paid.
 */
export async function startPayment(
  ctx: PaymentContext,
  customer: CustomerRow,
  invoiceId: number,
  currency?: CurrencyCode,
): Promise<InitializePaymentResponse> {
  const invoice = await findCustomerInvoice(ctx.db, customer.id, invoiceId);
  if (!invoice) throw notFound(INVOICE_TEXTS.notFound);
  if (invoice.status === "paid") throw conflict(INVOICE_TEXTS.alreadyPaid);
  if (invoice.status === "refunded") throw conflict(INVOICE_TEXTS.refunded);
  if (!isPayable(invoice.status)) throw conflict(INVOICE_TEXTS.cancelled);

  const settings = paymentSettings(ctx.config);
  // What is still due: a wallet may have paid part of it (features/wallet).
  const due = toMinorUnits(invoice.total_amount) - invoice.amount_paid_minor;
  if (due <= 0) throw conflict(INVOICE_TEXTS.alreadyPaid);
  // Naira at the rate in force, locked, unless Paystack takes the invoice's own currency (docs/decisions/0044).
  const charge = await chargeFor(ctx.db, ctx.config, invoice, due, currency);
  const amount = charge.amount_minor;
  for (let attempt = 1; ; attempt++) {
    const reference = newPaymentReference(invoice.transaction_id);
    const payment = await insertPayment(ctx.db, {
      invoice_id: invoice.id,
      user_id: customer.id,
      provider: settings.provider,
      reference,
      amount_minor: amount,
      currency: charge.currency,
      ...charge.lock,
    });
    try {
      const result = await ctx.paystack.initialize({
        email: customer.email_address,
        amount,
        currency: charge.currency,
        reference,
        channels: charge.channels,
        metadata: {
          invoice_id: invoice.id,
          payment_id: payment.id,
          custom_fields: [
            {
              display_name: "Customer Name",
              variable_name: "customer_name",
              value: `${customer.firstname} ${customer.lastname}`,
            },
            { display_name: "Type", variable_name: "type", value: invoice.reference_type },
            { display_name: "Transaction ID", variable_name: "transaction_id", value: invoice.transaction_id },
          ],
        },
      });
      await setPaymentAccessCode(ctx.db, payment.id, result.access_code, result);
      return {
        access_code: result.access_code,
        reference,
        public_key: settings.publicKey,
        provider: settings.provider,
        amount_minor: amount,
        currency: charge.currency,
        channels: charge.channels,
        quote: charge.quote,
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markPaymentUnpaid(ctx.db, payment.id, "failed", `Initialize failed: ${reason}`);
      ctx.log.warn({ err: error, reference, attempt }, "payment initialize failed");
      if (error instanceof PaystackError && error.transient && attempt < START_ATTEMPTS) continue;
      throw new HttpError(502, PAYMENT_TEXTS.startFailed);
    }
  }
}

/**
 * The browser reports a finished checkout: ask the provider (never the browser) what happened
 * and settle when it says success with the amount, currency and reference we stored.
 */
export async function confirmPayment(
  ctx: PaymentContext,
  customer: CustomerRow,
  reference: string,
): Promise<VerifyPaymentResponse> {
  const payment = await findPaymentByReference(ctx.db, reference);
  if (!payment || payment.user_id !== customer.id) throw notFound("Payment not found.");

  let status = payment.status;
  let message: string = PAYMENT_TEXTS.success;
  let refundDue = false;
  /** Flagged for a refund: the message names what had become of the invoice (cancelled, refunded, paid). */
  let flagged = false;
  if (payment.status !== "success") {
    let txn: Awaited<ReturnType<PaymentContext["paystack"]["verify"]>>;
    try {
      txn = await ctx.paystack.verify(reference);
    } catch (error) {
      ctx.log.warn({ err: error, reference }, "payment verify failed");
      // The signed webhook still settles it when the provider confirms later.
      throw new HttpError(502, PAYMENT_TEXTS.verifyPending);
    }
    const outcome = await applyProviderResult(ctx, reference, txn, "verify");
    switch (outcome.kind) {
      case "settled":
      case "already_settled":
      case "duplicate_payment":
        status = "success";
        break;
      case "quote_expired":
        status = "success";
        refundDue = true;
        message = PAYMENT_TEXTS.quoteExpired;
        break;
      case "due_changed":
        status = "success";
        refundDue = true;
        message = PAYMENT_TEXTS.dueChanged;
        break;
      case "refund_due":
        status = "success";
        refundDue = true;
        flagged = true;
        break;
      case "rejected":
        status = "failed";
        message = PAYMENT_TEXTS.notConfirmed;
        break;
      case "not_paid":
        status = outcome.status;
        message = outcome.status === "initialized" ? PAYMENT_TEXTS.verifyPending : PAYMENT_TEXTS.notConfirmed;
        break;
      default:
        throw notFound("Payment not found.");
    }
  }
  const invoice = await findCustomerInvoice(ctx.db, customer.id, payment.invoice_id);
  if (!invoice) throw notFound(INVOICE_TEXTS.notFound);
  if (status === "success" && !refundDue) {
    // Settled by the webhook before or during this call: say why it did not pay the invoice, if it did not.
    const settled = await findPaymentByReference(ctx.db, reference);
    const notApplied = settled ? await whyNotApplied(ctx.db, settled, invoice.status) : null;
    if (notApplied) {
      refundDue = true;
      message = notApplied;
    }
  }
  if (flagged) message = PAYMENT_TEXTS.refundDue(invoice.status);
  const paid = status === "success" && !refundDue && invoice.status === "paid";
  return { status, paid, message, invoice: toInvoiceRecord(invoice) };
}

/** Why a settled attempt did not pay its invoice, in the customer's words (as verify says it), or null when it did. */
async function whyNotApplied(db: DbOrTx, payment: PaymentRow, invoiceStatus: string): Promise<string | null> {
  if (payment.refund_due_at) return PAYMENT_TEXTS.refundDue(invoiceStatus);
  const credit = await walletCreditCauseOf(db, payment.reference);
  if (credit === "expired_quote_credit") return PAYMENT_TEXTS.quoteExpired;
  if (credit === "overpayment_credit") return PAYMENT_TEXTS.dueChanged;
  if (credit === "second_payment_credit") return PAYMENT_TEXTS.alreadyPaidToWallet;
  return null;
}

const webhookEventSchema = z.looseObject({ event: z.string(), data: z.unknown() });

/**
 * A webhook delivery. Only a body signed with our secret key counts; the signed event is then
 * applied exactly like a verify answer. A transfer into a customer's dedicated account (channel dedicated_nuban) and
 * the account's assignment go to the wallet (docs/decisions/0049). Other events are acknowledged and ignored.
 */
export async function receiveWebhook(
  ctx: ServiceContext,
  rawBody: Buffer,
  signature: unknown,
): Promise<{ received: true; outcome: string }> {
  const { secretKey } = paymentSettings(ctx.config);
  if (!isValidWebhookSignature(secretKey, rawBody, signature)) throw new HttpError(401, "Invalid signature.");
  let event: z.infer<typeof webhookEventSchema>;
  try {
    event = webhookEventSchema.parse(JSON.parse(rawBody.toString("utf8")));
  } catch {
    throw new HttpError(400, "Invalid webhook body.");
  }
  if (event.event === "dedicatedaccount.assign.success") {
    return { received: true, outcome: await recordVirtualAccountAssigned(ctx, event.data) };
  }
  if (event.event !== "charge.success") return { received: true, outcome: "ignored" };
  const txn = verifiedTransactionSchema.safeParse(event.data);
  if (!txn.success) throw new HttpError(400, "Invalid webhook body.");
  if (isVirtualAccountTransfer(txn.data)) {
    return { received: true, outcome: await settleVirtualAccountTransfer(ctx, txn.data) };
  }
  if (isTopUpReference(txn.data.reference)) {
    return { received: true, outcome: await settleTopUp(ctx, txn.data, "webhook") };
  }
  const outcome = await applyProviderResult(ctx, txn.data.reference, txn.data, "webhook");
  if (outcome.kind === "unknown_reference")
    ctx.log.warn({ reference: txn.data.reference }, "webhook for an unknown payment reference");
  return { received: true, outcome: outcome.kind };
}
