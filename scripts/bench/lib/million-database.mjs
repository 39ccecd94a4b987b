// The million-row PostgreSQL database shared by staff-lists-million and two-processes-mixed: built once by
// prepare-million.ts (kept between runs, rebuilt when the schema or the builder changes).
import pg from "pg";
import { BENCH_ADMIN, BENCH_CUSTOMER } from "./fixtures.mjs";
import { runTs } from "./processes.mjs";

export const MILLION_DB = process.env.BENCH_MILLION_DB ?? "bench_million";

export async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates (if missing) and builds (if stale) the database; returns { serverUrl, url, summary }. */
export async function prepareMillionDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error("the million-row scenarios need PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL");
  const url = new URL(serverUrl);
  url.pathname = `/${MILLION_DB}`;
  const { rowCount } = await adminQuery(serverUrl, `select 1 from pg_database where datname = '${MILLION_DB}'`);
  if (!rowCount) await adminQuery(serverUrl, `create database ${MILLION_DB}`);
  const output = await runTs("scripts/bench/lib/prepare-million.ts", {
    DATABASE_URL: url.toString(),
    BENCH_ADMIN_EMAIL: BENCH_ADMIN.email,
    BENCH_ADMIN_PASSWORD: BENCH_ADMIN.password,
    BENCH_CUSTOMER_PASSWORD: BENCH_CUSTOMER.password,
  });
  const summary = JSON.parse(output.split("\n").find((l) => l.startsWith('{"rebuilt"')) ?? "null");
  if (!summary) throw new Error(`prepare-million printed no summary:\n${output}`);
  return { serverUrl, url: url.toString(), summary };
}

/** Drops the database when BENCH_MILLION_DROP=1 (it is kept for the next run otherwise). */
export async function dropMillionDatabaseIfAsked(serverUrl) {
  if (process.env.BENCH_MILLION_DROP === "1")
    await adminQuery(serverUrl, `drop database if exists ${MILLION_DB} with (force)`);
}
