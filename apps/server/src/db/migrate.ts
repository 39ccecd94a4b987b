import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type pg from "pg";
import { WAREHOUSES } from "@app/shared/core/company";
import { SERVER_ROOT } from "../config.js";
import type { Database } from "./client.js";
import { warehouses } from "./schema.js";

// From SERVER_ROOT, not this file: in the compiled server this code sits in a chunk of dist/, one folder higher.
const migrationsFolder = join(SERVER_ROOT, "drizzle");

/** Any fixed key: the lock every process of this product takes to migrate one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 4_821_100_018;

/**
 * Several server processes may start at once on one PostgreSQL database (README, 'Several server processes'): each
 * waits for a session advisory lock, held on a connection of its own while the migrator runs on others, so one
 * process applies the migrations and the next finds them applied.
 */
async function underMigrationLock(database: Database, work: () => Promise<void>): Promise<void> {
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await work();
  } finally {
    await lockHolder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockHolder.release();
  }
}

/** Applies the committed migrations, then makes the warehouse table match the company configuration. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === "postgres") {
    await underMigrationLock(database, () => migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder }));
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
  for (const w of WAREHOUSES) {
    const row = {
      city: w.city,
      label: w.label,
      currency: w.currency,
      address_line1: w.address_line1,
      address_line2: w.address_line2,
      state: w.state,
      country: w.country,
      phone_number: w.phone_number,
      zip: w.zip,
      ticket_value: w.ticketValue,
      for_shopping: w.forShopping,
    };
    await database.db.insert(warehouses).values(row).onConflictDoUpdate({ target: warehouses.city, set: row });
  }
  await database.db.execute(sql`select 1`);
}
