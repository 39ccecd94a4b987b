#!/usr/bin/env node
// `npm run bench [-- <scenario> ...]`: measures the real server against a bare Fastify hello-world.
//
// What it does
//   1. Starts a hello-world Fastify server (scripts/bench/lib/hello-server.mjs) and measures it: the baseline.
//   2. For each database: builds a bench database (100,000 shipments; fixtures in scripts/bench/lib/fixtures.mjs),
//      starts the real server (compiled: apps/server/dist/main.js) on a free port against it, runs the scenarios, stops it.
//      Databases: PGlite under a temporary DATA_DIR (unless BENCH_PGLITE=0); PostgreSQL too when BENCH_DATABASE_URL or
//      TEST_DATABASE_URL is set (a fresh database is created on that server and dropped afterwards).
//   3. Prints requests/second and p99 latency of every measurement, and its ratio to the baseline.
//
// Adding a scenario: create scripts/bench/<name>.mjs (files directly in scripts/bench/ are scenarios; helpers
// live in scripts/bench/lib/) that default-exports
//
//   {
//     name: "admin-shipments",          // `npm run bench -- admin-shipments` runs only the named scenarios
//     title: "GET /api/shipment",       // shown in the table
//     onEveryDatabase: true,            // false: run once, on the first database (PGlite) only
//     async run(ctx) { ...; return [result, ...] },
//   }
//
//   ctx.target    { label: "PGlite" | "PostgreSQL", baseUrl, databaseUrl? }   the running real server (databaseUrl:
//                 PostgreSQL only, for a scenario that builds its own records in bulk)
//   ctx.measure(spec)   autocannon with the common settings (warm-up until throughput settles, duration,
//                 connections); spec is
//                 { baseUrl, nextPath: () => string, method?, headers?, body? }; returns
//                 { rps, p99, p50, requests, non2xx, errors }. Each request comes from a different
//                 X-Forwarded-For address, so per-client rate limits apply but do not trip.
//   ctx.fixtures  { shipments, admin: { email, password }, customer: { email, password } } plus
//                 trackingNumber(n) / randomTrackingNumber() in lib/fixtures.mjs. Log in over HTTP
//                 (POST /api/admins/login) to get a bearer token.
//   A scenario with `ownDatabase: true` builds its own database and starts its own server(s) (staff-lists-million,
//   two-processes-mixed): when only such scenarios run, the shared bench database is not built.
//   ctx.baseline  the hello-world figures; ctx.options { duration, warmup, connections }; ctx.root (repo root)
//
//   A result is { label, rps?, p99?, p50?, non2xx?, errors?, text? }: load figures are printed with their
//   ratio to the baseline; `text` is printed as is (e.g. "performance 98, LCP 1.1 s" from a Lighthouse run).
//   Throw to fail the run (the bench then exits 1 after cleaning up).
//
// Settings (environment): BENCH_DURATION (s, default 10), BENCH_WARMUP (longest warm-up, s, 30), BENCH_CONNECTIONS (20),
// BENCH_SHIPMENTS (100000), BENCH_POSTGRES=0 (skip PostgreSQL), BENCH_PGLITE=0 (skip PGlite; scenarios that run
// on the first database only then run on PostgreSQL), BENCH_LOG_LEVEL (server log level, warn).
import { readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { databaseTargets } from "./bench/lib/databases.mjs";
import { BENCH_ADMIN, BENCH_CUSTOMER, SHIPMENT_COUNT } from "./bench/lib/fixtures.mjs";
import { measure, OPTIONS } from "./bench/lib/measure.mjs";
import { ROOT, startAppServer, startHelloServer } from "./bench/lib/processes.mjs";

async function loadScenarios(only) {
  const dir = join(ROOT, "scripts/bench");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".mjs"))
    .sort();
  const scenarios = [];
  for (const file of files) {
    const scenario = (await import(pathToFileURL(join(dir, file)).href)).default;
    if (!scenario?.name || typeof scenario.run !== "function") throw new Error(`scripts/bench/${file}: not a scenario`);
    if (only.length === 0 || only.includes(scenario.name)) scenarios.push(scenario);
  }
  const unknown = only.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown.length) throw new Error(`unknown scenario(s): ${unknown.join(", ")} (have: ${files.join(", ")})`);
  return scenarios;
}

const fmt = (n, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function printTable(rows, baseline) {
  const header = ["scenario", "database", "req/s", "p99 ms", "p50 ms", "vs hello-world"];
  const lines = rows.map((r) => {
    if (r.text !== undefined && r.rps === undefined) return [r.label, r.database, r.text, "", "", ""];
    const ratio = r.rps / baseline.rps;
    const warn = r.non2xx || r.errors ? `  ⚠ ${r.non2xx} non-2xx, ${r.errors} errors` : "";
    const versus = r === baseline ? "1.00 (baseline)" : `${ratio.toFixed(3)} (${(1 / ratio).toFixed(1)}x slower)`;
    return [r.label, r.database, fmt(r.rps), fmt(r.p99), fmt(r.p50), versus + warn];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const row = (cells) =>
    cells.map((c, i) => (i >= 2 && i <= 4 ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join("  ");
  console.log(`\n${row(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const l of lines) console.log(row(l));
}

async function main() {
  const started = Date.now();
  const scenarios = await loadScenarios(process.argv.slice(2));
  console.log(
    `Benchmark: ${OPTIONS.connections} connections, ${OPTIONS.duration} s per run after a warm-up (until throughput ` +
      `settles, at most ${OPTIONS.warmup} s); ` +
      `${fmt(SHIPMENT_COUNT)} shipments; Node ${process.version}, ${cpus().length} CPU(s), load average ${loadavg()[0].toFixed(1)}`,
  );
  const rows = [];

  console.log("\n· hello-world baseline (bare Fastify)");
  const hello = await startHelloServer();
  let baseline;
  try {
    baseline = {
      label: "hello-world (bare Fastify)",
      database: "-",
      ...(await measure({ baseUrl: hello.baseUrl, nextPath: () => "/" })),
    };
  } finally {
    await hello.stop();
  }
  rows.push(baseline);

  let failed = false;
  const targets = databaseTargets();
  for (const [index, target] of targets.entries()) {
    const wanted = scenarios.filter((s) => s.onEveryDatabase !== false || index === 0);
    if (wanted.length === 0) {
      await target.teardown();
      continue;
    }
    let server;
    try {
      // Scenarios that build their own database and start their own servers (ownDatabase: true) skip the shared one.
      if (wanted.every((s) => s.ownDatabase)) {
        const ctx = { target: { label: target.label }, measure, baseline, options: OPTIONS, root: ROOT };
        for (const scenario of wanted) {
          console.log(`  · ${scenario.title ?? scenario.name}`);
          for (const result of await scenario.run(ctx)) rows.push({ ...result, database: target.label });
        }
        continue;
      }
      let step = Date.now();
      console.log(`\n· ${target.label}: building the bench database…`);
      const built = await target.setup();
      console.log(`  ${fmt(built.shipments)} shipments, ${fmt(built.history)} status-history rows in ${seconds(step)}`);
      step = Date.now();
      server = await startAppServer(target.env);
      console.log(`  server up at ${server.baseUrl} in ${seconds(step)}`);
      const ctx = {
        target: { label: target.label, baseUrl: server.baseUrl, databaseUrl: target.env.DATABASE_URL },
        measure,
        fixtures: { shipments: built.shipments, admin: BENCH_ADMIN, customer: BENCH_CUSTOMER },
        baseline,
        options: OPTIONS,
        root: ROOT,
      };
      for (const scenario of wanted) {
        console.log(`  · ${scenario.title ?? scenario.name}`);
        for (const result of await scenario.run(ctx)) rows.push({ ...result, database: target.label });
      }
    } catch (error) {
      failed = true;
      console.error(`  ✗ ${target.label}: ${error.stack ?? error}`);
    } finally {
      await server?.stop();
      await target.teardown();
    }
  }

  printTable(rows, baseline);
  console.log(
    `\nTotal time ${seconds(started)}; load average now ${loadavg()[0].toFixed(1)} (other work on the machine skews the figures)`,
  );
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
