import type { TariffHeading } from "@app/shared/customs/duty";
import { asc, desc, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customsTariffs } from "../../db/schema.js";

/**
 * The tariff's versions (decision 0072). A version is never changed: price with `tariffInForce(...)`, store the id
 * of the heading version that priced a line, and read it again by that id.
 */

export type TariffRow = typeof customsTariffs.$inferSelect;

/** The UTC calendar day of an instant, as valid_from compares it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** '20.0000' → '20', '7.5000' → '7.5'. */
export const trimPercent = (rate: string) => (rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate);

export const headingOf = (row: TariffRow): TariffHeading & { keywords: string; valid_from: string } => ({
  id: row.id,
  heading: row.heading,
  description: row.description,
  keywords: row.keywords,
  duty_rate: trimPercent(row.duty_rate),
  restriction: row.restriction,
  restriction_note: row.restriction_note,
  valid_from: row.valid_from,
});

/** The version of every heading in force on the day of `at`: the newest valid_from on or before it (ties: newest id). */
export async function tariffInForce(db: DbOrTx, at: Date = new Date()) {
  const rows = await db
    .selectDistinctOn([customsTariffs.heading])
    .from(customsTariffs)
    .where(lte(customsTariffs.valid_from, dayOf(at)))
    .orderBy(asc(customsTariffs.heading), desc(customsTariffs.valid_from), desc(customsTariffs.id));
  return rows.map(headingOf);
}

/**
 * The heading in force today (the UTC day) that classifies the HS code `hsCode` (an SQL expression), read inside
 * another statement: the longest heading that prefixes the code, in that heading's newest version on or before today,
 * as JSON `{ heading, description, restriction, restriction_note }`, or null when none does. The same choice as
 * `headingFor(code, await tariffInForce(db))`, without reading the whole tariff in a round trip of its own.
 */
export const headingInForceJson = (hsCode: SQL) => sql<{
  heading: string;
  description: string;
  restriction: TariffRow["restriction"];
  restriction_note: string | null;
} | null>`(select json_build_object('heading', t.heading, 'description', t.description,
  'restriction', t.restriction, 'restriction_note', t.restriction_note)
from ${customsTariffs} t
where t.heading in (left(${hsCode}, 4), left(${hsCode}, 6)) and t.valid_from <= (now() at time zone 'UTC')::date
order by length(t.heading) desc, t.valid_from desc, t.id desc limit 1)`;

/** Every version, newest valid_from first. */
export async function tariffVersions(db: DbOrTx): Promise<TariffRow[]> {
  return db
    .select()
    .from(customsTariffs)
    .orderBy(asc(customsTariffs.heading), desc(customsTariffs.valid_from), desc(customsTariffs.id));
}

export async function insertTariffVersion(db: DbOrTx, values: typeof customsTariffs.$inferInsert) {
  const [row] = await db.insert(customsTariffs).values(values).returning();
  return row!;
}

/** Whether any tariff row exists (a fresh install has the migration's). */
export async function hasTariff(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(customsTariffs).limit(1);
  return row != null;
}
