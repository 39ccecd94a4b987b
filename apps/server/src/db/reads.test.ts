import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { readTogether } from "./reads.js";

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** A read that notes when it starts and ends, and runs a real statement in between. */
const noting = (order: string[], name: string, db: Parameters<typeof readTogether>[0]) => async () => {
  order.push(`start ${name}`);
  await db.execute(sql`select pg_sleep(0.02)`);
  order.push(`end ${name}`);
  return name;
};

describe("reads together", () => {
  it("runs reads at once on the database and one after another in a transaction (one connection)", async () => {
    const order: string[] = [];
    const { db } = database;
    expect(await readTogether(db, [noting(order, "a", db), noting(order, "b", db)])).toEqual(["a", "b"]);
    // Both started before either ended; which ends first is the database's business.
    expect(order.slice(0, 2)).toEqual(["start a", "start b"]);
    expect(order.slice(2).sort()).toEqual(["end a", "end b"]);

    order.length = 0;
    const inside = await db.transaction((tx) => readTogether(tx, [noting(order, "a", tx), noting(order, "b", tx)]));
    expect(inside).toEqual(["a", "b"]);
    // Two statements at once on a transaction's connection: node-postgres warns (and tests throw on a deprecation).
    expect(order).toEqual(["start a", "end a", "start b", "end b"]);
  });
});
