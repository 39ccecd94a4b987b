import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
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

/** A database some of whose migrations this release does not have: a newer release migrated it. */
export class NewerDatabaseError extends Error {
  constructor(
    message: string,
    /** How many applied migrations this release does not know, and this release's newest. */
    readonly unknownMigrations: number,
    readonly newestKnown: string,
  ) {
    super(message);
    this.name = "NewerDatabaseError";
  }
}

/** The newest migration this release has: its journal's last entry (drizzle records its `when` as `created_at`). */
function newestKnownMigration(): { tag: string; when: number; count: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const newest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
  return { tag: newest.tag, when: newest.when, count: journal.entries.length };
}

/**
 * Refuses a database migrated by a newer release (decision 0068): its schema is not the one this code was written
 * for, and running the older code on it could lose or corrupt what the newer release stored. drizzle applies only
 * migrations newer than the last one applied, so without this check an older release would start silently.
 */
export async function assertNotNewerThanThisRelease(database: Database): Promise<void> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const table = await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!rowsOf<{ name: string | null }>(table)[0]?.name) return;
  const known = newestKnownMigration();
  const result = await database.db.execute(
    sql`select count(*)::int as unknown, max(created_at)::text as newest
        from drizzle.__drizzle_migrations where created_at > ${known.when}`,
  );
  const row = rowsOf<{ unknown: number; newest: string | null }>(result)[0]!;
  if (row.unknown === 0) return;
  throw new NewerDatabaseError(
    `This database was migrated by a newer release of the product: it has ${row.unknown} migration(s) this release ` +
      `does not know (the newest applied ${new Date(Number(row.newest)).toISOString()}; this release ends with ` +
      `${known.tag}). Starting this older release on it could lose data, so it stops here. Start the newer ` +
      `release again, or restore a backup taken before the upgrade into a new DATA_DIR or database ` +
      `(docs/OPERATIONS.md, Upgrades).`,
    row.unknown,
    known.tag,
  );
}

/**
 * Applies the committed migrations, then makes the warehouse table match the company configuration. A database
 * migrated by a newer release is refused (NewerDatabaseError) before anything is written.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  // Each driver's migrator is loaded only for its database: a server on PostgreSQL does not carry PGlite's.
  if (database.driver === "postgres") {
    const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
    await underMigrationLock(database, async () => {
      await assertNotNewerThanThisRelease(database);
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    });
  } else {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await assertNotNewerThanThisRelease(database);
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
