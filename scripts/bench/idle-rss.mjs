// Idle memory of the real server right after start, against the targets: ≤ 300 MB RSS on the embedded database
// (PGlite), ≤ 120 MB on PostgreSQL. Each run starts the compiled server (apps/server/dist, built first when stale;
// `--source` runs apps/server/src/main.ts under tsx instead) on a fresh DATA_DIR with the demo data: on PGlite the
// server seeds it itself, on PostgreSQL the compiled `npm run seed` (apps/server/dist/cli/seed.js) puts it into a
// fresh database first (BENCH_DATABASE_URL or TEST_DATABASE_URL names the server; without one only PGlite is measured). Once /api/health answers
// and says warm (the start's background work done: the tracking cache, the daily jobs' first check with its backup)
// it idles IDLE_RSS_WAIT_MS (default 20000) and reads VmRSS (and the peak, VmHWM) of the server process from /proc;
// the reading 5 s into the idle time is printed beside it. Idle means settled: V8 gives the young generation's
// grown space back (~7 MB) only through its memory reducer, which acts 8–12 s after the heap turned
// quiet (decision 0100).
// BENCH_PGLITE=0 / BENCH_POSTGRES=0 skip a database, as in the other scenarios.
//
//   node scripts/bench/idle-rss.mjs [--source]     prints the figures; exit code 1 when one is over its target
//   npm run bench -- idle-rss                         the same as a bench scenario (one row per database)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildIfStale, cliEntry, SERVER_NODE_ARGS, serverEnv } from "../lib/build.mjs";
import { postgresServerUrl } from "./lib/databases.mjs";
import { freePort, ROOT, waitUntilWarm } from "./lib/processes.mjs";

const TARGET_MB = { PGlite: 300, PostgreSQL: 120 };
const targetText = (database) => `idle RSS on ${database} ≤ ${TARGET_MB[database]} MB`;
const IDLE_MS = Number(process.env.IDLE_RSS_WAIT_MS ?? 20_000);
const EARLY_MS = Math.min(5000, IDLE_MS);

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The demo data into the database `env` names, with the compiled tool (`npm run seed` without npm). */
function seed(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliEntry("seed")], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seed failed (exit ${code}):\n${output}`))));
  });
}

/** Starts the server with `env`, waits until healthy and idle, reads its memory, stops it. */
async function measureServer(env, { source }) {
  const port = await freePort();
  const args = source ? ["--import", "tsx", "apps/server/src/main.ts"] : SERVER_NODE_ARGS;
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...(source ? process.env : serverEnv()), ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited during start:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const startMs = Date.now() - started;
    // Idle means after the start's own background work (the tracking cache's warming, the daily jobs' first check,
    // which writes the day's backup): /api/health says warm.
    await waitUntilWarm(`http://127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, EARLY_MS));
    const early = memoryOf(child.pid).rss;
    await new Promise((r) => setTimeout(r, IDLE_MS - EARLY_MS));
    return { ...memoryOf(child.pid), early, startMs };
  } finally {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** One figure per database: { label, rss, peak, startMs, target }. */
export async function measureIdleRss({ source = false } = {}) {
  if (!source) await buildIfStale();
  const results = [];
  if (process.env.BENCH_PGLITE !== "0") {
    const dataDir = mkdtempSync(join(tmpdir(), "freight-idle-rss-"));
    try {
      results.push({ label: "PGlite", ...(await measureServer({ DATA_DIR: dataDir }, { source })) });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    const name = `idle_rss_${Date.now().toString(36)}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pgDataDir = mkdtempSync(join(tmpdir(), "freight-idle-rss-pg-"));
    const env = { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() };
    await adminQuery(serverUrl, `create database ${name}`);
    try {
      await seed(env);
      results.push({ label: "PostgreSQL", ...(await measureServer(env, { source })) });
    } finally {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
  return results.map((r) => ({ ...r, target: TARGET_MB[r.label] }));
}

const summary = (r) =>
  `${r.rss.toFixed(0)} MB RSS after ${IDLE_MS / 1000} s idle (target ≤ ${r.target} MB${r.rss <= r.target ? ", met" : ", OVER"}); ` +
  `${r.early.toFixed(0)} MB after ${EARLY_MS / 1000} s; peak ${r.peak.toFixed(0)} MB; healthy after ${(r.startMs / 1000).toFixed(1)} s`;

export default {
  name: "idle-rss",
  title: "idle RSS after start (fresh DATA_DIR, demo data)",
  databases: "own",
  targets: [targetText("PGlite"), targetText("PostgreSQL")],
  async run() {
    const results = await measureIdleRss();
    return {
      rows: results.map((r) => ({ label: "idle RSS", database: r.label, text: summary(r) })),
      checks: results.map((r) => ({
        target: targetText(r.label),
        value: `${r.rss.toFixed(0)} MB after ${IDLE_MS / 1000} s idle (${r.early.toFixed(0)} MB after ${EARLY_MS / 1000} s; peak ${r.peak.toFixed(0)} MB)`,
        ok: r.rss <= r.target,
      })),
    };
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv.includes("--source");
  const results = await measureIdleRss({ source });
  console.log(`Idle RSS of the ${source ? "tsx-run (source)" : "compiled"} server, ${IDLE_MS / 1000} s after warm:`);
  for (const r of results) console.log(`  ${r.label.padEnd(10)} ${summary(r)}`);
  if (results.some((r) => r.rss > r.target)) process.exitCode = 1;
}
