import type { ExchangeRateKind } from "@app/shared/customs/customs";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, exchangeRates } from "../../db/schema.js";

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type ExchangeRateWithAuthor = ExchangeRateRow & { published_by: string | null };

const withAuthor = {
  id: exchangeRates.id,
  currency: exchangeRates.currency,
  kind: exchangeRates.kind,
  rate: exchangeRates.rate,
  effective_at: exchangeRates.effective_at,
  source: exchangeRates.source,
  note: exchangeRates.note,
  created_by: exchangeRates.created_by,
  created_at: exchangeRates.created_at,
  published_by: sql<
    string | null
  >`case when ${admins.id} is null then null else ${admins.firstname} || ' ' || ${admins.lastname} end`,
};

export async function insertRate(db: DbOrTx, values: typeof exchangeRates.$inferInsert): Promise<ExchangeRateRow> {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  return row!;
}

/**
 * The rate of `kind` in force at `at`: the newest effective_at on or before it; of two at one time, the later
 * publication. Payment rates and customs rates are separate series.
 */
export async function rateInForceAt(
  db: DbOrTx,
  currency: ExchangeRateRow["currency"],
  at: Date,
  kind: ExchangeRateKind = "payment",
) {
  const [row] = await db
    .select(withAuthor)
    .from(exchangeRates)
    .leftJoin(admins, eq(admins.id, exchangeRates.created_by))
    .where(and(eq(exchangeRates.kind, kind), eq(exchangeRates.currency, currency), lte(exchangeRates.effective_at, at)))
    .orderBy(desc(exchangeRates.effective_at), desc(exchangeRates.id))
    .limit(1);
  return row as ExchangeRateWithAuthor | undefined;
}

/** The next rate of `kind` published to take effect after `at`. */
export async function nextRateAfter(
  db: DbOrTx,
  currency: ExchangeRateRow["currency"],
  at: Date,
  kind: ExchangeRateKind = "payment",
) {
  const [row] = await db
    .select(withAuthor)
    .from(exchangeRates)
    .leftJoin(admins, eq(admins.id, exchangeRates.created_by))
    .where(and(eq(exchangeRates.kind, kind), eq(exchangeRates.currency, currency), gt(exchangeRates.effective_at, at)))
    .orderBy(exchangeRates.effective_at, desc(exchangeRates.id))
    .limit(1);
  return row as ExchangeRateWithAuthor | undefined;
}

/** Every publication, newest first. */
export async function rateHistory(db: DbOrTx, limit: number): Promise<ExchangeRateWithAuthor[]> {
  return db
    .select(withAuthor)
    .from(exchangeRates)
    .leftJoin(admins, eq(admins.id, exchangeRates.created_by))
    .orderBy(desc(exchangeRates.created_at), desc(exchangeRates.id))
    .limit(limit);
}
