// The databases the benchmark runs on: the embedded PGlite under a temporary DATA_DIR (unless BENCH_PGLITE=0); also
// a fresh PostgreSQL database (created here, dropped afterwards) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set,
// unless BENCH_POSTGRES=0.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { BENCH_ADMIN, BENCH_CUSTOMER, SHIPMENT_COUNT } from "./fixtures.mjs";
import { runTs } from "./processes.mjs";

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server to benchmark on (BENCH_DATABASE_URL, else TEST_DATABASE_URL), unless BENCH_POSTGRES=0. */
export function postgresServerUrl() {
  if (process.env.BENCH_POSTGRES === "0") return undefined;
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/** Each target: { label, env (for the server), setup(), teardown() }. */
export function databaseTargets() {
  const targets = [];
  if (process.env.BENCH_PGLITE !== "0") {
    const dataDir = mkdtempSync(join(tmpdir(), "freight-bench-"));
    targets.push({
      label: "PGlite",
      env: { DATA_DIR: dataDir },
      teardown: async () => rmSync(dataDir, { recursive: true, force: true }),
    });
  }
  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    const name = `bench_${Date.now().toString(36)}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const pgDataDir = mkdtempSync(join(tmpdir(), "freight-bench-pg-"));
    targets.push({
      label: "PostgreSQL",
      env: { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() },
      create: () => adminQuery(serverUrl, `create database ${name}`),
      teardown: async () => {
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
        rmSync(pgDataDir, { recursive: true, force: true });
      },
    });
  }
  for (const target of targets) {
    target.setup = async () => {
      await target.create?.();
      const output = await runTs("scripts/bench/lib/prepare-database.ts", {
        ...target.env,
        BENCH_SHIPMENTS: String(SHIPMENT_COUNT),
        BENCH_ADMIN_EMAIL: BENCH_ADMIN.email,
        BENCH_ADMIN_PASSWORD: BENCH_ADMIN.password,
        BENCH_CUSTOMER_PASSWORD: BENCH_CUSTOMER.password,
      });
      const summary = output.split("\n").find((line) => line.startsWith('{"shipments"'));
      if (!summary) throw new Error(`the bench database builder printed no summary:\n${output}`);
      return JSON.parse(summary);
    };
  }
  return targets;
}
