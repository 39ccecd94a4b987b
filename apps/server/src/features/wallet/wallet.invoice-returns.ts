import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { ledgerTransactions } from "../../db/schema.js";
import type { Actor } from "../../lib/audit.js";
import { businessAccount, postTransaction, walletAccountOf } from "./wallet.repository.js";

/**
 * The ledger's keys of the returns: a cancellation's is told from a refund's (docs/decisions/0143). A cancelled invoice
 * may be reopened and paid again, so what the wallet paid before a cancellation never paid the invoice as it ends.
 * Returns posted before cancellations had their own key all read as `refunded`.
 */
const RETURN_KEY_PREFIX = { refunded: "invoice-wallet-return:", cancelled: "invoice-wallet-cancel:" } as const;

/** SQL, true when the ledger transaction `r` (an aliased row) gave a wallet payment back because its invoice was cancelled. */
export function returnedOnCancelling(r: SQL): SQL {
  return sql`(${r}.cause = 'refund_to_wallet' and ${r}.idempotency_key like ${`${RETURN_KEY_PREFIX.cancelled}%`})`;
}

/**
 * Gives back to the customer's wallet what the wallet paid of an invoice that is refunded or cancelled: its wallet
 * payments (`invoice_payment`, wallet → receivables) not yet returned, as one `refund_to_wallet` transaction.
 * Answers the kobo returned by this call (0 when the wallet paid nothing of it, or all of it was returned before).
 */
export async function returnWalletPaymentsOf(
  tx: DbOrTx,
  actor: Actor,
  invoice: { id: number; user_id: number; transaction_id: string },
  why: "refunded" | "cancelled",
): Promise<number> {
  const t = ledgerTransactions;
  const kobo = (cause: "invoice_payment" | "refund_to_wallet") =>
    sql<number>`coalesce(sum(${t.amount_minor}) filter (where ${t.cause} = ${cause}), 0)`.mapWith(Number);
  const [sums] = await tx
    .select({ paid: kobo("invoice_payment"), returned: kobo("refund_to_wallet") })
    .from(t)
    .where(and(eq(t.invoice_id, invoice.id), inArray(t.cause, ["invoice_payment", "refund_to_wallet"])));
  const due = (sums?.paid ?? 0) - (sums?.returned ?? 0);
  if (due <= 0) return 0;
  const wallet = await walletAccountOf(tx, invoice.user_id);
  const posted = await postTransaction(tx, {
    cause: "refund_to_wallet",
    customerId: invoice.user_id,
    // Callers hold the invoice's row lock; the key (with all the wallet ever paid of it) makes a retry a no-op.
    idempotencyKey: `${RETURN_KEY_PREFIX[why]}${invoice.id}:${sums?.paid}`,
    actor,
    invoiceId: invoice.id,
    reason: `Invoice ${invoice.transaction_id} was ${why}: what the wallet paid of it`,
    entries: [
      { accountId: businessAccount("receivables"), amountMinor: -due },
      { accountId: wallet.id, amountMinor: due },
    ],
  });
  return posted.created ? due : 0;
}

/** The wallet's payments of an invoice, oldest first, and who made each (staff see them beside the checkouts). */
export function walletPaymentsOfInvoice(db: DbOrTx, invoiceId: number) {
  const t = ledgerTransactions;
  return db
    .select({
      id: t.id,
      amount_minor: t.amount_minor,
      invoice_amount_minor: t.invoice_amount_minor,
      actor_label: t.actor_label,
      created_at: t.created_at,
    })
    .from(t)
    .where(and(eq(t.invoice_id, invoiceId), eq(t.cause, "invoice_payment")))
    .orderBy(asc(t.id));
}
