#!/usr/bin/env node
// `npm run bench [-- <scenario> ...]`: measures the real server against a bare Fastify hello-world and checks the
// performance targets (listed in README.md, Benchmarks). One run with no argument measures everything and ends with a "Targets" summary:
// each target with the measured figure and ✓ or ✗.
//
// What it does
//   1. Starts a hello-world Fastify server (scripts/bench/lib/hello-server.mjs) and measures it: the baseline. It is
//      measured again right before each database's scenarios, so a ratio compares figures taken minutes apart at most.
//   2. For each shared bench database: builds it (100,000 shipments; fixtures in scripts/bench/lib/fixtures.mjs),
//      starts the real server (compiled: apps/server/dist/main.js) on a free port against it, runs the scenarios that
//      belong there, stops it. The databases: PGlite under a temporary DATA_DIR (unless BENCH_PGLITE=0), and
//      PostgreSQL whenever BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (unless BENCH_POSTGRES=0): a fresh
//      database is created on it and dropped afterwards. So
//        TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
//      measures both databases; without such a variable, PGlite only (the PostgreSQL targets then read "not measured").
//   3. Runs the scenarios that bring their own databases and servers (staff lists and two processes on the
//      million-row PostgreSQL database, idle RSS, Lighthouse), once each.
//   4. Prints requests/second and p99 latency of every measurement with its ratio to the baseline, the failures, the
//      targets (✓/✗ with the figure) and the total time.
//   A scenario that throws is reported (✗, its targets "not measured") and the run goes on; the exit code is then 1.
//   BENCH_STRICT=1 also makes a missed or unmeasured target exit 1.
//
// Adding a scenario: create scripts/bench/<name>.mjs (files directly in scripts/bench/ are scenarios; helpers
// live in scripts/bench/lib/) that default-exports
//
//   {
//     name: "admin-shipments",          // `npm run bench -- admin-shipments` runs only the named scenarios
//     title: "GET /api/shipment",       // shown while it runs
//     databases: "each",                // where it runs:
//                                       //   "each"        on every shared bench database (the default)
//                                       //   "PostgreSQL"  on the shared PostgreSQL bench database only
//                                       //   "own"         once, outside them: it builds its own database(s) and starts
//                                       //                 its own server(s); with needs: "PostgreSQL" it is skipped
//                                       //                 (and says why) when no PostgreSQL server is configured
//     targets: ["…"],                   // the targets it checks (texts, as printed in the summary); one it returns
//                                       // no check for reads "not measured"
//     async run(ctx) { ...; return { rows: [row, ...], checks: [check, ...] } },   // or just [row, ...]
//   }
//
//   ctx.target    { label: "PGlite" | "PostgreSQL", baseUrl, databaseUrl? }   the running real server (databaseUrl:
//                 PostgreSQL only, for a scenario that builds its own records in bulk); "own" scenarios get none
//   ctx.measure(spec, options?)   autocannon with the common settings (warm-up until throughput settles, duration,
//                 connections); spec is
//                 { baseUrl, nextPath: () => string, method?, headers?, body? }; returns
//                 { rps, p99, p50, requests, non2xx, errors }. Each request comes from a different
//                 X-Forwarded-For address, so per-client rate limits apply but do not trip.
//                 options (default ctx.options): { duration, warmup, minWarmup, connections, rate }, rate = a fixed number
//                 of requests a second over all connections (autocannon's overallRate) instead of a closed loop.
//   ctx.fixtures  { shipments, admin: { email, password }, customer: { email, password } } plus
//                 trackingNumber(n) / randomTrackingNumber() in lib/fixtures.mjs. Log in over HTTP
//                 (POST /api/admins/login) to get a bearer token.
//   ctx.baseline  the latest hello-world figures; ctx.helloWorld() measures hello-world again now (a row with
//                 `isBaseline: true`), for a scenario that alternates its load with the baseline's;
//                 ctx.options { duration, warmup, connections }; ctx.root (repo root)
//
//   A row is { label, rps?, p99?, p50?, non2xx?, errors?, text?, baseline? }: load figures are printed with their
//   ratio to the baseline (the row's own, else the latest); `text` is printed as is (e.g. "performance 98, LCP 1.1 s" from a Lighthouse run).
//   A check is { target, value, ok }: `target` one of the scenario's `targets`, `value` the measured figure as
//   printed ("0.52 × hello-world, p99 6 ms"), `ok` whether the target is met.
//   Throw when the scenario cannot measure (the run records the failure and goes on).
//
// Settings (environment): BENCH_DURATION (s, default 10), BENCH_WARMUP (longest warm-up, s, 30), BENCH_MIN_WARMUP
// (shortest warm-up, s, 10), BENCH_CONNECTIONS (20),
// BENCH_SHIPMENTS (100000), BENCH_POSTGRES=0 (skip PostgreSQL), BENCH_PGLITE=0 (skip PGlite), BENCH_STRICT=1 (exit 1
// on a missed target too), BENCH_MILLION_DB (the million-row database's name, bench_million), and each scenario's own
// (see its header). The server runs as shipped: its default log level (info), one access line a request.
import { readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { databaseTargets, postgresServerUrl } from "./bench/lib/databases.mjs";
import { BENCH_ADMIN, BENCH_CUSTOMER, SHIPMENT_COUNT } from "./bench/lib/fixtures.mjs";
import { measure, OPTIONS } from "./bench/lib/measure.mjs";
import { ROOT, startAppServer, startHelloServer } from "./bench/lib/processes.mjs";

const NO_POSTGRES = "no PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL";

/**
 * The order scenarios run in, and their targets are listed in: on each database the read-only loads come before the
 * scenarios that add records; the scenarios with their own servers come after the shared databases.
 */
const ORDER = [
  "tracking",
  "admin-shipments-list",
  "receive-packages",
  "tracking-under-photos",
  "master-milestone",
  "wallet-payments",
  "staff-lists-million",
  "reports-million",
  "idle-rss",
  "two-processes-mixed",
  "lighthouse",
];
const rank = (scenario) => (ORDER.includes(scenario.name) ? ORDER.indexOf(scenario.name) : ORDER.length);

/** Where a scenario runs ("each", "PostgreSQL" or "own"); older scenario files say onEveryDatabase / ownDatabase. */
const placementOf = (scenario) =>
  scenario.databases ?? (scenario.ownDatabase || scenario.onEveryDatabase === false ? "own" : "each");

async function loadScenarios(only) {
  const dir = join(ROOT, "scripts/bench");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".mjs"))
    .sort();
  const scenarios = [];
  for (const file of files) {
    const scenario = (await import(pathToFileURL(join(dir, file)).href)).default;
    if (!scenario?.name || typeof scenario.run !== "function") throw new Error(`scripts/bench/${file}: not a scenario`);
    if (!["each", "PostgreSQL", "own"].includes(placementOf(scenario)))
      throw new Error(`scripts/bench/${file}: databases must be "each", "PostgreSQL" or "own"`);
    if (only.length === 0 || only.includes(scenario.name)) scenarios.push(scenario);
  }
  const unknown = only.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown.length) throw new Error(`unknown scenario(s): ${unknown.join(", ")} (have: ${files.join(", ")})`);
  return scenarios.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

const fmt = (n, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const firstLine = (error) => String(error?.message ?? error).split("\n")[0];

/** What one run collects: table rows, target checks, failures and skips (per scenario). */
class Report {
  rows = [];
  checks = [];
  /** scenario name → [why it failed or was skipped, ...] */
  problems = new Map();
  failed = false;

  add(scenario, database, result, baseline) {
    const { rows, checks } = Array.isArray(result) ? { rows: result, checks: [] } : result;
    // A row may carry its own baseline (a hello-world figure measured next to it); else the latest one.
    for (const row of rows ?? []) this.rows.push({ database, baseline, ...row });
    for (const check of checks ?? []) this.checks.push({ ...check, scenario: scenario.name });
  }

  fail(scenario, database, error) {
    this.failed = true;
    console.error(`  ✗ ${scenario.name}${database === "-" ? "" : ` (${database})`}: ${error?.stack ?? error}`);
    const where = database === "-" ? "" : ` on ${database}`;
    this.note(scenario, `${scenario.name} failed${where}: ${firstLine(error)}`, `${scenario.name} failed${where}`);
  }

  /** `why` is listed under "Failed or skipped"; `short` (default: `why`) stands beside the targets it left unmeasured. */
  note(scenario, why, short = why) {
    this.problems.set(scenario.name, [...(this.problems.get(scenario.name) ?? []), { why, short }]);
  }
}

async function runScenario(report, scenario, ctx, database) {
  const started = Date.now();
  console.log(`  · ${scenario.title ?? scenario.name}`);
  try {
    report.add(scenario, database, await scenario.run(ctx), ctx.baseline);
    console.log(`    (${scenario.name}${database === "-" ? "" : ` on ${database}`}: ${seconds(started)})`);
  } catch (error) {
    report.fail(scenario, database, error);
  }
}

async function measureBaseline(label) {
  console.log(`\n· hello-world baseline (bare Fastify)${label ? `, ${label}` : ""}`);
  const hello = await startHelloServer();
  try {
    const figures = await measure({ baseUrl: hello.baseUrl, nextPath: () => "/" });
    return { label: `hello-world (bare Fastify)${label ? `, ${label}` : ""}`, database: "-", ...figures };
  } finally {
    await hello.stop();
  }
}

/** The scenarios that run on one shared bench database, against one server started on it. */
async function runOnDatabase(report, target, scenarios, baseline) {
  let server;
  try {
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
      helloWorld: async () => ({ ...(await measureBaseline(`next to ${target.label}`)), isBaseline: true }),
      options: OPTIONS,
      root: ROOT,
    };
    for (const scenario of scenarios) await runScenario(report, scenario, ctx, target.label);
  } catch (error) {
    // The database or its server did not come up: every scenario meant for it failed.
    for (const scenario of scenarios) report.fail(scenario, target.label, error);
  } finally {
    await server?.stop();
    await target.teardown();
  }
}

function printTable(rows) {
  const header = ["scenario", "database", "req/s", "p99 ms", "p50 ms", "vs hello-world"];
  const lines = rows.map((r) => {
    // A row of text (a Lighthouse score, an RSS figure) runs on past the figures' columns.
    if (r.text !== undefined && r.rps === undefined) return [r.label, r.database, r.text];
    const ratio = r.rps / r.baseline.rps;
    const warn = r.non2xx || r.errors ? `  ⚠ ${r.non2xx} non-2xx, ${r.errors} errors` : "";
    const versus = r.isBaseline ? "1.00 (baseline)" : `${ratio.toFixed(3)} (${(1 / ratio).toFixed(1)}x slower)`;
    return [r.label, r.database, fmt(r.rps), fmt(r.p99), fmt(r.p50), versus + warn];
  });
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.filter((l) => l.length > 3 || i < 2).map((l) => String(l[i]).length)),
  );
  const row = (cells) =>
    cells
      .map((c, i) =>
        cells.length === 3 && i === 2
          ? c
          : i >= 2 && i <= 4
            ? String(c).padStart(widths[i])
            : String(c).padEnd(widths[i]),
      )
      .join("  ");
  console.log(`\n${row(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const l of lines) console.log(row(l).trimEnd());
}

/** Every declared target with its check, or ✗ "not measured" and why; returns how many were missed. */
function printTargets(report, scenarios) {
  const lines = [];
  for (const scenario of scenarios) {
    const checks = report.checks.filter((c) => c.scenario === scenario.name);
    const declared = scenario.targets ?? [];
    for (const target of declared) {
      const found = checks.filter((c) => c.target === target);
      if (found.length) {
        for (const c of found) lines.push({ ok: c.ok, target, value: c.value });
        continue;
      }
      const why =
        report.problems
          .get(scenario.name)
          ?.map((p) => p.short)
          .join("; ") ??
        (/PostgreSQL/.test(target) && !postgresServerUrl() ? NO_POSTGRES : "its database was left out of this run");
      lines.push({ ok: false, target, value: `not measured (${why})` });
    }
    for (const c of checks.filter((c) => !declared.includes(c.target)))
      lines.push({ ok: c.ok, target: c.target, value: c.value });
  }
  if (lines.length === 0) return 0;
  const width = Math.max(...lines.map((l) => l.target.length));
  console.log("\nTargets");
  for (const l of lines) console.log(`  ${l.ok ? "✓" : "✗"} ${l.target.padEnd(width)}  ${l.value}`);
  const missed = lines.filter((l) => !l.ok).length;
  console.log(`  ${lines.length - missed} of ${lines.length} met`);
  return missed;
}

async function main() {
  const started = Date.now();
  const scenarios = await loadScenarios(process.argv.slice(2));
  const targets = databaseTargets();
  console.log(
    `Benchmark: ${OPTIONS.connections} connections, ${OPTIONS.duration} s per run after a warm-up (until throughput ` +
      `settles, ${OPTIONS.minWarmup}–${OPTIONS.warmup} s); ${fmt(SHIPMENT_COUNT)} shipments; databases: ` +
      `${targets.map((t) => t.label).join(" and ") || "none shared"}${postgresServerUrl() ? "" : ` (${NO_POSTGRES})`}; ` +
      `Node ${process.version}, ${cpus().length} CPU(s), load average ${loadavg()[0].toFixed(1)}`,
  );
  const report = new Report();
  let baseline = { ...(await measureBaseline()), isBaseline: true };
  report.rows.push({ ...baseline, baseline });

  const shared = scenarios.filter((s) => placementOf(s) !== "own");
  for (const target of targets) {
    const wanted = shared.filter((s) => placementOf(s) === "each" || placementOf(s) === target.label);
    if (wanted.length === 0) {
      await target.teardown();
      continue;
    }
    if (report.rows.length > 1) {
      baseline = { ...(await measureBaseline(`before ${target.label}`)), isBaseline: true };
      report.rows.push({ ...baseline, baseline });
    }
    await runOnDatabase(report, target, wanted, baseline);
  }
  for (const scenario of shared.filter((s) => placementOf(s) === "PostgreSQL" && !postgresServerUrl()))
    report.note(scenario, `${scenario.name} skipped: ${NO_POSTGRES}`);

  for (const scenario of scenarios.filter((s) => placementOf(s) === "own")) {
    if (scenario.needs === "PostgreSQL" && !postgresServerUrl()) {
      console.log(`\n· ${scenario.name}: skipped (${NO_POSTGRES})`);
      report.note(scenario, `${scenario.name} skipped: ${NO_POSTGRES}`);
      continue;
    }
    console.log(`\n· ${scenario.name}`);
    const database = scenario.needs ?? "-";
    await runScenario(report, scenario, { measure, baseline, options: OPTIONS, root: ROOT }, database);
  }

  printTable(report.rows);
  if (report.problems.size) {
    console.log("\nFailed or skipped");
    for (const problems of report.problems.values()) for (const { why } of problems) console.log(`  ✗ ${why}`);
  }
  const missed = printTargets(report, scenarios);
  console.log(
    `\nTotal time ${seconds(started)}; load average now ${loadavg()[0].toFixed(1)} (other work on the machine skews the figures)`,
  );
  if (report.failed || (missed > 0 && process.env.BENCH_STRICT === "1")) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
