// The same list filter under different scopes (all warehouses, or only the China or the USA desk's tickets, as for
// staff who see only their warehouses) never shares a statement or a result (issue 32): a list's statements are
// named after their own SQL (lib/list-statements.ts), and the verdict on its total is kept by its matches' SQL and
// values (lib/list-totals.ts). When they were kept by the list's filter alone, the second scope ran the first one's
// statement and answered its rows, or its estimate.
import type { TicketWarehouse } from "@app/shared/core/enums";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import type { DbOrTx } from "../db/client.js";
import { insertCustomer, insertTicket } from "../db/factories/index.js";
import { tickets } from "../db/schema.js";
import { containsText, recordIds, searchedListWhere } from "./any-field-search.js";
import { fetchPage, listSource, literalLimit } from "./list.js";

const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;
const onPostgres = process.env.TEST_DRIVER === "postgres";

const customer = await insertCustomer(db);
const idsOf = {} as Record<"China" | "USA", number[]>;
for (const [warehouse, n] of [
  ["China", 2],
  ["USA", 3],
] as const) {
  idsOf[warehouse] = [];
  for (let i = 0; i < n; i++)
    idsOf[warehouse].push((await insertTicket(db, customer.id, { warehouse, subject: `Parcel ${warehouse} ${i}` })).id);
}
const everyId = [...idsOf.China, ...idsOf.USA].sort((a, b) => a - b);
await db.execute(sql`analyze tickets`);

/** The open tickets list (one filter: status and search), under `scope`: a warehouse, or none (every warehouse). */
function openTickets(tx: DbOrTx, scope: TicketWarehouse | undefined, q?: string) {
  const scoped: SQL | undefined = scope ? eq(tickets.warehouse, scope) : undefined;
  const where = () =>
    searchedListWhere({
      filter: and(eq(tickets.status, "open"), eq(tickets.user_id, customer.id), scoped),
      q,
      id: tickets.id,
      byNumber: false,
      lookups: (text) => [recordIds(tickets, tickets.id, containsText(tickets.subject, text))],
    });
  return listSource(
    tx,
    { q },
    {
      page: (limit, offset, total) =>
        tx
          .select({ id: tickets.id, ...total })
          .from(tickets)
          .where(where())
          .orderBy(tickets.id)
          .limit(literalLimit(limit))
          .offset(offset),
      matches: () => tx.select({ one: sql`1` }).from(tickets).where(where()),
    },
  );
}

type Statement = { name: string; statement: string; runs: number };
/** The list statements this connection holds and how often each ran (PostgreSQL 14+: generic plus custom plans). */
async function statements(tx: DbOrTx): Promise<Map<string, Statement>> {
  const result = (await tx.execute(
    sql`select name, statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements
        where name like 'list\\_%' and statement like '%"tickets"."user_id"%'`,
  )) as unknown as { rows: Statement[] };
  return new Map(result.rows.map((r) => [r.name, r]));
}

describe("one list filter under two scopes", () => {
  it("answers each scope its own rows and total, through a statement of its own SQL", async () => {
    await db.transaction(async (tx) => {
      const before = onPostgres ? await statements(tx) : new Map<string, Statement>();
      const order = ["all", "China", "all", "USA", "China", "USA", "all", "China"] as const;
      for (const scope of order) {
        const page = await fetchPage(openTickets(tx, scope === "all" ? undefined : scope), { page: 1, pageSize: 10 });
        const expected = scope === "all" ? everyId : idsOf[scope];
        expect(
          page.rows.map((r) => r.id),
          scope,
        ).toEqual(expected);
        expect(page.pagination, scope).toMatchObject({ total: expected.length });
        expect(page.pagination.estimated, scope).toBeUndefined();
      }
      if (!onPostgres) return;
      // Each request ran one named statement (the page with its count). Every scope's request ran the statement of
      // its own SQL: the unscoped list one without the warehouse condition, the two warehouses one with it, and
      // only with it (the warehouse is a parameter of that one SQL text).
      const ran = [...(await statements(tx)).values()]
        .map((s) => ({ ...s, runs: s.runs - (before.get(s.name)?.runs ?? 0) }))
        .filter((s) => s.runs > 0);
      const scopedRuns = order.filter((s) => s !== "all").length;
      expect(ran.map((s) => [s.statement.includes('"tickets"."warehouse"'), s.runs]).sort()).toEqual([
        [false, order.length - scopedRuns],
        [true, scopedRuns],
      ]);
      expect(new Set(ran.map((s) => s.name)).size).toBe(2);
    });
  });

  it("searches the same text under each scope, each answering its own matches", async () => {
    for (const scope of ["China", undefined, "USA"] as const) {
      const page = await fetchPage(openTickets(db, scope, "Parcel"), { page: 1, pageSize: 10 });
      expect(
        page.rows.map((r) => r.id),
        scope,
      ).toEqual(scope ? idsOf[scope] : everyId);
      expect(page.pagination.total, scope).toBe(scope ? idsOf[scope].length : everyId.length);
    }
  });

  it("keeps no scope's estimate for another: a scope under the exact limit is counted after one above it", async () => {
    const limit = 3;
    const all = await fetchPage(openTickets(db, undefined), { page: 1, pageSize: 2 }, limit);
    expect(all.pagination).toMatchObject({ estimated: true });
    expect(all.pagination.total).toBeGreaterThan(limit);
    for (const scope of ["China", "USA"] as const) {
      const page = await fetchPage(openTickets(db, scope), { page: 1, pageSize: 2 }, limit);
      expect(page.pagination, scope).toMatchObject({ total: idsOf[scope].length });
      expect(page.pagination.estimated, scope).toBeUndefined();
    }
    // And the other way round, searched: the unscoped search is still above the limit after a scoped one.
    const china = await fetchPage(openTickets(db, "China", "Parcel"), { page: 1, pageSize: 2 }, limit);
    expect(china.pagination).toMatchObject({ total: 2 });
    const searchedAll = await fetchPage(openTickets(db, undefined, "Parcel"), { page: 1, pageSize: 2 }, limit);
    expect(searchedAll.pagination).toMatchObject({ estimated: true });
  });
});
