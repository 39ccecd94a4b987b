// A list's page query runs as a named prepared statement on PostgreSQL (lib/list.ts pageQuery): named after its SQL,
// one name per SQL text, and the rows are those of the query (on PGlite it runs unnamed, with the same rows). With a
// list key it is built once and run again: the rows are those of the database at each run.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { insertCustomer, insertTicket } from "../db/factories/index.js";
import { tickets } from "../db/schema.js";
import { countUpTo, fetchPage, listKey, listSource, literalLimit, pageQuery } from "./list.js";

const { app } = await buildTestApp();
const customer = await insertCustomer(app.db);
const open = await insertTicket(app.db, customer.id, { status: "open" });
const closed = await insertTicket(app.db, customer.id, { status: "closed" });
const onPostgres = process.env.TEST_DRIVER === "postgres";

describe("pageQuery", () => {
  it("runs each page query as a statement named after its SQL, with the query's rows", async () => {
    await app.db.transaction(async (tx) => {
      const page = (status: "open" | "closed", limit: number) =>
        tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.status, status)).limit(literalLimit(limit));
      const run = (status: "open" | "closed", limit: number) =>
        pageQuery(tx, () => page(status, limit), { searched: false });
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

  it("builds a kept page query and its count once per key, each run reading the rows as they are now", async () => {
    await app.db.transaction(async (tx) => {
      let builds = 0;
      const page = (status: "open" | "closed") => {
        builds++;
        return tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.status, status)).orderBy(tickets.id);
      };
      const run = (status: "open" | "closed") =>
        pageQuery(tx, () => page(status), { searched: false, key: listKey("test-tickets", { status }) });
      const count = (status: "open" | "closed") =>
        countUpTo(
          tx,
          () => tx.select({ one: sql`1` }).from(tickets).where(eq(tickets.status, status)),
          10,
          false,
          listKey("test-tickets", { status }),
        );
      expect(await run("open")).toEqual([{ id: open.id }]);
      expect(await count("open")).toEqual({ total: 1, estimated: false });
      const later = await insertTicket(tx, customer.id, { status: "open" });
      expect(await run("open")).toEqual([{ id: open.id }, { id: later.id }]);
      expect(await count("open")).toEqual({ total: 2, estimated: false });
      expect(await run("closed")).toEqual([{ id: closed.id }]);
      expect(builds).toBe(2);
      // A search is never kept: listKey has none for it.
      expect(listKey("test-tickets", { q: "x" })).toBeUndefined();
    });
  });

  it("a list source's page carries its exact total in the same statement; a page past the end is counted alone", async () => {
    const source = (status: "open" | "closed") =>
      listSource(
        app.db,
        "test-ticket-ids",
        { status },
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
