import type { LedgerAccountKind } from "@app/shared/wallet/wallet";
import type { StaffLedgerListQuery } from "@app/shared/wallet/staff";
import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../db/schema.js";
import { listSource, literalLimit, NO_LIST_TOTAL, prefixPattern } from "../../lib/list.js";

export type StaffLedgerFilter = Omit<StaffLedgerListQuery, "page" | "pageSize" | "format" | "sortBy">;

const t = ledgerTransactions;

/** The wallet side of a transaction: the sum of its entries on customer wallets (null: none touched). */
const walletSide = sql<
  number | null
>`(select sum(e.amount_minor)::bigint from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id where e.transaction_id = ${t.id} and a.kind = 'customer_wallet')`;

const entriesOf = sql<
  Array<{ account: LedgerAccountKind; amount_minor: number }>
>`(select json_agg(json_build_object('account', a.kind, 'amount_minor', e.amount_minor) order by e.id) from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id where e.transaction_id = ${t.id})`;

function whereOf(filter: StaffLedgerFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.status) conditions.push(eq(t.cause, filter.status));
  if (filter.customer_id) conditions.push(eq(t.customer_id, filter.customer_id));
  if (filter.from) conditions.push(gte(t.created_at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(t.created_at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  if (filter.direction === "in") conditions.push(sql`${walletSide} > 0`);
  if (filter.direction === "out") conditions.push(sql`${walletSide} < 0`);
  if (filter.q) {
    const pattern = prefixPattern(filter.q.toLowerCase());
    conditions.push(
      or(
        sql`lower(${t.reference}) like ${pattern}`,
        sql`${t.customer_id} in (select ${customers.id} from ${customers} where lower(${customers.email_address}) like ${pattern})`,
      ),
    );
  }
  return and(...conditions);
}

const rowColumns = {
  id: t.id,
  cause: t.cause,
  amount_minor: t.amount_minor,
  wallet_minor: walletSide.mapWith((v) => (v === null ? null : Number(v))),
  customer_id: t.customer_id,
  customer_email: customers.email_address,
  invoice_id: t.invoice_id,
  reference: t.reference,
  actor_label: t.actor_label,
  reason: t.reason,
  entries: entriesOf,
  created_at: t.created_at,
};

function selectRows(db: DbOrTx, filter: StaffLedgerFilter, limit: number, offset: number, total = NO_LIST_TOTAL) {
  const order = filter.sort === "asc" ? [t.created_at, t.id] : [desc(t.created_at), desc(t.id)];
  return db
    .select({ ...rowColumns, ...total })
    .from(t)
    .leftJoin(customers, eq(customers.id, t.customer_id))
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(literalLimit(limit))
    .offset(offset);
}

type Selected = Omit<Awaited<ReturnType<typeof selectRows>>[number], "list_total">;

const toRow = (row: Selected) => ({
  ...row,
  entries: (row.entries ?? []).map((e) => ({ account: e.account, amount_minor: Number(e.amount_minor) })),
  created_at: row.created_at.toISOString(),
});

export function staffLedgerPage(db: DbOrTx, filter: StaffLedgerFilter) {
  return listSource(db, filter, {
    page: (limit, offset, total) => selectRows(db, filter, limit, offset, total),
    matches: () => db.select({ one: sql`1` }).from(t).where(whereOf(filter)),
    toRow,
  });
}

/** Every transaction's entries sum to zero and every wallet balance equals its entries: the rows that do not. */
export async function ledgerInconsistencies(db: DbOrTx) {
  const unbalanced = await db.execute(
    sql`select t.id from ${t} t left join ${ledgerEntries} e on e.transaction_id = t.id group by t.id having count(e.id) < 2 or coalesce(sum(e.amount_minor), 0) <> 0 or coalesce(sum(e.amount_minor) filter (where e.amount_minor > 0), 0) <> t.amount_minor`,
  );
  const drifted = await db.execute(
    sql`select a.id from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id where a.kind = 'customer_wallet' group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0) or a.balance_minor < 0`,
  );
  const rowsOf = (result: unknown) =>
    ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<{ id: number }>;
  return {
    unbalancedTransactions: rowsOf(unbalanced).map((r) => Number(r.id)),
    driftedWallets: rowsOf(drifted).map((r) => Number(r.id)),
  };
}

export async function customerOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email_address,
      firstname: customers.firstname,
      lastname: customers.lastname,
      suite_number: customers.suite_number,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}
