import type { LedgerAccountKind, LedgerCause } from "@app/shared/wallet/wallet";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, ledgerAccounts, ledgerEntries, ledgerTransactions, walletTopUps } from "../../db/schema.js";
import type { Actor } from "../../lib/audit.js";

export type TopUpRow = typeof walletTopUps.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
type BusinessAccount = Exclude<LedgerAccountKind, "customer_wallet">;

/** The business's account of a kind (one each, made by the migration), as a subquery for an entry's account. */
export function businessAccount(kind: BusinessAccount): SQL {
  return sql`(select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.kind} = ${kind} and ${ledgerAccounts.customer_id} is null)`;
}

/** The customer's wallet account, opened on first use. */
export async function walletAccountOf(db: DbOrTx, customerId: number): Promise<{ id: number; balance_minor: number }> {
  const [found] = await db
    .select({ id: ledgerAccounts.id, balance_minor: ledgerAccounts.balance_minor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.customer_id, customerId));
  if (found) return { id: found.id, balance_minor: found.balance_minor ?? 0 };
  await db
    .insert(ledgerAccounts)
    .values({ kind: "customer_wallet", customer_id: customerId, balance_minor: 0 })
    .onConflictDoNothing();
  return walletAccountOf(db, customerId);
}

/**
 * Locks the customer's wallet row for the rest of the transaction (opening it on first use): spends of one wallet
 * queue up here and each sees the balance the previous one left (the CHECK on the balance is the backstop).
 */
export async function lockWallet(tx: DbOrTx, customerId: number): Promise<{ id: number; balance_minor: number }> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id, balance_minor: ledgerAccounts.balance_minor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.customer_id, customerId))
    .for("update");
  if (row) return { id: row.id, balance_minor: row.balance_minor ?? 0 };
  await walletAccountOf(tx, customerId);
  return lockWallet(tx, customerId);
}

export async function walletBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance_minor: ledgerAccounts.balance_minor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.customer_id, customerId));
  return row?.balance_minor ?? 0;
}

export interface Posting {
  cause: LedgerCause;
  customerId: number | null;
  idempotencyKey: string;
  actor: Actor;
  entries: ReadonlyArray<{ accountId: number | SQL; amountMinor: number }>;
  invoiceId?: number | null;
  invoiceAmountMinor?: number | null;
  invoiceCurrency?: InvoiceRow["currency"] | null;
  rate?: string | null;
  reference?: string | null;
  reason?: string | null;
}

/**
 * Posts one balanced transaction, once per idempotency key: a second posting with the same key (a replayed webhook,
 * a click sent twice) waits for the first to commit and answers its id with `created: false`, posting nothing.
 */
export async function postTransaction(tx: DbOrTx, posting: Posting): Promise<{ id: number; created: boolean }> {
  const amount = posting.entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);
  // One statement inserts the transaction and its entries (one round trip, not two: a payment's transaction is short).
  const entries = sql.join(
    posting.entries.map((e) => sql`(${e.accountId}::integer, ${e.amountMinor}::bigint)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with posted as (
      insert into ${ledgerTransactions} (cause, amount_minor, customer_id, invoice_id, invoice_amount_minor,
        invoice_currency, rate, reference, idempotency_key, actor_kind, actor_id, actor_label, reason)
      values (${posting.cause}::ledger_cause, ${amount}, ${posting.customerId}::integer,
        ${posting.invoiceId ?? null}::integer, ${posting.invoiceAmountMinor ?? null}::bigint,
        ${posting.invoiceCurrency ?? null}::currency_code, ${posting.rate ?? null}::numeric,
        ${posting.reference ?? null}::text, ${posting.idempotencyKey}, ${posting.actor.kind},
        ${posting.actor.id ?? null}::integer, ${posting.actor.label ?? null}::text, ${posting.reason ?? null}::text)
      on conflict (idempotency_key) do nothing
      returning id
    ), entries as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount_minor)
      select posted.id, e.account_id, e.amount_minor from posted, (values ${entries}) as e(account_id, amount_minor)
    )
    select id from posted`);
  const [row] = (result as unknown as { rows: Array<{ id: number }> }).rows;
  if (!row) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotency_key, posting.idempotencyKey));
    return { id: existing!.id, created: false };
  }
  return { id: Number(row.id), created: true };
}

/** The transaction posted under an idempotency key, if any: what it moved, why and whose wallet. */
export async function transactionByKey(db: DbOrTx, idempotencyKey: string) {
  const t = ledgerTransactions;
  const [row] = await db
    .select({ id: t.id, cause: t.cause, customer_id: t.customer_id, amount_minor: t.amount_minor })
    .from(t)
    .where(eq(t.idempotency_key, idempotencyKey));
  return row;
}

/** A wallet's entries newest first, with the balance after each (a running sum over the account's entries). */
export async function statementOf(db: DbOrTx, accountId: number, limit: number, offset: number) {
  const e = ledgerEntries;
  const t = ledgerTransactions;
  return db
    .select({
      entry_id: e.id,
      transaction_id: t.id,
      cause: t.cause,
      amount_minor: e.amount_minor,
      balance_after_minor: sql<number>`(sum(${e.amount_minor}) over (order by ${e.id}))::bigint`.mapWith(Number),
      invoice_id: t.invoice_id,
      reference: t.reference,
      reason: t.reason,
      actor_kind: t.actor_kind,
      created_at: t.created_at,
    })
    .from(e)
    .innerJoin(t, eq(t.id, e.transaction_id))
    .where(eq(e.account_id, accountId))
    .orderBy(desc(e.id))
    .limit(limit)
    .offset(offset);
}

export async function entryCountOf(db: DbOrTx, accountId: number): Promise<number> {
  return db.$count(ledgerEntries, eq(ledgerEntries.account_id, accountId));
}

/** The customer's invoice, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockCustomerInvoice(tx: DbOrTx, customerId: number, invoiceId: number) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.user_id, customerId)))
    .for("update");
  return row;
}

/**
 * The customer's invoice and their wallet, both locked for the rest of the transaction in ONE statement (a payment's
 * transaction is short: one round trip, not two). FOR UPDATE OF locks the rows in the order it names them, the
 * invoice first and then the wallet, the order lockCustomerInvoice then lockWallet keep. Undefined when the invoice is
 * not theirs or the wallet is not opened yet: the caller then takes them one by one.
 */
export async function lockCustomerInvoiceAndWallet(tx: DbOrTx, customerId: number, invoiceId: number) {
  const [row] = await tx
    .select({ invoice: invoices, wallet: { id: ledgerAccounts.id, balance_minor: ledgerAccounts.balance_minor } })
    .from(invoices)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.customer_id, invoices.user_id))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.user_id, customerId)))
    .for("update", { of: [invoices, ledgerAccounts] });
  return row && { invoice: row.invoice, wallet: { id: row.wallet.id, balance_minor: row.wallet.balance_minor ?? 0 } };
}

export async function findCustomerInvoiceRow(db: DbOrTx, customerId: number, invoiceId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.user_id, customerId)));
  return row;
}

/** Adds to what the invoice has been paid; marks it paid when that reaches the total. */
export async function addInvoicePayment(tx: DbOrTx, invoiceId: number, appliedMinor: number, paidInFull: boolean) {
  const now = new Date();
  const [row] = await tx
    .update(invoices)
    .set({
      amount_paid_minor: sql`${invoices.amount_paid_minor} + ${appliedMinor}`,
      ...(paidInFull ? { status: "paid" as const, paid_at: now } : {}),
      updated_at: now,
    })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ["pending", "overdue"])))
    .returning();
  return row;
}

export async function insertTopUp(db: DbOrTx, values: typeof walletTopUps.$inferInsert): Promise<TopUpRow> {
  const [row] = await db.insert(walletTopUps).values(values).returning();
  return row!;
}

export async function updateTopUp(db: DbOrTx, id: number, values: Partial<typeof walletTopUps.$inferInsert>) {
  await db
    .update(walletTopUps)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(walletTopUps.id, id), sql`${walletTopUps.status} <> 'success'`));
}

export async function findTopUp(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(walletTopUps).where(eq(walletTopUps.reference, reference));
  return row;
}

export async function lockTopUp(tx: DbOrTx, reference: string) {
  const [row] = await tx.select().from(walletTopUps).where(eq(walletTopUps.reference, reference)).for("update");
  return row;
}
