// The unpaid-by-age report reads kept counts (unpaid_invoices_by_day, migration 0058, docs/decisions/0084). After
// invoices are issued, partly and fully paid, refunded, cancelled, reopened, backdated, deleted, after their ship
// requests and procurements change warehouse or shipment, and after shipments with no ship request gain one, lose
// their last, change country or are deleted (migration 0063), and at "now" instants on and around the age limits and
// Lagos midnights, it answers what the direct query over every unpaid invoice answers (for all warehouses, one, some,
// none), and the kept rows are the invoices' own.
import { UNPAID_AGES } from "@app/shared/reports/staff";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { whileAnotherIsOpen } from "../../../test/overlapping-transactions.js";
import { insertCustomer, insertInvoice, insertProcurement, insertShipment } from "../../db/factories/index.js";
import { invoiceAt, unpaidByAge } from "./reports.money.js";
import { rangeOf, rowsOf } from "./reports.range.js";

type Database = Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
const DAY = 86_400_000;
const NOW = Date.parse("2026-06-15T14:37:21.250Z");
const at = (ms: number) => new Date(ms);

/** The report's figures from every unpaid invoice (the query the report ran before 0058). */
async function direct(now: string, warehouses: readonly string[] | null) {
  const r = { ...rangeOf({ from: "2026-06-01", to: "2026-06-07" }, new Date(now)), warehouses };
  return rowsOf<{ bucket: number; currency: string; invoices: number; outstanding: number }>(
    database.db,
    sql`select case when i.created_at > ${now}::timestamptz - interval '31 days' then 0
                    when i.created_at > ${now}::timestamptz - interval '61 days' then 1
                    when i.created_at > ${now}::timestamptz - interval '91 days' then 2 else 3 end::int as bucket,
               i.currency::text as currency, count(*)::int as invoices,
               sum(round(i.total_amount * 100) - i.amount_paid_minor)::int as outstanding
          from invoices i where i.status in ('pending', 'overdue')${invoiceAt(sql`i`, r)}
         group by 1, 2 order by 1, 2`,
  );
}

/** "Now" instants: each invoice's issue time plus 31, 61 and 91 days, a millisecond either side, and Lagos midnights. */
async function instants() {
  const rows = await rowsOf<{ at: string }>(
    database.db,
    sql`select distinct to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from (
          select i.created_at + k * interval '1 day' + e * interval '1 millisecond' as t
            from invoices i, (values (0), (31), (61), (91)) d(k), (values (-1), (0), (1)) m(e)) x order by 1`,
  );
  const picked = rows.filter((_, i) => i % 5 === 0).map((r) => r.at);
  return [...picked, "2026-06-14T23:00:00.000Z", "2026-06-15T22:59:59.999Z", new Date(NOW).toISOString()];
}

const FILTERS: (readonly string[] | null)[] = [null, ["Trail Richmond"], ["Brixton", "Guangzhou"], []];

async function expectSameFigures() {
  for (const now of await instants()) {
    for (const warehouses of FILTERS) {
      const want = (await direct(now, warehouses)).map((row) => [
        row.bucket,
        row.currency,
        row.invoices,
        row.outstanding,
      ]);
      const range = { ...rangeOf({ from: "2026-06-01", to: "2026-06-07" }, new Date(now)), warehouses };
      const got = (await unpaidByAge(database.db, range)).map((row) => [
        UNPAID_AGES.indexOf(row.age as (typeof UNPAID_AGES)[number]),
        row.currency,
        row.invoices,
        row.outstanding_minor,
      ]);
      expect(got, `now ${now} ${JSON.stringify(warehouses)}`).toEqual(want);
    }
  }
  const kept = await rowsOf<Record<string, unknown>>(
    database.db,
    sql`select place::text, currency, day::text, sum(invoices)::int as invoices,
               sum(outstanding_minor)::text as outstanding_minor
          from unpaid_invoices_by_day group by 1, 2, 3
         having sum(invoices) <> 0 or sum(outstanding_minor) <> 0 order by 1, 2, 3`,
  );
  const counted = await rowsOf<Record<string, unknown>>(
    database.db,
    sql`select unpaid_invoice_warehouses(reference_type, reference_id)::text as place, currency::text,
               ((created_at at time zone 'Africa/Lagos')::date)::text as day, count(*)::int as invoices,
               sum(round(total_amount * 100)::bigint - amount_paid_minor)::text as outstanding_minor
          from invoices where status in ('pending', 'overdue') group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(kept).toEqual(counted);
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("unpaid invoices by age from the kept counts", () => {
  let owner: Awaited<ReturnType<typeof insertCustomer>>;
  const shipRequest = (warehouse: string, shipmentId: number | null) =>
    database.db.execute(sql`insert into ship_requests (user_id, warehouse, consolidate, repack, service, delivery, office,
        shipment_id) values (${owner.id}, ${warehouse}, true, 'keep_outer_box', 'air_express', 'office_pickup', 'yaba',
        ${shipmentId})`);

  it("match the direct query after invoices are issued, at the age limits and Lagos midnights", async () => {
    owner = await insertCustomer(database.db);
    const db = database.db;
    const times = [
      NOW - 31 * DAY, // exactly at the first limit: 31-60
      NOW - 31 * DAY + 1, // a millisecond younger: 0-30
      NOW - 61 * DAY - 1,
      NOW - 91 * DAY,
      NOW - 120 * DAY,
      Date.parse("2026-05-01T23:00:00.000Z"), // a Lagos midnight
      Date.parse("2026-05-01T22:59:59.999Z"), // just before it
      Date.parse("2026-04-10T23:30:00.000Z"), // 00:30 in Lagos, the next day
      NOW - 2 * DAY,
      NOW + DAY, // issued "tomorrow" (a clock ahead)
    ];
    for (const [i, t] of times.entries()) {
      const currency = i % 3 ? "USD" : "GBP";
      const status = i % 4 === 3 ? "overdue" : "pending";
      // A pickup's (no warehouse), a procurement's, a shipment's with one ship request and with two of two warehouses.
      await insertInvoice(db, owner.id, { created_at: at(t), currency, status, total_amount: `${100 + i}.25` });
      const procurement = await insertProcurement(db, owner.id, { warehouse: ["Trail Richmond", "Brixton"][i % 2]! });
      await insertInvoice(db, owner.id, {
        created_at: at(t),
        currency,
        status,
        reference_type: "procurement",
        reference_id: procurement.id,
        amount_paid_minor: i * 100,
      });
      const shipment = await insertShipment(db, owner);
      await shipRequest(["Guangzhou", "Trail Richmond", "Brixton"][i % 3]!, shipment.id);
      if (i % 3 === 0) await shipRequest("Trail Richmond", shipment.id);
      await insertInvoice(db, owner.id, {
        created_at: at(t),
        currency,
        status,
        reference_type: "shipments",
        reference_id: shipment.id,
        total_amount: "70.10",
      });
      // A shipment staff created, with no ship request: at its own warehouse (its country's, docs/decisions/0120).
      const staffMade = await insertShipment(db, owner, {
        country: (["UK", "China", "USA", "Nigeria"] as const)[i % 4],
      });
      await insertInvoice(db, owner.id, {
        created_at: at(t),
        currency,
        status,
        reference_type: "shipments",
        reference_id: staffMade.id,
        total_amount: "55.30",
      });
    }
    await insertInvoice(db, owner.id, { created_at: at(NOW - 40 * DAY), status: "paid" });
    await insertInvoice(db, owner.id, { created_at: at(NOW - 40 * DAY), status: "cancelled" });
    await expectSameFigures();
  });

  it("match after payments (part, whole, several per statement), refunds, cancels, reopened and backdated invoices", async () => {
    const db = database.db;
    // Part payments, one by one and several at once.
    await db.execute(sql`update invoices set amount_paid_minor = amount_paid_minor + 1000 where id % 4 = 0`);
    await db.execute(
      sql`update invoices set amount_paid_minor = amount_paid_minor + 250 where id = (select min(id) from invoices where status = 'pending')`,
    );
    // Paid in full, refunded, cancelled; a paid one reopened; a pending one turned overdue.
    await db.execute(
      sql`update invoices set status = 'paid', amount_paid_minor = round(total_amount * 100), paid_at = now() where id % 5 = 1`,
    );
    await db.execute(sql`update invoices set status = 'refunded', refunded_at = now() where id % 5 = 1 and id % 2 = 0`);
    await db.execute(sql`update invoices set status = 'cancelled' where id % 7 = 2`);
    await db.execute(
      sql`update invoices set status = 'pending', amount_paid_minor = 0 where id = (select min(id) from invoices where status = 'paid')`,
    );
    await db.execute(sql`update invoices set status = 'overdue' where status = 'pending' and id % 3 = 0`);
    // Backdated by days and microseconds, a total and a currency changed, one deleted; other columns change nothing.
    await db.execute(
      sql`update invoices set created_at = created_at - interval '30 days 00:00:00.000003' where id % 3 = 1`,
    );
    await db.execute(sql`update invoices set total_amount = total_amount + 1.01, currency = 'NGN' where id % 6 = 5`);
    await db.execute(sql`delete from invoices where id = (select max(id) from invoices where status = 'overdue')`);
    await db.execute(sql`update invoices set extra_info = 'checked'`);
    await expectSameFigures();
  });

  it("match after ship requests and procurements change warehouse or shipment, are added and deleted", async () => {
    const db = database.db;
    await db.execute(sql`update procurements set warehouse = 'Guangzhou' where id % 2 = 0`);
    await db.execute(sql`update ship_requests set warehouse = 'Brixton' where id % 3 = 1`);
    // One ship request's shipment moved to another's; one unlinked; a new one linked to a billed shipment.
    await db.execute(
      sql`update ship_requests set shipment_id = (select max(shipment_id) from ship_requests) where id = (select min(id) from ship_requests)`,
    );
    await db.execute(sql`update ship_requests set shipment_id = null where id = (select max(id) from ship_requests)`);
    const [billed] = await rowsOf<{ id: number }>(
      db,
      sql`select reference_id as id from invoices where reference_type = 'shipments' order by id limit 1 offset 2`,
    );
    await shipRequest("Guangzhou", billed!.id);
    await db.execute(sql`delete from ship_requests where id = (select min(id) from ship_requests where id % 3 = 2)`);
    await db.execute(sql`delete from procurement_products where procurement_id = (select max(id) from procurements)`);
    await db.execute(sql`delete from procurements where id = (select max(id) from procurements)`);
    // Shipments with no ship request: one gains its first, one that had them loses its last, countries change (with
    // and without ship requests), one is deleted.
    const billedWithoutRequests = (offset: number) =>
      rowsOf<{ id: number }>(
        db,
        sql`select s.id from shipments s join invoices i on i.reference_type = 'shipments' and i.reference_id = s.id
             where not exists (select 1 from ship_requests q where q.shipment_id = s.id) order by s.id offset ${offset} limit 1`,
      );
    const [gains] = await billedWithoutRequests(0);
    await shipRequest("Brixton", gains!.id);
    await db.execute(sql`delete from ship_requests where shipment_id = (select max(shipment_id) from ship_requests)`);
    await db.execute(sql`update shipments set country = 'China' where id % 2 = 0`);
    await db.execute(sql`update shipments set country = 'UK' where id % 3 = 0`);
    const [deleted] = await billedWithoutRequests(1);
    await db.execute(sql`delete from shipments where id = ${deleted!.id}`);
    // Edits of other columns change nothing.
    await db.execute(sql`update ship_requests set updated_at = now()`);
    await db.execute(sql`update procurements set extra_info = 'checked'`);
    await expectSameFigures();
  });

  // PostgreSQL only: PGlite has one connection, so two of its transactions never overlap.
  it.runIf(process.env.TEST_DRIVER === "postgres")(
    "let two transactions pay invoices of one day at once, neither waiting for the other's commit",
    async () => {
      const db = database.db;
      const issued = at(NOW - 3 * DAY);
      const [first, second, third] = [
        await insertInvoice(db, owner.id, { created_at: issued, currency: "NGN" }),
        await insertInvoice(db, owner.id, { created_at: issued, currency: "NGN" }),
        await insertInvoice(db, owner.id, { created_at: issued, currency: "NGN" }),
      ];
      const pay = (tx: Pick<typeof db, "execute">, id: number) =>
        tx.execute(sql`update invoices set status = 'paid', amount_paid_minor = round(total_amount * 100),
          paid_at = now() where id = ${id}`);
      const keyRows = async () =>
        (
          await rowsOf<{ n: number }>(
            db,
            sql`select count(*)::int as n from unpaid_invoices_by_day where place = '{}' and currency = 'NGN'
                 and day = (${issued.toISOString()}::timestamptz at time zone 'Africa/Lagos')::date`,
          )
        )[0]!.n;
      // With one row a key, the second payment waited for the first one's commit.
      await whileAnotherIsOpen(
        db,
        (tx) => pay(tx, first.id),
        (tx) => pay(tx, second.id),
      );
      // With no transaction holding a row of the key, a payment adds to a row already there.
      const rows = await keyRows();
      await pay(db, third.id);
      expect(await keyRows()).toBe(rows);
      await expectSameFigures();
    },
  );

  it("drop a rolled-back change", async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update invoices set status = 'paid'`);
        await tx.execute(sql`update ship_requests set warehouse = 'Guangzhou'`);
        await tx.execute(sql`update shipments set country = 'USA'`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await expectSameFigures();
  });
});
