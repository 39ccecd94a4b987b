import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.js";

/** One type for both drivers: every repository takes this (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A repository function accepts the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite under `dataDir` (or in memory for `memory://`). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    // A connection the server ends (restart, failover, DROP DATABASE ... FORCE) must not crash the process:
    // a query in flight still fails on its own promise; the pool replaces the connection.
    pool.on("error", (error) => console.warn(`database: a pooled connection was closed (${error.message})`));
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = drizzlePg(pool, { schema, casing: undefined }) as unknown as Db;
    return { db, driver: "postgres", close: () => pool.end() };
  }
  const dir = options.dataDir;
  if (dir && dir !== "memory://") mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir && dir !== "memory://" ? dir : undefined);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, driver: "pglite", close: () => client.close() };
}
