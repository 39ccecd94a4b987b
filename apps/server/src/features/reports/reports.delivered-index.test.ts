import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { insertCustomer, insertShipment, insertStatusHistory } from "../../db/factories/index.js";
import { deliveredCandidates } from "./reports.delivered.js";
import { rangeOf, rowsOf } from "./reports.range.js";

/**
 * The reports find the Delivered status entries of a range through shipment_history_delivered_idx (migration 0066,
 * decision 0149), not by a pass over every status entry, on PGlite and PostgreSQL alike.
 */
const database = await freshDatabase();
const db = database.db;
afterAll(() => database.close());

const customer = await insertCustomer(db);
const delivered = await insertShipment(db, customer, { shipment_status: "Delivered" });
const moving = await insertShipment(db, customer, { shipment_status: "In Transit" });
const DAY = 86_400_000;
const now = Date.now();
const lagosDay = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);
// A week of the range, as the delivery tables ask for it.
const range = rangeOf({ from: lagosDay(now - 6 * DAY), to: lagosDay(now) });

/** The candidates' query as the delivery tables run it (reports.parcels.ts deliveredTrips). */
const deliveriesOfTheRange = sql`select s.id from shipments s
  where s.shipment_status = 'Delivered' and s.id in (${deliveredCandidates(range)})`;

const planOf = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ "QUERY PLAN": string }>(db, sql`explain ${query}`)).map((row) => row["QUERY PLAN"]).join("\n");

const historyRows = async () =>
  rowsOf<Record<string, unknown>>(db, sql`select * from shipment_status_history order by id`);

describe("the Delivered status entries' index", () => {
  it("is what the delivery tables read the range's entries with, among 20,000 other entries", async () => {
    // Two years of a busy history: 20,000 entries of other statuses, one Delivered entry a day.
    await db.execute(sql`insert into shipment_status_history (shipment_id, shipment_status, created_at)
      select ${moving.id}, (array['Pending','In Transit','Available'])[1 + g % 3]::shipment_status,
             now() - g * interval '50 minutes'
        from generate_series(1, 20000) g`);
    await db.execute(sql`insert into shipment_status_history (shipment_id, shipment_status, created_at)
      select ${delivered.id}, 'Delivered', now() - g * interval '1 day' from generate_series(30, 730) g`);
    await insertStatusHistory(db, [
      { shipment_id: delivered.id, shipment_status: "Delivered", created_at: new Date(now - DAY) },
    ]);
    await db.execute(sql`analyze shipment_status_history`);

    const plan = await planOf(deliveriesOfTheRange);
    expect(plan).toMatch(/shipment_history_delivered_idx/);
    expect(plan).not.toMatch(/Seq Scan on shipment_status_history/);
    expect(await rowsOf(db, deliveriesOfTheRange)).toEqual([{ id: delivered.id }]);
  });

  it("migration 0066 keeps every status entry", async () => {
    const before = await historyRows();
    expect(before.length).toBeGreaterThan(20_000);
    // The database as it was before 0066: no such index.
    await db.execute(sql`drop index shipment_history_delivered_idx`);
    expect(await planOf(deliveriesOfTheRange)).not.toMatch(/shipment_history_delivered_idx/);
    const migration = readFileSync(
      new URL("../../../drizzle/0066_reports_delivered_index.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    expect(await historyRows()).toEqual(before);
    expect(await planOf(deliveriesOfTheRange)).toMatch(/shipment_history_delivered_idx/);
  });
});
