// The owner's reports (issue 34) at a million rows: every table of GET /api/admin/reports/table/:table and the whole
// dashboard (GET /api/admin/reports) on the million-row PostgreSQL database (lib/prepare-million.ts: 1,000,000
// shipments, 300,000 packages, 200,000 invoices, ...), ranges of 7, 30 and 90 Lagos days ending on random days of the
// last year, with and without a warehouse, at a fixed rate (BENCH_REPORTS_RATE, default 10 a second: an owner's
// dashboard is opened, not hammered). Target: p99 ≤ 300 ms per table. The database is shared with
// staff-lists-million (built once, kept; BENCH_MILLION_DB names another one).
// Run: BENCH_PGLITE=0 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- reports-million
import { BENCH_ADMIN } from "./lib/fixtures.mjs";
import { dropMillionDatabaseIfAsked, MILLION_DB as DB_NAME, prepareMillionDatabase } from "./lib/million-database.mjs";
import { startAppServer, waitUntilWarm } from "./lib/processes.mjs";

const TARGET_P99_MS = 300;
const RATE = Number(process.env.BENCH_REPORTS_RATE ?? 10);
const TARGET = `every report at 1,000,000 rows: p99 ≤ ${TARGET_P99_MS} ms at ${RATE} requests a second`;
const TABLES = [
  "received_per_day",
  "shelf_age",
  "parcel_queues",
  "movement_now",
  "customs_holds",
  "transit_times",
  "on_time",
  "money_per_day",
  "naira_per_day",
  "unpaid_by_age",
  "storage_fees",
  "refunds",
  "desk",
  "customers_summary",
  "top_customers",
];
// BENCH_REPORTS_TABLES=on_time,transit_times measures only those tables (and not the whole dashboard).
const CHOSEN = process.env.BENCH_REPORTS_TABLES?.split(",").filter(Boolean);
const WAREHOUSES = ["", "Trail Richmond", "Brixton", "Guangzhou"];
const DAY = 86_400_000;

/** A range of 7, 30 or 90 days ending on a random day of the last year, and a warehouse or none. */
function randomQuery() {
  const span = [7, 30, 90][Math.floor(Math.random() * 3)];
  const end = Date.now() - Math.floor(Math.random() * 365) * DAY;
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  const warehouse = WAREHOUSES[Math.floor(Math.random() * WAREHOUSES.length)];
  const query = new URLSearchParams({ from: day(end - (span - 1) * DAY), to: day(end) });
  if (warehouse) query.set("warehouse", warehouse);
  return query.toString();
}

export default {
  name: "reports-million",
  title: "the owner's reports at 1,000,000 rows (every table, and the whole dashboard)",
  databases: "own",
  needs: "PostgreSQL",
  targets: [TARGET],
  async run(ctx) {
    const { serverUrl, url, summary } = await prepareMillionDatabase();
    console.log(`    ${summary.rebuilt ? "built" : "reused"} ${DB_NAME}: ${JSON.stringify(summary.counts)}`);
    const server = await startAppServer({ DATABASE_URL: url, DATA_DIR: `/tmp/${DB_NAME}-data` });
    await waitUntilWarm(server.baseUrl);
    const rows = [];
    const over = [];
    try {
      const login = await fetch(`${server.baseUrl}/api/admins/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(BENCH_ADMIN),
      });
      if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${await login.text()}`);
      const headers = { authorization: `Bearer ${(await login.json()).token}` };
      const paths = [
        ...TABLES.filter((table) => !CHOSEN || CHOSEN.includes(table)).map((table) => [
          table,
          () => `/api/admin/reports/table/${table}?${randomQuery()}`,
        ]),
        ...(CHOSEN ? [] : [["whole dashboard", () => `/api/admin/reports?${randomQuery()}`]]),
      ];
      for (const [label, nextPath] of paths) {
        const probe = await fetch(`${server.baseUrl}${nextPath()}`, { headers });
        if (probe.status !== 200)
          throw new Error(`${label} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
        const figures = await ctx.measure(
          { baseUrl: server.baseUrl, nextPath, headers },
          { ...ctx.options, rate: RATE },
        );
        const ok = figures.requests > 0 && figures.p99 <= TARGET_P99_MS && !figures.non2xx && !figures.errors;
        // The whole dashboard runs every table one after the other: it is shown, the target is per table.
        if (!ok && label !== "whole dashboard") over.push(`${label} (${figures.p99} ms)`);
        rows.push({ label: `reports: ${label}`, ...figures });
        console.log(`    ${ok ? "✓" : "✗"} ${label}: p99 ${figures.p99} ms, p50 ${figures.p50} ms`);
      }
    } finally {
      await server.stop();
      await dropMillionDatabaseIfAsked(serverUrl);
    }
    const measured = rows.filter((row) => row.label !== "reports: whole dashboard").length;
    const value = `${measured - over.length} of ${measured} tables pass${over.length ? `; over: ${over.join(", ")}` : ""}`;
    return { rows, checks: [{ target: TARGET, value, ok: over.length === 0 }] };
  },
};
