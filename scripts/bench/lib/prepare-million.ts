// Builds (once) the million-row database of the staff-lists-million scenario on PostgreSQL: migrated schema, a bench
// owner, 100,000 customers, 1,000,000 shipments and proportional other records (packages, invoices, tickets,
// procurements, pickups, ship requests, master shipments). Everything is INSERT ... SELECT over generate_series inside
// the database. The database is kept between runs: a row in bench_meta holds the version it was built for (a hash of
// the migration journal and of this file), and a different version (a changed schema or builder) rebuilds it from an
// empty schema. Prints one JSON line: { rebuilt, seconds, counts }.
// Run with `node --import tsx scripts/bench/lib/prepare-million.ts` and DATABASE_URL.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { REPO_ROOT } from "../../../apps/server/src/config.js";
import { openDatabase } from "../../../apps/server/src/db/client.js";
import { migrateDatabase } from "../../../apps/server/src/db/migrate.js";
import { hashPassword } from "../../../apps/server/src/lib/auth/password.js";

export const MILLION_COUNTS = {
  customers: 100_000,
  shipments: 1_000_000,
  packages: 300_000,
  procurements: 100_000,
  pickups: 100_000,
  invoices: 200_000, // one per procurement and per pickup
  tickets: 100_000,
  ship_requests: 100_000,
  master_shipments: 5_000,
};
const C = MILLION_COUNTS;
const admin = { email: process.env.BENCH_ADMIN_EMAIL ?? "", password: process.env.BENCH_ADMIN_PASSWORD ?? "" };
const customerPassword = process.env.BENCH_CUSTOMER_PASSWORD ?? "";

const version = createHash("sha256")
  .update(readFileSync(`${REPO_ROOT}/apps/server/drizzle/meta/_journal.json`))
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(JSON.stringify(admin) + customerPassword)
  .digest("hex")
  .slice(0, 16);

const started = Date.now();
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: "/nonexistent", holder: "bench" });
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
try {
  const db = database.db;
  const [meta] = await rowsOf<{ exists: boolean }>(sql`select to_regclass('bench_meta') is not null as exists`);
  const [built] = meta?.exists ? await rowsOf<{ version: string }>(sql`select version from bench_meta limit 1`) : [];
  const rebuilt = built?.version !== version;
  if (rebuilt) {
    // Start from an empty schema: the migrations then build exactly what the server expects.
    await db.execute(sql`drop schema if exists public cascade`);
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`create schema public`);
    await migrateDatabase(database);
    const customerHash = await hashPassword(customerPassword);
    await db.execute(sql`insert into admins (firstname, lastname, email, role, password_hash, verified_at)
      values ('Bench', 'Owner', ${admin.email}, 'owner', ${await hashPassword(admin.password)}, now())`);
    // Customer g (id g: a fresh identity counts from 1): suite 'SW' || (10000 + g), phone '080' || g in 8 digits, e-mail customer<g>@bench.test.
    await db.execute(sql`insert into customers (firstname, lastname, email_address, number, suite_number,
        password_hash, created_at, email_confirmed_at)
      select 'Bench', 'Customer ' || g, 'customer' || g || '@bench.test', '080' || lpad(g::text, 8, '0'),
        'SW' || (10000 + g), ${customerHash}, timestamptz '2023-01-01' + g * interval '5 minutes',
        timestamptz '2023-01-01' + g * interval '5 minutes'
      from generate_series(1, ${C.customers}) g`);
    await db.execute(sql`select setval('customer_suite_seq', ${10000 + C.customers})`);
    await db.execute(sql`insert into shipments (tracking_number, user_id, email_address, shipment_status,
        payment_status, delivery_address, shipping_cost, currency, warehouse_arrival_date, shipment_date,
        estimated_delivery_date, weight, country, created_at, updated_at)
      select 'SWB' || g || chr(65 + g % 26) || chr(65 + (g / 26) % 26) || chr(65 + (g / 676) % 26),
        1 + g % ${C.customers}, 'customer' || (1 + g % ${C.customers}) || '@bench.test',
        (array['Pending','In Transit','Available','Delivered','Cancelled'])[1 + g % 5]::shipment_status,
        (array['Pending','Paid','Failed'])[1 + g % 3]::shipment_payment_status,
        g || ' Bench Street, Lagos', (10 + g % 500)::numeric, 'USD ($)',
        date '2024-01-01' + (g % 700), date '2024-01-03' + (g % 700), date '2024-01-20' + (g % 700),
        (0.5 + g % 40)::numeric, 'USA',
        timestamptz '2020-01-01' + g * interval '2 minutes', timestamptz '2020-01-02' + g * interval '2 minutes'
      from generate_series(1, ${C.shipments}) g`);
    // Each shipment's status history as staff leave it: a Pending entry when it was made and, for the Delivered ones
    // (a fifth), a Delivered entry on a day of the two years before the build, so the reports' delivery tables
    // (decision 0138) find deliveries in their ranges among 1,200,000 entries.
    await db.execute(sql`insert into shipment_status_history (shipment_id, shipment_status, created_at)
      select id, 'Pending', created_at from shipments`);
    await db.execute(sql`insert into shipment_status_history (shipment_id, shipment_status, created_at)
      select id, 'Delivered', now() - (id % 730) * interval '1 day' - (id % 1440) * interval '1 minute'
        from shipments where shipment_status = 'Delivered'`);
    // A received package (received_at set) sits in a bin ('R12-07': rack and shelf), searched anywhere by staff.
    await db.execute(sql`insert into packages (user_id, status, warehouse, carrier, carrier_tracking_number, store,
        description, weight_grams, bin_location, received_at, created_at, updated_at)
      select case when g % 50 = 0 then null else 1 + g % ${C.customers} end,
        case when g % 50 = 0 then 'received'::package_status else
          (array['expected','received','ready_to_ship','on_hold','shipped'])[1 + g % 5]::package_status end,
        'Trail Richmond', 'UPS', '1Z' || lpad(g::text, 12, '0'), 'Bench Store', 'Parcel ' || g, 500 + g % 5000,
        case when g % 5 = 0 then null else 'R' || (1 + g % 30) || '-' || lpad(((g / 30) % 50)::text, 2, '0') end,
        case when g % 5 = 0 then null else timestamptz '2022-01-01' + g * interval '7 minutes' end,
        timestamptz '2022-01-01' + g * interval '7 minutes', timestamptz '2022-01-01' + g * interval '7 minutes'
      from generate_series(1, ${C.packages}) g`);
    await db.execute(sql`insert into procurements (user_id, status, warehouse, currency, address, store_name,
        store_website, created_at, updated_at)
      select 1 + g % ${C.customers}, (array['pending','approved','rejected'])[1 + g % 3]::procurement_status,
        'Trail Richmond', 'USD ($)', '{"line1":"1 Bench Road"}'::jsonb, 'Store ' || g, 'https://store' || g || '.test',
        timestamptz '2022-01-01' + g * interval '20 minutes', timestamptz '2022-01-01' + g * interval '20 minutes'
      from generate_series(1, ${C.procurements}) g`);
    await db.execute(sql`insert into pickups (user_id, status, contact_name, contact_number, contact_email,
        address_1, city, state, country, zip, created_at, updated_at)
      select 1 + g % ${C.customers},
        (array['pending','processing','in-transit','delivered','cancelled'])[1 + g % 5]::pickup_status,
        'Contact ' || g, '080' || lpad(g::text, 8, '0'), 'pickup' || g || '@bench.test', g || ' Pickup Lane',
        'Houston', 'TX', 'USA', '77001', timestamptz '2022-01-01' + g * interval '20 minutes',
        timestamptz '2022-01-01' + g * interval '20 minutes'
      from generate_series(1, ${C.pickups}) g`);
    await db.execute(sql`insert into invoices (transaction_id, reference_type, reference_id, user_id, admin_id,
        total_amount, currency, due_date, status, created_at, updated_at)
      select 'TXB' || lpad(g::text, 9, '0'), kind::invoice_reference_type, ref, 1 + ref % ${C.customers},
        (select min(id) from admins), (10 + g % 300)::numeric, 'USD',
        timestamptz '2022-02-01' + g * interval '10 minutes',
        (array['pending','paid','cancelled','overdue'])[1 + g % 4]::invoice_status,
        timestamptz '2022-01-01' + g * interval '10 minutes', timestamptz '2022-01-01' + g * interval '10 minutes'
      from (select g, case when g % 2 = 0 then 'procurement' else 'pickup' end as kind, (g + 1) / 2 as ref
            from generate_series(1, ${C.invoices}) g) s`);
    await db.execute(sql`insert into tickets (user_id, subject, department, warehouse, message, status, created_at,
        updated_at)
      select 1 + g % ${C.customers}, 'Question ' || g,
        (array['sales/billing','technical','customer service'])[1 + g % 3]::ticket_department, 'USA',
        'Where is my parcel ' || g || '?', (array['open','answered','closed'])[1 + g % 3]::ticket_status,
        timestamptz '2022-01-01' + g * interval '20 minutes', timestamptz '2022-01-01' + g * interval '20 minutes'
      from generate_series(1, ${C.tickets}) g`);
    await db.execute(sql`insert into ship_requests (user_id, warehouse, status, consolidate, repack, service,
        delivery, office, currency, quote_total_minor, created_at, updated_at)
      select 1 + g % ${C.customers}, 'Trail Richmond',
        (array['submitted','packed','paid','shipped','cancelled'])[1 + g % 5]::ship_request_status, true,
        'keep_outer_box', 'air_express', 'office_pickup', 'yaba', 'USD', 4500 + g % 1000,
        timestamptz '2022-01-01' + g * interval '20 minutes', timestamptz '2022-01-01' + g * interval '20 minutes'
      from generate_series(1, ${C.ship_requests}) g`);
    await db.execute(sql`insert into master_shipments (mode, carrier, transport_document, origin, destination,
        departure_date, created_at, updated_at, last_moved_at)
      select (array['air','sea'])[1 + g % 2]::master_mode, 'Bench Air', 'AWB' || lpad(g::text, 8, '0'),
        'Trail Richmond', 'Lagos', date '2022-01-01' + g / 10,
        timestamptz '2022-01-01' + g * interval '6 hours', timestamptz '2022-01-01' + g * interval '6 hours',
        timestamptz '2022-01-01' + g * interval '6 hours'
      from generate_series(1, ${C.master_shipments}) g`);
    await db.execute(sql`create table bench_meta (version text not null)`);
    await db.execute(sql`insert into bench_meta values (${version})`);
  }
  // VACUUM as well as ANALYZE (a lived-in database has its visibility map set), also after a reuse: the previous
  // run's writes are cleaned up before measuring.
  await db.execute(sql`vacuum analyze`);
  // And a checkpoint: a build leaves gigabytes of dirty pages (a reuse, the vacuum's), which the checkpointer would
  // otherwise write out over the next minutes, while the lists are measured.
  await db.execute(sql`checkpoint`);
  const [counts] = await rowsOf<Record<string, number>>(sql`select
    (select count(*) from customers)::int as customers, (select count(*) from shipments)::int as shipments,
    (select count(*) from packages)::int as packages, (select count(*) from procurements)::int as procurements,
    (select count(*) from pickups)::int as pickups, (select count(*) from invoices)::int as invoices,
    (select count(*) from tickets)::int as tickets, (select count(*) from ship_requests)::int as ship_requests,
    (select count(*) from master_shipments)::int as master_shipments,
    (select count(*) from shipment_status_history)::int as shipment_status_history`);
  console.log(JSON.stringify({ rebuilt, seconds: (Date.now() - started) / 1000, counts }));
} finally {
  await database.close();
}
