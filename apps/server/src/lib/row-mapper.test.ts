import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { insertCustomer } from "../db/factories/accounts.js";
import { insertTicket } from "../db/factories/support.js";
import { customers, tickets } from "../db/schema.js";
import { compiledRowMapper, useCompiledRowMapper } from "./row-mapper.js";

const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;

describe("compiled row mappers", () => {
  const query = () =>
    db
      .select({
        id: customers.id,
        created_at: customers.created_at,
        doubled: sql<number>`${customers.id} * 2`.mapWith(Number),
        label: sql<string>`'#' || ${customers.id}`,
        ticket: { id: tickets.id, subject: tickets.subject, updated_at: tickets.updated_at },
      })
      .from(customers)
      .leftJoin(tickets, eq(tickets.user_id, customers.id))
      .orderBy(asc(customers.id));

  it("map a statement's rows as Drizzle does: decoded values, nested paths, an absent joined row as null", async () => {
    const withTicket = await insertCustomer(db);
    const withoutTicket = await insertCustomer(db);
    await insertTicket(db, withTicket.id, { subject: "Late parcel" });
    const plain = await query();
    const prepared = query().prepare("");
    useCompiledRowMapper(prepared);
    const compiled = await prepared.execute();
    expect(compiled).toEqual(plain);
    const [first, second] = compiled;
    expect(first!.created_at).toBeInstanceOf(Date);
    expect(first!.doubled).toBe(withTicket.id * 2);
    expect(first!.ticket).toMatchObject({ id: expect.any(Number), subject: "Late parcel" });
    expect(first!.ticket!.updated_at).toBeInstanceOf(Date);
    expect(second).toMatchObject({ id: withoutTicket.id, ticket: null });
  });

  it("keep a mapper the query brings of its own", () => {
    const own = (rows: unknown[][]) => rows;
    const prepared = { fields: [], customResultMapper: own };
    useCompiledRowMapper(prepared);
    expect(prepared.customResultMapper).toBe(own);
  });

  it("decode a value with the SQL's own decoder, and leave a null as null", () => {
    const map = compiledRowMapper([{ path: ["n"], field: sql`1`.mapWith(Number) }]);
    expect(map([["7"], [null]])).toEqual([{ n: 7 }, { n: null }]);
  });
});
