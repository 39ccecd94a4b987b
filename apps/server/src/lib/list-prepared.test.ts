// A list's page query runs as a named prepared statement on PostgreSQL (lib/list.ts pageQuery): named after its SQL,
// one name per SQL text, and the rows are those of the query (on PGlite it runs unnamed, with the same rows).
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { insertCustomer, insertTicket } from "../db/factories/index.js";
import { tickets } from "../db/schema.js";
import { literalLimit, pageQuery } from "./list.js";

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
      expect(await pageQuery(page("open", 20), false)).toEqual([{ id: open.id }]);
      expect(await pageQuery(page("closed", 20), false)).toEqual([{ id: closed.id }]);
      expect(await pageQuery(page("open", 5), false)).toEqual([{ id: open.id }]);
      if (!onPostgres) return;
      const statements = (await tx.execute(
        sql`select name, statement from pg_prepared_statements where name like 'list\\_%' order by statement`,
      )) as unknown as { rows: { name: string; statement: string }[] };
      // Two SQL texts (limit 20 and 5; the status is a parameter), two names.
      expect(statements.rows.map((r) => r.statement.replace(/^.* limit /, "limit "))).toEqual(["limit 20", "limit 5"]);
      expect(new Set(statements.rows.map((r) => r.name)).size).toBe(2);
    });
  });
});
