import {
  VIRTUAL_ACCOUNT_TEXTS,
  type VirtualAccount,
  type VirtualAccountAnswer,
} from "@app/shared/wallet/virtual-accounts";
import { WALLET_CURRENCY } from "@app/shared/wallet/wallet";
import { z } from "zod";
import { HttpError } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { type PaymentContext, paymentSettings, type VerifiedTransaction } from "../payments/public.js";
import { businessAccount, postTransaction, walletAccountOf } from "./wallet.repository.js";
import {
  insertPendingVirtualAccount,
  latestVirtualAccountOfCustomer,
  markVirtualAccountAssigned,
  type VirtualAccountRow,
  virtualAccountByCustomerCode,
  virtualAccountByNumber,
  virtualAccountOfCustomer,
} from "./wallet.virtual-accounts.repository.js";

/**
 * Dedicated virtual accounts (docs/decisions/0049): a bank account number per customer at the provider; a transfer
 * into it reaches us as a signed charge.success webhook with channel 'dedicated_nuban' and credits that customer's
 * wallet once (the ledger's idempotency key `virtual-account:<reference>`).
 */
export const VIRTUAL_ACCOUNT_CHANNEL = "dedicated_nuban";

export function viewOf(row: VirtualAccountRow): VirtualAccount {
  return {
    status: row.status,
    account_number: row.account_number,
    account_name: row.account_name,
    bank_name: row.bank_name,
    assigned_at: row.assigned_at?.toISOString() ?? null,
    deactivated_at: row.deactivated_at?.toISOString() ?? null,
  };
}

const answerOf = (ctx: ServiceContext, row: VirtualAccountRow | undefined): VirtualAccountAnswer => ({
  account: row ? viewOf(row) : null,
  sandbox: ctx.config.PAYMENT_PROVIDER === "sandbox",
});

/** The open account, else the one staff closed last (the page says not to send money to it). */
export async function showVirtualAccount(ctx: ServiceContext, customerId: number): Promise<VirtualAccountAnswer> {
  return answerOf(ctx, await latestVirtualAccountOfCustomer(ctx.db, customerId));
}

/** Paystack's test mode offers only its test bank; live accounts are opened at Wema Bank. */
const preferredBank = (secretKey: string) => (secretKey.startsWith("sk_live_") ? "wema-bank" : "test-bank");

/**
 * The customer asks for an account number: a customer at the provider (POST /customer), then a dedicated account for
 * it (POST /dedicated_account). Asking again answers the stored account; a pending one asks the provider again; after
 * staff closed the last one, a new number is opened for the same provider customer.
 */
export async function requestVirtualAccount(ctx: PaymentContext, customer: CustomerRow): Promise<VirtualAccountAnswer> {
  const existing = await latestVirtualAccountOfCustomer(ctx.db, customer.id);
  if (existing?.status === "assigned") return answerOf(ctx, existing);
  const settings = paymentSettings(ctx.config);
  try {
    const code =
      existing?.provider_customer_code ??
      (
        await ctx.paystack.createCustomer({
          email: customer.email_address,
          first_name: customer.firstname,
          last_name: customer.lastname,
          ...(customer.number ? { phone: customer.number } : {}),
        })
      ).customer_code;
    const row = await insertPendingVirtualAccount(ctx.db, {
      customer_id: customer.id,
      provider: settings.provider,
      provider_customer_code: code,
    });
    const account = await ctx.paystack.createDedicatedAccount({
      customer: row.provider_customer_code,
      preferred_bank: preferredBank(settings.secretKey),
      first_name: customer.firstname,
      last_name: customer.lastname,
    });
    if (account.assigned !== false && account.account_number) {
      await markVirtualAccountAssigned(ctx.db, row.provider_customer_code, {
        account_number: account.account_number,
        account_name: account.account_name ?? null,
        bank_name: account.bank?.name ?? null,
        provider_account_id: account.id ?? null,
      });
    }
  } catch (error) {
    ctx.log.warn({ err: error, customer: customer.id }, "dedicated account request failed");
    throw new HttpError(502, VIRTUAL_ACCOUNT_TEXTS.requestFailed);
  }
  return answerOf(ctx, await virtualAccountOfCustomer(ctx.db, customer.id));
}

const assignedEventSchema = z.looseObject({
  customer: z.looseObject({ customer_code: z.string().min(1) }),
  dedicated_account: z.looseObject({
    id: z.union([z.number(), z.string()]).transform(String).nullish(),
    account_number: z.string().min(1),
    account_name: z.string().nullish(),
    bank: z.looseObject({ name: z.string().nullish() }).nullish(),
  }),
});

/** The signed dedicatedaccount.assign.success webhook: the number arrives after the request (Paystack's assign flow). */
export async function recordVirtualAccountAssigned(ctx: ServiceContext, data: unknown): Promise<string> {
  const parsed = assignedEventSchema.safeParse(data);
  if (!parsed.success) throw new HttpError(400, "Invalid webhook body.");
  const { customer, dedicated_account: account } = parsed.data;
  const row = await markVirtualAccountAssigned(ctx.db, customer.customer_code, {
    account_number: account.account_number,
    account_name: account.account_name ?? null,
    bank_name: account.bank?.name ?? null,
    provider_account_id: account.id ?? null,
  });
  if (row) return "assigned";
  return (await virtualAccountByCustomerCode(ctx.db, customer.customer_code)) ? "already_assigned" : "unknown_account";
}

const transferSchema = z.looseObject({
  channel: z.string().nullish(),
  customer: z.looseObject({ customer_code: z.string().nullish() }).nullish(),
  authorization: z
    .looseObject({ receiver_bank_account_number: z.string().nullish(), sender_name: z.string().nullish() })
    .nullish(),
});

export function isVirtualAccountTransfer(txn: VerifiedTransaction): boolean {
  return transferSchema.safeParse(txn).data?.channel === VIRTUAL_ACCOUNT_CHANNEL;
}

export type TransferOutcome = "credited" | "already_credited" | "unknown_account" | "rejected" | "not_paid";

/**
 * A signed charge.success for a transfer into a customer's account number: credits the account's owner, once per
 * provider reference. Replays and concurrent duplicates meet the ledger's unique idempotency key and post nothing.
 */
export async function settleVirtualAccountTransfer(
  ctx: ServiceContext,
  txn: VerifiedTransaction,
): Promise<TransferOutcome> {
  if (txn.status !== "success") return "not_paid";
  const details = transferSchema.parse(txn);
  const amount = Number(txn.amount);
  if (txn.currency.toUpperCase() !== WALLET_CURRENCY || !Number.isSafeInteger(amount) || amount <= 0) {
    ctx.log.warn({ reference: txn.reference, amount: txn.amount, currency: txn.currency }, "transfer rejected");
    return "rejected";
  }
  const code = details.customer?.customer_code;
  const number = details.authorization?.receiver_bank_account_number;
  // The number that received the money names its account (numbers are never given to another); the customer code
  // only when the event has no number.
  const account =
    (number ? await virtualAccountByNumber(ctx.db, number) : undefined) ??
    (code ? await virtualAccountByCustomerCode(ctx.db, code) : undefined);
  if (!account || account.status === "pending") {
    ctx.log.warn({ reference: txn.reference, code, number }, "transfer into an unknown account number");
    return "unknown_account";
  }
  // The provider holds the money of a transfer that reached a number closed meanwhile: it is still its owner's.
  if (account.status === "deactivated")
    ctx.log.warn({ reference: txn.reference, number: account.account_number }, "transfer into a closed account number");
  const sender = details.authorization?.sender_name;
  return inTransaction(ctx, async (tx) => {
    const wallet = await walletAccountOf(tx, account.customer_id);
    const posted = await postTransaction(tx, {
      cause: "virtual_account_transfer",
      customerId: account.customer_id,
      idempotencyKey: `virtual-account:${txn.reference}`,
      actor: { kind: "system", label: `Payment provider (${ctx.config.PAYMENT_PROVIDER} webhook)` },
      reference: txn.reference,
      reason: `to ${account.account_number}${sender ? ` from ${sender}` : ""}`,
      entries: [
        { accountId: businessAccount("paystack_clearing"), amountMinor: -amount },
        { accountId: wallet.id, amountMinor: amount },
      ],
    });
    return posted.created ? "credited" : "already_credited";
  });
}
