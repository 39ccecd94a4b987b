import { mkdirSync } from "node:fs";
import { Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { acquireLock, type HeldLock } from "./embedded/lock.js";
import { keepPrivate } from "./embedded/private-folder.js";
import * as schema from "./schema.js";

/** One type for both drivers: every repository takes this (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A repository function accepts the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** The embedded database itself (PGlite only): snapshots for backups. */
  pglite?: PGlite;
  /** The lock on the embedded database folder, held until close(). */
  lock?: HeldLock;
  close(): Promise<void>;
}

/**
 * The PostgreSQL extensions the migrations create (CREATE EXTENSION), loaded into every embedded database: PGlite
 * has only the extensions it is given when it opens. On a PostgreSQL server they come with its contrib package.
 * pg_trgm: the trigram indexes of the staff lists' any-field search (migration 0015).
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

/**
 * Memory settings of the embedded database, on top of PGlite's own start parameters. PGlite is one backend in this
 * process's WebAssembly heap, which grows to what PostgreSQL touches and never shrinks: initdb's default
 * shared_buffers of 128 MB fill up as tables are read and stay for the life of the process (idle RSS 520-900 MB).
 * 16 MB hold the working set of a small business's data; pages beyond it come from the operating system's file
 * cache (the database folder is ordinary files). work_mem and maintenance_work_mem bound one sort or index build;
 * temp_buffers the temporary tables (none are used).
 */
export const PGLITE_SETTINGS = {
  shared_buffers: "16MB",
  work_mem: "4MB",
  maintenance_work_mem: "16MB",
  temp_buffers: "1MB",
  wal_buffers: "1MB",
};

/** Bounds on every wait for PostgreSQL, in milliseconds (0: no bound). */
export interface DatabaseTimeouts {
  /** Opening one connection (TCP and start-up handshake). */
  connectMs: number;
  /** Waiting for a pooled connection, opening a new one included. */
  acquireMs: number;
  /** One statement: the server cancels it (statement_timeout), and the client gives up half a second later. */
  statementMs: number;
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite under `dataDir` (or in memory for `memory://`).
 * Without `timeouts` a PostgreSQL wait is unbounded (migrations, tests).
 * An embedded folder is locked for this process first (see embedded/lock.ts): when another live process holds it,
 * this throws a DatabaseInUseError before touching the folder. `holder` names this process in the lock.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** An embedded database to start from: a data directory dumped by PGlite's dumpDataDir (a copy, not a restore). */
  loadDataDir?: Blob;
  timeouts?: DatabaseTimeouts;
  holder?: string;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      // No parallel workers: the server answers many small requests at once, and starting two workers cost a staff
      // list search 10-25 ms where its index look-ups took under 1 ms (EXPLAIN ANALYZE at a million rows).
      options: "-c max_parallel_workers_per_gather=0",
      ...(options.timeouts && {
        connectionTimeoutMillis: options.timeouts.acquireMs,
        Client: boundedClient(options.timeouts),
      }),
    });
    // A connection the server ends (restart, failover, DROP DATABASE ... FORCE) must not crash the process:
    // a query in flight still fails on its own promise; the pool replaces the connection.
    pool.on("error", (error) => console.warn(`database: a pooled connection was closed (${error.message})`));
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = drizzlePg(pool, { schema, casing: undefined }) as unknown as Db;
    return { db, driver: "postgres", close: () => pool.end() };
  }
  const dir = options.dataDir && options.dataDir !== "memory://" ? options.dataDir : undefined;
  const lock = dir ? acquireLock(dir, options.holder ?? `${process.argv.slice(1).join(" ")}`) : undefined;
  try {
    // Only this process's user may read the database (its files hold password hashes and every e-mail): a new
    // folder (and a new DATA_DIR) is made 0700, and an existing one tightened before PGlite opens it.
    if (dir) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      keepPrivate(dir);
    }
    // The options object form: `new PGlite(undefined, options)` ignores the options.
    // Loaded only for an embedded database: a server on PostgreSQL does not carry PGlite (~5 MB of heap).
    const [{ PGlite }, { drizzle: drizzlePglite }, extensions] = await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      pgliteExtensions(),
    ]);
    const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
    const client = new PGlite({
      dataDir: dir,
      loadDataDir: options.loadDataDir,
      extensions,
      startParams: [...PGlite.defaultStartParams, ...settings],
    });
    await client.waitReady;
    // Its new files (a new database's, pg_internal.init) are loose too; the folder's 0700 already keeps others out.
    if (dir) keepPrivate(dir);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const close = async () => {
      try {
        await client.close();
        // What PGlite created meanwhile (a new database's files, WAL segments) with loose modes.
        if (dir) keepPrivate(dir);
      } finally {
        lock?.release();
      }
    };
    return { db, driver: "pglite", pglite: client, lock, close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * A pg client with connect and statement bounds. A server that stops answering (frozen, or a network that drops
 * packets) leaves a statement without reply: after the read timeout its connection is destroyed, so the pool
 * opens a fresh one instead of handing the stuck one out again. The socket is made here (pg's `stream` option), so
 * destroying it needs nothing of pg's insides; TCP keepalive notices a peer that vanished while idle.
 */
function boundedClient(timeouts: DatabaseTimeouts): typeof pg.Client {
  const statement = timeouts.statementMs || undefined;
  return class BoundedClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      const socket = new Socket();
      super({
        ...config,
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: statement,
        query_timeout: statement && statement + 500,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        stream: () => socket,
      });
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      Object.assign(this, {
        query: (...args: unknown[]) => {
          const result = query(...args);
          if (result instanceof Promise) {
            result.catch((error: Error) => {
              if (error.message === "Query read timeout") socket.destroy();
            });
          }
          return result;
        },
      });
    }
  };
}
