import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { customers, shipments } from "./schema.js";

/**
 * The database itself, not just the API, keeps the data sound: these inserts go straight
 * through Drizzle and must be refused by PostgreSQL (PGlite, or the server of TEST_DATABASE_URL).
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let customerId: number;

beforeAll(async () => {
  database = await freshDatabase();
  const [row] = await database.db
    .insert(customers)
    .values({
      firstname: "Ada",
      lastname: "Lovelace",
      email_address: "ada@example.com",
      number: "0801",
      password_hash: "x",
    })
    .returning({ id: customers.id });
  customerId = row!.id;
});
afterAll(() => database.close());

/** The PostgreSQL error behind a failed query (Drizzle wraps the driver's error as `cause`). */
async function pgErrorOf(
  query: PromiseLike<unknown>,
): Promise<{ code?: string; constraint?: string; message: string }> {
  try {
    await query;
  } catch (error) {
    const e = ((error as { cause?: unknown }).cause ?? error) as {
      code?: string;
      constraint?: string;
      message: string;
    };
    return { code: e.code, constraint: e.constraint, message: e.message };
  }
  throw new Error("the database accepted the statement");
}

function shipment(tracking_number: string, overrides: Partial<typeof shipments.$inferInsert> = {}) {
  return {
    tracking_number,
    user_id: customerId,
    email_address: "ada@example.com",
    delivery_address: "1 Marina, Lagos",
    shipping_cost: "120.00",
    currency: "USD ($)" as const,
    warehouse_arrival_date: "2025-03-01",
    shipment_date: "2025-03-02",
    estimated_delivery_date: "2025-03-20",
    weight: "4.50",
    country: "USA" as const,
    ...overrides,
  } satisfies typeof shipments.$inferInsert;
}

describe(`database constraints (${process.env.TEST_DRIVER ?? "pglite"})`, () => {
  it("rejects a duplicate tracking number", async () => {
    await database.db.insert(shipments).values(shipment("SWG100AAA"));
    const error = await pgErrorOf(database.db.insert(shipments).values(shipment("SWG100AAA")));
    expect(error.code).toBe("23505");
    expect(error.message).toContain("shipments_tracking_unique");
    const rows = await database.db.select().from(shipments).where(eq(shipments.tracking_number, "SWG100AAA"));
    expect(rows).toHaveLength(1);
  });

  it("rejects a duplicate customer e-mail", async () => {
    const error = await pgErrorOf(
      database.db.insert(customers).values({
        firstname: "Other",
        lastname: "Person",
        email_address: "ada@example.com",
        number: "0802",
        password_hash: "y",
      }),
    );
    expect(error.code).toBe("23505");
    expect(error.message).toContain("customers_email_unique");
  });

  it("rejects an unknown status value on insert and on update", async () => {
    const insert = await pgErrorOf(
      database.db.insert(shipments).values(shipment("SWG101AAA", { shipment_status: "Lost" as never })),
    );
    expect(insert.code).toBe("22P02");
    expect(insert.message).toMatch(/invalid input value for enum shipment_status: "Lost"/);

    const update = await pgErrorOf(
      database.db
        .update(shipments)
        .set({ payment_status: "Lost" as never })
        .where(eq(shipments.tracking_number, "SWG100AAA")),
    );
    expect(update.code).toBe("22P02");
    expect(update.message).toMatch(/shipment_payment_status/);

    const raw = await pgErrorOf(database.db.execute(sql`update procurements set status = 'teleported'`));
    expect(raw.code).toBe("22P02");
  });

  it("rejects a shipment of an unknown customer and a negative cost", async () => {
    const orphan = await pgErrorOf(database.db.insert(shipments).values(shipment("SWG102AAA", { user_id: 999_999 })));
    expect(orphan.code).toBe("23503");
    const negative = await pgErrorOf(
      database.db.insert(shipments).values(shipment("SWG103AAA", { shipping_cost: "-1" })),
    );
    expect(negative.code).toBe("23514");
    expect(negative.message).toContain("shipments_cost_nonnegative");
  });
});
