import { randomBytes } from "node:crypto";
import { PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { WALLET_TEXTS, type TopUpStarted, type TopUpVerified } from "@app/shared/wallet/wallet";
import type { CustomerRow } from "../../plugins/auth.js";
import { HttpError, notFound } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { type PaymentContext, PaystackError, paymentSettings, type VerifiedTransaction } from "../payments/public.js";
import {
  businessAccount,
  findTopUp,
  insertTopUp,
  lockTopUp,
  postTransaction,
  updateTopUp,
  walletAccountOf,
  walletBalance,
} from "./wallet.repository.js";

/** Top-up references start with this, so the provider's webhook for one reaches the wallet, not invoice payments. */
export const TOP_UP_PREFIX = "WAL-";
export const isTopUpReference = (reference: string) => reference.startsWith(TOP_UP_PREFIX);

const START_ATTEMPTS = 2;

/**
 * Starts a naira top-up: stores the attempt, then initializes it with the provider (card, bank transfer or USSD at
 * its checkout). Like invoice payments, a transient failure is retried once as a new attempt with a fresh reference.
 */
export async function startTopUp(
  ctx: PaymentContext,
  customer: CustomerRow,
  amountKobo: number,
): Promise<TopUpStarted> {
  const settings = paymentSettings(ctx.config);
  for (let attempt = 1; ; attempt++) {
    const reference = `${TOP_UP_PREFIX}${customer.id}-${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
    const topUp = await insertTopUp(ctx.db, {
      customer_id: customer.id,
      provider: settings.provider,
      reference,
      amount_minor: amountKobo,
      currency: "NGN",
    });
    try {
      const result = await ctx.paystack.initialize({
        email: customer.email_address,
        amount: amountKobo,
        currency: "NGN",
        reference,
        metadata: {
          top_up_id: topUp.id,
          custom_fields: [
            {
              display_name: "Customer Name",
              variable_name: "customer_name",
              value: `${customer.firstname} ${customer.lastname}`,
            },
            { display_name: "Type", variable_name: "type", value: "wallet top-up" },
          ],
        },
      });
      await updateTopUp(ctx.db, topUp.id, { access_code: result.access_code, provider_response: result });
      return {
        access_code: result.access_code,
        reference,
        public_key: settings.publicKey,
        provider: settings.provider,
        amount_minor: amountKobo,
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await updateTopUp(ctx.db, topUp.id, { status: "failed", failure_reason: `Initialize failed: ${reason}` });
      ctx.log.warn({ err: error, reference, attempt }, "top-up initialize failed");
      if (error instanceof PaystackError && error.transient && attempt < START_ATTEMPTS) continue;
      throw new HttpError(502, WALLET_TEXTS.topUpStartFailed);
    }
  }
}

export type TopUpOutcome = "unknown_reference" | "credited" | "already_credited" | "rejected" | "not_paid";

/**
 * Applies what the provider said about a top-up (from verify or the signed webhook). The top-up row is locked, so
 * deliveries for one reference run one after the other; the ledger's idempotency key `top-up:<reference>` makes a
 * second credit impossible even so. Credits the wallet from Paystack clearing only for a success whose reference,
 * amount and currency equal the attempt.
 */
export async function settleTopUp(
  ctx: ServiceContext,
  txn: VerifiedTransaction,
  source: "verify" | "webhook",
): Promise<TopUpOutcome> {
  return inTransaction(ctx, async (tx): Promise<TopUpOutcome> => {
    const topUp = await lockTopUp(tx, txn.reference);
    if (!topUp) return "unknown_reference";
    if (topUp.status === "success") return "already_credited";
    if (txn.status !== "success") {
      const status =
        txn.status === "abandoned"
          ? "abandoned"
          : txn.status === "failed" || txn.status === "reversed"
            ? "failed"
            : null;
      if (status)
        await updateTopUp(tx, topUp.id, {
          status,
          failure_reason: txn.gateway_response ?? txn.status,
          provider_response: txn,
        });
      return "not_paid";
    }
    const mismatch =
      txn.currency.toUpperCase() !== topUp.currency
        ? `Currency mismatch: expected ${topUp.currency}, got ${txn.currency}.`
        : Number(txn.amount) !== topUp.amount_minor
          ? `Amount mismatch: expected ${topUp.amount_minor}, got ${txn.amount}.`
          : null;
    if (mismatch) {
      await updateTopUp(tx, topUp.id, { status: "failed", failure_reason: mismatch, provider_response: txn });
      ctx.log.warn({ reference: txn.reference, mismatch }, "top-up rejected");
      return "rejected";
    }
    const wallet = await walletAccountOf(tx, topUp.customer_id);
    await postTransaction(tx, {
      cause: "top_up",
      customerId: topUp.customer_id,
      idempotencyKey: `top-up:${topUp.reference}`,
      actor: { kind: "system", label: `Payment provider (${ctx.config.PAYMENT_PROVIDER} ${source})` },
      reference: topUp.reference,
      entries: [
        { accountId: businessAccount("paystack_clearing"), amountMinor: -topUp.amount_minor },
        { accountId: wallet.id, amountMinor: topUp.amount_minor },
      ],
    });
    await updateTopUp(tx, topUp.id, { status: "success", provider_response: txn, settled_at: new Date() });
    return "credited";
  });
}

/** The browser reports a finished top-up checkout: ask the provider, never the browser, and credit once. */
export async function verifyTopUp(
  ctx: PaymentContext,
  customer: CustomerRow,
  reference: string,
): Promise<TopUpVerified> {
  const topUp = await findTopUp(ctx.db, reference);
  if (!topUp || topUp.customer_id !== customer.id) throw notFound("Top-up not found.");
  if (topUp.status === "success") {
    return {
      status: "success",
      credited: true,
      message: WALLET_TEXTS.topUpConfirmed,
      balance_minor: await walletBalance(ctx.db, customer.id),
    };
  }
  let txn: VerifiedTransaction;
  try {
    txn = await ctx.paystack.verify(reference);
  } catch (error) {
    ctx.log.warn({ err: error, reference }, "top-up verify failed");
    throw new HttpError(502, WALLET_TEXTS.topUpPending);
  }
  const outcome = await settleTopUp(ctx, txn, "verify");
  const now = await findTopUp(ctx.db, reference);
  const credited = outcome === "credited" || outcome === "already_credited";
  const status = now?.status ?? "initialized";
  return {
    status,
    credited,
    message: credited
      ? WALLET_TEXTS.topUpConfirmed
      : status === "initialized"
        ? WALLET_TEXTS.topUpPending
        : status === "failed" && txn.status !== "success"
          ? PAYMENT_TEXTS.notConfirmed
          : WALLET_TEXTS.topUpNotConfirmed,
    balance_minor: await walletBalance(ctx.db, customer.id),
  };
}
