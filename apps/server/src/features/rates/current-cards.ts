import { type RateCardTerms, rateCardTermsSchema, type RateService } from "@app/shared/rates/rates";
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { rateCards } from "../../db/schema.js";

/**
 * The one way other features (ship requests, packing, invoices, the quote) read rate cards. A card version is
 * immutable: price with `currentCard(...)`, store its `id`, and read the same terms later with `cardVersion(id)`.
 */

export interface RateCardVersion {
  id: number;
  origin: string;
  destination: string;
  service: RateService;
  /** 'YYYY-MM-DD': the day (UTC) from which this version prices. */
  valid_from: string;
  terms: RateCardTerms;
  created_by: number | null;
  created_at: Date;
}

type Row = typeof rateCards.$inferSelect;

const toVersion = (row: Row): RateCardVersion => ({ ...row, terms: rateCardTermsSchema.parse(row.terms) });

/** The UTC calendar day of an instant, as valid_from compares it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The version that prices this route and service at `at` (default now): the newest valid_from on or before it. */
export async function currentCard(
  db: DbOrTx,
  origin: string,
  destination: string,
  service: RateService,
  at: Date = new Date(),
): Promise<RateCardVersion | null> {
  const [row] = await db
    .select()
    .from(rateCards)
    .where(
      and(
        eq(rateCards.origin, origin),
        eq(rateCards.destination, destination),
        eq(rateCards.service, service),
        lte(rateCards.valid_from, dayOf(at)),
      ),
    )
    .orderBy(desc(rateCards.valid_from), desc(rateCards.id))
    .limit(1);
  return row ? toVersion(row) : null;
}

/** One version by its id (what an invoice or ship request stored), whether or not it is still current. */
export async function cardVersion(db: DbOrTx, id: number): Promise<RateCardVersion | null> {
  const [row] = await db.select().from(rateCards).where(eq(rateCards.id, id)).limit(1);
  return row ? toVersion(row) : null;
}

/** The current version of every route and service at `at`, ordered by origin, destination, service. */
export async function currentCards(db: DbOrTx, at: Date = new Date()): Promise<RateCardVersion[]> {
  const rows = await db
    .selectDistinctOn([rateCards.origin, rateCards.destination, rateCards.service])
    .from(rateCards)
    .where(lte(rateCards.valid_from, dayOf(at)))
    .orderBy(
      asc(rateCards.origin),
      asc(rateCards.destination),
      asc(rateCards.service),
      desc(rateCards.valid_from),
      desc(rateCards.id),
    );
  return rows.map(toVersion);
}

/** Every version of a route and service, newest first (the history staff see). */
export async function cardHistory(
  db: DbOrTx,
  origin: string,
  destination: string,
  service: RateService,
): Promise<RateCardVersion[]> {
  const rows = await db
    .select()
    .from(rateCards)
    .where(and(eq(rateCards.origin, origin), eq(rateCards.destination, destination), eq(rateCards.service, service)))
    .orderBy(desc(rateCards.valid_from), desc(rateCards.id));
  return rows.map(toVersion);
}

/**
 * Adds a version (never changes one). The terms are checked again here, so no caller can store a card the schema
 * refuses; throws the ZodError otherwise.
 */
export async function addCardVersion(
  db: DbOrTx,
  input: { terms: unknown; valid_from: string; created_by: number | null },
): Promise<RateCardVersion> {
  const terms = rateCardTermsSchema.parse(input.terms);
  const [row] = await db
    .insert(rateCards)
    .values({
      origin: terms.origin,
      destination: terms.destination,
      service: terms.service,
      valid_from: input.valid_from,
      terms,
      created_by: input.created_by,
    })
    .returning();
  return toVersion(row!);
}

/** Whether the database has any card at all (the quote says so rather than showing an empty table). */
export async function hasAnyCard(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(rateCards).limit(1);
  return row != null;
}
