// The storage-fees report reads kept counts (shelf_parcels_by_day and shelf_parcels_by_minute, migration 0057,
// docs/decisions/0083). After receipts, releases, deletes, backdated and moved parcels, and at "now" instants on and
// around the parcels' own times of day (Lagos midnight, the same minute, a microsecond either side), it answers what
// the direct computation over every parcel answers, and the kept counts are the parcels' own.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { whileAnotherIsOpen } from "../../../test/overlapping-transactions.js";
import { createPackage, insertCustomer } from "../../db/factories/index.js";
import { warehouses } from "../../db/schema.js";
import { storageFees } from "./reports.money.js";
import { rangeOf, rowsOf } from "./reports.range.js";

type Database = Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
const DAY = 86_400_000;
const NOW = Date.parse("2026-06-15T14:37:21.250Z");

/** The report's figures computed from every parcel on the shelves (the query the report ran before 0057). */
async function direct(now: string, warehouse?: string) {
  return rowsOf<{ warehouse: string; parcels: number; days: number }>(
    database.db,
    sql`select w.city as warehouse, f.parcels::int as parcels, f.days::int as days
          from warehouses w cross join lateral (
            select count(*) as parcels,
                   sum(ceil(extract(epoch from ${now}::timestamptz - p.received_at) / 86400 - w.free_storage_days)) as days
              from packages p
             where p.status in ('received', 'ready_to_ship', 'on_hold') and p.warehouse = w.city
               and p.received_at < ${now}::timestamptz - w.free_storage_days * interval '1 day') f
         where f.parcels > 0 ${warehouse ? sql`and w.city = ${warehouse}` : sql``} order by w.city`,
  );
}

/** "Now" instants (milliseconds, as the report is asked): on, just before and just after each parcel's time of day, a few days apart, and Lagos midnights. */
async function instants() {
  const rows = await rowsOf<{ at: string }>(
    database.db,
    sql`select distinct to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from (
          select p.received_at + k * interval '1 day' + e * interval '1 millisecond' as t
            from packages p, (values (0), (1), (7), (30), (31)) d(k), (values (-1), (0), (1)) m(e)
           where p.received_at is not null) x order by 1`,
  );
  const picked = rows.filter((_, i) => i % 7 === 0).map((r) => r.at);
  return [...picked, "2026-06-14T23:00:00.000Z", "2026-06-15T22:59:59.999Z", new Date(NOW).toISOString()];
}

async function expectSameFigures() {
  const fees = new Map(
    (await database.db.select().from(warehouses)).map((w) => [w.city, w.storage_fee_per_day] as const),
  );
  const checks = (await instants()).map((now) => ({ now, warehouse: undefined as string | undefined }));
  for (const warehouse of ["Brixton", "Guangzhou"]) checks.push({ now: new Date(NOW).toISOString(), warehouse });
  for (const { now, warehouse } of checks) {
    const want = (await direct(now, warehouse)).map((row) => ({
      parcels: row.parcels,
      fees_minor: row.days * fees.get(row.warehouse)!,
    }));
    const range = rangeOf({ from: "2026-06-01", to: "2026-06-07", warehouse }, new Date(now));
    const got = (await storageFees(database.db, range)).map((row) => ({
      parcels: row.parcels,
      fees_minor: row.fees_minor,
    }));
    expect(got, `now ${now} ${warehouse ?? ""}`).toEqual(want);
  }
  const kept = await rowsOf<{ kind: string; warehouse: string; k: number; parcels: number }>(
    database.db,
    sql`select 'day' as kind, warehouse, day - date '2000-01-01' as k, sum(parcels)::int as parcels
          from shelf_parcels_by_day group by 1, 2, 3 having sum(parcels) <> 0
        union all select 'minute', warehouse, minute, sum(parcels)::int from shelf_parcels_by_minute
          group by 1, 2, 3 having sum(parcels) <> 0
        order by 1, 2, 3`,
  );
  const counted = await rowsOf<{ kind: string; warehouse: string; k: number; parcels: number }>(
    database.db,
    sql`with s as (select warehouse, received_at at time zone 'Africa/Lagos' as local from packages
                    where status in ('received', 'ready_to_ship', 'on_hold') and received_at is not null)
        select 'day' as kind, warehouse, local::date - date '2000-01-01' as k, count(*)::int as parcels from s group by 1, 2, 3
        union all select 'minute', warehouse, (extract(hour from local) * 60 + extract(minute from local))::int, count(*)::int
          from s group by 1, 2, 3
        order by 1, 2, 3`,
  );
  expect(kept).toEqual(counted);
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("storage fees from the kept shelf counts", () => {
  let owner: { id: number };
  const at = (ms: number) => new Date(ms);

  it("match the direct computation after receipts, at Lagos midnights and in now's own minute", async () => {
    owner = await insertCustomer(database.db);
    const db = database.db;
    await db.update(warehouses).set({ free_storage_days: 30, storage_fee_per_day: 50 });
    await db.execute(
      sql`update warehouses set free_storage_days = 0, storage_fee_per_day_minor = 70 where city = 'Brixton'`,
    );
    await db.execute(sql`update warehouses set free_storage_days = 7 where city = 'Guangzhou'`);
    const times = [
      NOW - 45 * DAY, // long past the free days
      NOW - 30 * DAY, // exactly at the end of the free days: not yet
      NOW - 30 * DAY - 1, // a millisecond past
      NOW - 31 * DAY + 1_000, // in now's minute, a second later in the day
      NOW - 40 * DAY - 20_000, // in now's minute, earlier in the day
      Date.parse("2026-05-01T23:00:00.000Z"), // a Lagos midnight
      Date.parse("2026-05-01T22:59:59.999Z"), // just before it
      Date.parse("2026-04-10T23:30:00.000Z"), // 00:30 in Lagos, the next day
      NOW - 2 * DAY, // on the free days
      NOW + DAY, // received "tomorrow" (a clock ahead)
    ];
    for (const [i, t] of times.entries()) {
      const warehouse = ["Trail Richmond", "Brixton", "Guangzhou"][i % 3]!;
      await createPackage(db, { owner, status: "received", received_at: at(t), warehouse });
      await createPackage(db, {
        owner,
        status: i % 2 ? "on_hold" : "ready_to_ship",
        received_at: at(t),
        warehouse: "Trail Richmond",
      });
    }
    await createPackage(db, { owner, status: "shipped", received_at: at(NOW - 50 * DAY) });
    await createPackage(db, { owner, status: "expected" });
    await expectSameFigures();
  });

  it("match after releases, deletes, backdated and moved parcels (several per statement), with microseconds", async () => {
    const db = database.db;
    // Released: shipped, then one back on the shelf.
    await db.execute(
      sql`update packages set status = 'shipped' where id in (select id from packages where status = 'received' order by id limit 3)`,
    );
    await db.execute(
      sql`update packages set status = 'received' where id = (select min(id) from packages where status = 'shipped')`,
    );
    // Deleted (with their history).
    await db.execute(
      sql`delete from package_status_history where package_id in (select id from packages where status = 'on_hold' order by id limit 2)`,
    );
    await db.execute(
      sql`delete from packages where id in (select id from packages where status = 'on_hold' order by id limit 2)`,
    );
    // Backdated by whole days and by a few minutes and microseconds; moved to another warehouse.
    await db.execute(
      sql`update packages set received_at = received_at - interval '3 days 00:02:00.000003' where id % 3 = 0 and received_at is not null`,
    );
    await db.execute(
      sql`update packages set received_at = received_at + interval '0.000001 second', warehouse = 'Guangzhou' where id % 4 = 1 and received_at is not null`,
    );
    // Edits of other columns change nothing.
    await db.execute(sql`update packages set bin_location = 'B-02'`);
    await expectSameFigures();
  });

  // PostgreSQL only: PGlite has one connection, so two of its transactions never overlap.
  it.runIf(process.env.TEST_DRIVER === "postgres")(
    "let two desks receive parcels of one warehouse, day and minute at once, neither waiting for the other's commit",
    async () => {
      const db = database.db;
      const received = NOW - 3 * DAY;
      await whileAnotherIsOpen(
        db,
        (tx) => createPackage(tx, { owner, status: "received", received_at: at(received), warehouse: "Brixton" }),
        (tx) =>
          createPackage(tx, { owner, status: "received", received_at: at(received + 1_000), warehouse: "Brixton" }),
      );
      await expectSameFigures();
    },
  );

  it("drop a rolled-back change", async () => {
    const db = database.db;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update packages set status = 'shipped'`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await expectSameFigures();
  });
});
