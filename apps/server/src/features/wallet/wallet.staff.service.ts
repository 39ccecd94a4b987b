import { randomUUID } from "node:crypto";
import { minorToDecimalText } from "@app/shared/rates/rates";
import type { StaffCustomerWallet, StaffLedgerRow } from "@app/shared/wallet/staff";
import { formatKobo, LEDGER_ACCOUNT_LABELS, LEDGER_CAUSE_LABELS, WALLET_TEXTS } from "@app/shared/wallet/wallet";
import type { AdminRow } from "../../plugins/auth.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { type CsvColumn, CSV_MAX_ROWS, fetchPage } from "../../lib/list.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import {
  businessAccount,
  lockWallet,
  postTransaction,
  statementOf,
  transactionByKey,
  walletAccountOf,
} from "./wallet.repository.js";
import { lineOf } from "./wallet.service.js";
import { customerOf, type StaffLedgerFilter, staffLedgerPage } from "./wallet.staff.repository.js";

export async function listLedger(ctx: ServiceContext, query: StaffLedgerFilter & { page: number; pageSize: number }) {
  const { rows, pagination } = await fetchPage(staffLedgerPage(ctx.db, query), query, ctx.config.LIST_EXACT_TOTAL);
  return { transactions: rows, pagination };
}

export function ledgerForCsv(ctx: ServiceContext, filter: StaffLedgerFilter) {
  return staffLedgerPage(ctx.db, filter).rows(CSV_MAX_ROWS, 0);
}

export const LEDGER_CSV_COLUMNS: CsvColumn<StaffLedgerRow>[] = [
  { header: "Transaction", value: (r) => r.id },
  { header: "Date", value: (r) => r.created_at },
  { header: "Cause", value: (r) => LEDGER_CAUSE_LABELS[r.cause] },
  { header: "Amount (NGN)", minor: (r) => r.amount_minor },
  { header: "Wallet (NGN)", minor: (r) => r.wallet_minor },
  { header: "Customer", value: (r) => r.customer_email },
  { header: "Invoice", value: (r) => r.invoice_id },
  { header: "Reference", value: (r) => r.reference },
  { header: "By", value: (r) => r.actor_label },
  { header: "Reason", value: (r) => r.reason },
  {
    header: "Entries",
    // The accounts as the ledger screen names them, never their stored codes.
    value: (r) =>
      r.entries.map((e) => `${LEDGER_ACCOUNT_LABELS[e.account]}: ${minorToDecimalText(e.amount_minor)}`).join("; "),
  },
];

export async function customerWalletForStaff(ctx: ServiceContext, customerId: number): Promise<StaffCustomerWallet> {
  const customer = await customerOf(ctx.db, customerId);
  if (!customer) throw notFound("Customer not found.");
  const account = await walletAccountOf(ctx.db, customerId);
  const rows = await statementOf(ctx.db, account.id, 50, 0);
  return {
    customer_id: customer.id,
    email: customer.email,
    name: `${customer.firstname} ${customer.lastname}`,
    balance_minor: account.balance_minor,
    entries: rows.map(lineOf),
  };
}

/**
 * A manager or owner credits or debits a wallet with a reason: a balanced transaction against the staff
 * adjustments account, and an audit entry on the customer. A debit never takes the balance below zero (checked under
 * the wallet's lock; 400 naming the amount). A replayed idempotency key answers with what its transaction moved,
 * or 409 when the customer, direction or amount differ from it (nothing is posted either way).
 */
export async function adjustWallet(
  ctx: ServiceContext,
  admin: AdminRow,
  input: {
    customer_id: number;
    direction: "credit" | "debit";
    amount: number;
    reason: string;
    idempotency_key?: string;
  },
) {
  const actor = adminActor(admin);
  const cause = input.direction === "credit" ? "staff_credit" : "staff_debit";
  const idempotencyKey = `staff-adjust:${admin.id}:${input.idempotency_key ?? randomUUID()}`;
  return inTransaction(ctx, async (tx) => {
    const customer = await customerOf(tx, input.customer_id);
    if (!customer) throw notFound("Customer not found.");
    const wallet = await lockWallet(tx, customer.id);
    const earlier = await transactionByKey(tx, idempotencyKey);
    if (earlier) {
      if (earlier.customer_id !== customer.id || earlier.cause !== cause || earlier.amount_minor !== input.amount) {
        throw conflict(WALLET_TEXTS.staffKeyReused);
      }
      return adjusted(customer, input, earlier.id, wallet.balance_minor);
    }
    if (input.direction === "debit" && input.amount > wallet.balance_minor) {
      const message = `${WALLET_TEXTS.staffAboveBalance} (${formatKobo(wallet.balance_minor)})`;
      throw badRequest(message, { amount: message });
    }
    const signed = input.direction === "credit" ? input.amount : -input.amount;
    const posted = await postTransaction(tx, {
      cause,
      customerId: customer.id,
      idempotencyKey,
      actor,
      reason: input.reason,
      entries: [
        { accountId: wallet.id, amountMinor: signed },
        { accountId: businessAccount("staff_adjustments"), amountMinor: -signed },
      ],
    });
    // Another customer's adjustment under the same key committed meanwhile (only one wallet was locked).
    if (!posted.created) throw conflict(WALLET_TEXTS.staffKeyReused);
    await recordAudit(tx, actor, {
      entityType: "customer",
      entityId: customer.id,
      action: input.direction === "credit" ? "wallet_credit" : "wallet_debit",
      field: "wallet_balance",
      oldValue: formatKobo(wallet.balance_minor),
      newValue: formatKobo(wallet.balance_minor + signed),
      cause: input.reason,
    });
    return adjusted(customer, input, posted.id, wallet.balance_minor + signed);
  });
}

/** The answer to an adjustment: the transaction that moved the money and the balance now. */
function adjusted(
  customer: { firstname: string; lastname: string; suite_number: string },
  moved: { direction: "credit" | "debit"; amount: number },
  transactionId: number,
  balance: number,
) {
  const whose = `the wallet of ${customer.firstname} ${customer.lastname} (${customer.suite_number})`;
  const done =
    moved.direction === "credit"
      ? `Credited ${formatKobo(moved.amount)} to ${whose}`
      : `Debited ${formatKobo(moved.amount)} from ${whose}`;
  return { transaction_id: transactionId, balance_minor: balance, message: `${done}: balance ${formatKobo(balance)}.` };
}
