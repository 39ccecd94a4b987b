import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { reconciliationDays, reconciliationDiscrepancies } from "../../db/schema.js";

/** Money we hold as received through the provider: settled payments, credited top-ups, virtual-account transfers. */
export interface OurMoney {
  reference: string;
  amount_minor: number;
  currency: string;
  kind: "invoice payment" | "wallet top-up" | "virtual account transfer";
  at: Date;
}

/** The three kinds of money the provider's list must hold, each with its settlement time, for one provider. */
function ourMoneyWhere(provider: string, condition: (at: SQL, reference: SQL) => SQL) {
  return sql`
    select reference, amount_minor, currency::text as currency, 'invoice payment' as kind, settled_at as at
      from payments
     where provider = ${provider} and status = 'success' and settled_at is not null
       and ${condition(sql`settled_at`, sql`reference`)}
    union all
    select reference, amount_minor, currency::text, 'wallet top-up', settled_at
      from wallet_top_ups
     where provider = ${provider} and status = 'success' and settled_at is not null
       and ${condition(sql`settled_at`, sql`reference`)}
    union all
    select t.reference, t.amount_minor, 'NGN', 'virtual account transfer', t.created_at
      from ledger_transactions t
     where t.cause = 'virtual_account_transfer' and t.reference is not null
       -- once per transfer, however many numbers (closed ones and the open one) the customer has had
       and exists (select 1 from virtual_accounts v where v.customer_id = t.customer_id and v.provider = ${provider})
       and ${condition(sql`t.created_at`, sql`t.reference`)}`;
}

interface RawMoney {
  reference: string;
  amount_minor: string | number;
  currency: string;
  kind: OurMoney["kind"];
  at: string | Date;
}

async function rowsOf(db: DbOrTx, query: SQL): Promise<OurMoney[]> {
  const result = await db.execute(query);
  // node-postgres answers { rows }, PGlite answers the same shape.
  const rows = (result as unknown as { rows: RawMoney[] }).rows;
  return rows.map((r) => ({
    reference: r.reference,
    amount_minor: Number(r.amount_minor),
    currency: r.currency,
    kind: r.kind,
    at: new Date(r.at),
  }));
}

export function ourMoneyBetween(db: DbOrTx, provider: string, from: Date, to: Date) {
  return rowsOf(
    db,
    ourMoneyWhere(provider, (at) => sql`${at} >= ${from.toISOString()} and ${at} < ${to.toISOString()}`),
  );
}

export function ourMoneyWithReferences(db: DbOrTx, provider: string, references: string[]) {
  if (references.length === 0) return Promise.resolve([]);
  const list = sql.join(
    references.map((r) => sql`${r}`),
    sql`, `,
  );
  return rowsOf(
    db,
    ourMoneyWhere(provider, (_at, reference) => sql`${reference} in (${list})`),
  );
}

export type DayRow = typeof reconciliationDays.$inferSelect;
export type NewDiscrepancy = Omit<typeof reconciliationDiscrepancies.$inferInsert, "id" | "day_id">;

/** Stores a day's check, replacing the last check of that day and its discrepancies. */
export async function storeDay(
  tx: DbOrTx,
  day: Omit<typeof reconciliationDays.$inferInsert, "id">,
  discrepancies: NewDiscrepancy[],
): Promise<DayRow> {
  const { day: _day, provider: _provider, ...changes } = day;
  const [row] = await tx
    .insert(reconciliationDays)
    .values(day)
    .onConflictDoUpdate({ target: [reconciliationDays.day, reconciliationDays.provider], set: changes })
    .returning();
  await tx.delete(reconciliationDiscrepancies).where(eq(reconciliationDiscrepancies.day_id, row!.id));
  if (discrepancies.length > 0)
    await tx.insert(reconciliationDiscrepancies).values(discrepancies.map((d) => ({ ...d, day_id: row!.id })));
  return row!;
}

const discrepancyCount =
  sql<number>`(select count(*) from ${reconciliationDiscrepancies} d where d.day_id = ${reconciliationDays.id})`.mapWith(
    Number,
  );

export async function listDays(db: DbOrTx, provider: string, limit: number, offset: number) {
  const rows = await db
    .select({ day: reconciliationDays, discrepancy_count: discrepancyCount })
    .from(reconciliationDays)
    .where(eq(reconciliationDays.provider, provider))
    .orderBy(desc(reconciliationDays.day))
    .limit(limit)
    .offset(offset);
  const total = await db.$count(reconciliationDays, eq(reconciliationDays.provider, provider));
  return { rows, total };
}

export async function findDay(db: DbOrTx, provider: string, day: string) {
  const [row] = await db
    .select()
    .from(reconciliationDays)
    .where(sql`${reconciliationDays.provider} = ${provider} and ${reconciliationDays.day} = ${day}`);
  if (!row) return undefined;
  const discrepancies = await db
    .select()
    .from(reconciliationDiscrepancies)
    .where(eq(reconciliationDiscrepancies.day_id, row.id))
    .orderBy(reconciliationDiscrepancies.kind, reconciliationDiscrepancies.reference);
  return { row, discrepancies };
}
