// A list's queries run as statements named after their own SQL text (lib/list-statements.ts): one name per text on
// PostgreSQL (on PGlite they run unnamed, with the same rows), built for every request, so each run reads the rows
// as they are now.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { insertCustomer, insertTicket } from "../db/factories/index.js";
import { tickets } from "../db/schema.js";
import { countUpTo, fetchPage, listSource, literalLimit, runListQuery } from "./list.js";
import { statementName } from "./list-statements.js";

const { app } = await buildTestApp();
const customer = await insertCustomer(app.db);
const open = await insertTicket(app.db, customer.id, { status: "open" });
const closed = await insertTicket(app.db, customer.id, { status: "closed" });
const onPostgres = process.env.TEST_DRIVER === "postgres";

describe("list statements", () => {
  it("names a statement after its SQL text and its parameters' kinds, never after anything else", () => {
    const name = statementName("select 1 where a = $1", ["x"]);
    expect(name).toMatch(/^list_[0-9a-f]{40}$/);
    expect(statementName("select 1 where a = $1", ["y"])).toBe(name);
    expect(statementName("select 1 where b = $1", ["x"])).not.toBe(name);
    expect(statementName("select 1 where a = $1", [1])).not.toBe(name);
    expect(statementName("select 1 where a = $1", [null])).not.toBe(name);
  });

  it("runs each page query as a statement named after its SQL, with the query's rows", async () => {
    await app.db.transaction(async (tx) => {
      const run = (status: "open" | "closed", limit: number) =>
        runListQuery(
          tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.status, status)).limit(literalLimit(limit)),
        );
      expect(await run("open", 20)).toEqual([{ id: open.id }]);
      expect(await run("closed", 20)).toEqual([{ id: closed.id }]);
      expect(await run("open", 5)).toEqual([{ id: open.id }]);
      if (!onPostgres) return;
      const statements = (await tx.execute(
        sql`select name, statement from pg_prepared_statements where name like 'list\\_%' order by statement`,
      )) as unknown as { rows: { name: string; statement: string }[] };
      // Two SQL texts (limit 20 and 5; the status is a parameter), two names.
      expect(statements.rows.map((r) => r.statement.replace(/^.* limit /, "limit "))).toEqual(["limit 20", "limit 5"]);
      expect(new Set(statements.rows.map((r) => r.name)).size).toBe(2);
    });
  });

  it("reads the rows as they are now on every run of a page and its count", async () => {
    await app.db.transaction(async (tx) => {
      const page = () =>
        runListQuery(tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.status, "open")).orderBy(tickets.id));
      const count = () => countUpTo(tx, tx.select({ one: sql`1` }).from(tickets).where(eq(tickets.status, "open")), 10);
      expect(await page()).toEqual([{ id: open.id }]);
      expect(await count()).toEqual({ total: 1, estimated: false });
      const later = await insertTicket(tx, customer.id, { status: "open" });
      expect(await page()).toEqual([{ id: open.id }, { id: later.id }]);
      expect(await count()).toEqual({ total: 2, estimated: false });
    });
  });

  it("a list source's page carries its exact total in the same statement; a page past the end is counted alone", async () => {
    const source = (status: "open" | "closed") =>
      listSource(
        app.db,
        {},
        {
          page: (limit, offset, total) =>
            app.db
              .select({ id: tickets.id, ...total })
              .from(tickets)
              .where(eq(tickets.status, status))
              .orderBy(tickets.id)
              .limit(literalLimit(limit))
              .offset(offset),
          matches: () => app.db.select({ one: sql`1` }).from(tickets).where(eq(tickets.status, status)),
        },
      );
    const openIds = (await source("open").rows(100, 0)).map((r) => r.id);
    expect(openIds.length).toBeGreaterThan(0);
    const first = await fetchPage(source("open"), { page: 1, pageSize: 1 });
    expect(first.rows).toEqual([{ id: openIds[0] }]);
    expect(first.pagination).toMatchObject({ total: openIds.length });
    const past = await fetchPage(source("open"), { page: openIds.length + 1, pageSize: 1 });
    expect(past).toMatchObject({ rows: [], pagination: { total: openIds.length } });
    // Above the exact limit the total is the planner's estimate, flagged.
    const above = await fetchPage(source("open"), { page: 1, pageSize: 1 }, openIds.length - 1);
    expect(above.pagination).toMatchObject({ estimated: true });
  });
});
