// Builds the benchmark database: migrated schema, a bench owner, 1,000 customers and BENCH_SHIPMENTS
// (default 100,000) shipments, every second one with three status-history rows. Everything is made
// by INSERT ... SELECT over generate_series inside the database, so it takes seconds, not minutes.
// Run with `node --import tsx scripts/bench/lib/prepare-database.ts` and DATA_DIR (PGlite) or DATABASE_URL.
// The tracking numbers follow trackingNumber() in fixtures.mjs: 'SWB' + n + three letters derived from n.
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { REPO_ROOT } from "../../../apps/server/src/config.js";
import { openDatabase } from "../../../apps/server/src/db/client.js";
import { migrateDatabase } from "../../../apps/server/src/db/migrate.js";
import { hashPassword } from "../../../apps/server/src/lib/auth/password.js";

const shipmentCount = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
const customerCount = 1000;
const admin = { email: process.env.BENCH_ADMIN_EMAIL ?? "", password: process.env.BENCH_ADMIN_PASSWORD ?? "" };
const customerPassword = process.env.BENCH_CUSTOMER_PASSWORD ?? "";

const started = Date.now();
// DATA_DIR as the server reads it: a relative one is taken from the repository root.
const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR ?? "./data", "db");
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir, holder: "the benchmark's set-up" });
try {
  await migrateDatabase(database);
  const db = database.db;
  const customerHash = await hashPassword(customerPassword);
  await db.execute(sql`insert into admins (firstname, lastname, email, role, password_hash, verified_at)
    values ('Bench', 'Owner', ${admin.email}, 'owner', ${await hashPassword(admin.password)}, now())`);
  // Customer g: suite 'SW' || (10000 + g) and phone '080' || g in 8 digits (the list scenario searches by both).
  // Their e-mail addresses are confirmed: uploads, tickets and payments need it.
  await db.execute(sql`insert into customers (firstname, lastname, email_address, number, suite_number, password_hash,
      email_confirmed_at)
    select 'Bench', 'Customer ' || g, 'customer' || g || '@bench.test', '080' || lpad(g::text, 8, '0'),
      'SW' || (10000 + g), ${customerHash}, now()
    from generate_series(1, ${customerCount}) g`);
  await db.execute(sql`select setval('customer_suite_seq', ${10000 + customerCount})`);
  await db.execute(sql`insert into shipments (tracking_number, user_id, email_address, shipment_status, payment_status,
      delivery_address, shipping_cost, currency, warehouse_arrival_date, shipment_date, estimated_delivery_date, weight,
      country, created_at, updated_at)
    select 'SWB' || g || chr(65 + g % 26) || chr(65 + (g / 26) % 26) || chr(65 + (g / 676) % 26),
      c.id, c.email_address,
      (array['Pending','In Transit','Available','Delivered','Cancelled'])[1 + g % 5]::shipment_status,
      (array['Pending','Paid','Failed'])[1 + g % 3]::shipment_payment_status,
      g || ' Bench Street, Lagos', (10 + g % 500)::numeric, 'USD ($)',
      date '2024-01-01' + (g % 700), date '2024-01-03' + (g % 700), date '2024-01-20' + (g % 700),
      (0.5 + g % 40)::numeric, 'USA',
      timestamptz '2024-01-01' + g * interval '5 minutes', timestamptz '2024-01-02' + g * interval '5 minutes'
    from generate_series(1, ${shipmentCount}) g
    join customers c on c.email_address = 'customer' || (1 + g % ${customerCount}) || '@bench.test'`);
  await db.execute(sql`insert into shipment_status_history (shipment_id, shipment_status, created_at)
    select s.id, (array['Pending','In Transit','Available'])[n]::shipment_status, s.created_at + n * interval '1 day'
    from shipments s cross join generate_series(1, 3) n where s.id % 2 = 0`);
  // VACUUM as well as ANALYZE: a database that has lived has been vacuumed (visibility map, hint bits); one just
  // loaded in bulk would be vacuumed by autovacuum in the middle of the measurement instead.
  await db.execute(sql`vacuum analyze`);
  // And a checkpoint: the load and the vacuum leave ~100 MB of dirty pages, which the checkpointer would otherwise
  // write out over the next minutes, while the scenarios measure.
  await db.execute(sql`checkpoint`);
  const [counts] = (
    (await db.execute(sql`select (select count(*) from shipments)::int as shipments,
      (select count(*) from shipment_status_history)::int as history`)) as unknown as {
      rows: Array<{ shipments: number; history: number }>;
    }
  ).rows;
  console.log(JSON.stringify({ ...counts, seconds: (Date.now() - started) / 1000 }));
} finally {
  await database.close();
}
