import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.js";
import { DatabaseInUseError } from "../db/embedded/lock.js";
import { migrateDatabase } from "../db/migrate.js";
import { type HeldBack, holdBackQueuedMessages } from "../lib/backup/held-back.js";
import { pgToolConnection } from "../lib/backup/pg-tools.js";
import { ToolError } from "../db/embedded/control.js";

const run = promisify(execFile);

/** How `npm run restore` loads a backup's database; each answers what it held back of the queued messages. */
export interface RestoreOptions {
  /** --resend-queued-mail: the queued messages stay queued and are sent by the restored server. */
  resendQueued: boolean;
}

/** A plain `pg_dump` file holds psql commands (`\restrict`, `COPY … FROM stdin`) that only psql runs. */
export function refusePlainPgDump(script: string) {
  if (/^\\restrict\b/m.test(script) || /^COPY .* FROM stdin;$/m.test(script))
    throw new ToolError(
      "database.sql was written by pg_dump in plain format, which only psql loads: restore it with psql, or back up " +
        "with npm run backup (pg_dump -Fc into database.dump) and restore that",
    );
}

/** A dump from a newer PostgreSQL may set parameters an older server does not know (transaction_timeout). */
function withoutUnknownSettings(script: string, known: Set<string>): string {
  return script.replace(/^SET (\w+) = .*;$/gm, (line, name: string) => (known.has(name) ? line : `-- ${line}`));
}

async function migrateAndHoldBack(database: Database, options: RestoreOptions): Promise<HeldBack> {
  await migrateDatabase(database);
  return options.resendQueued ? { mail: 0, messages: 0 } : holdBackQueuedMessages(database.db);
}

/** Refuses a PostgreSQL database that already holds tables. */
export async function refuseNonEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new ToolError("the database at DATABASE_URL is not empty; restore only into a new database (createdb)");
  } finally {
    await client.end();
  }
}

/** The embedded database's dump (database.sql) into an empty PostgreSQL database, as one transaction. */
export async function restoreSqlIntoPostgres(url: string, dumpFile: string, options: RestoreOptions) {
  const script = readFileSync(dumpFile, "utf8");
  refusePlainPgDump(script);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const settings = await client.query<{ name: string }>("select name from pg_settings");
    // One simple-protocol query: PostgreSQL runs the whole script as one transaction (all or nothing).
    await client.query(withoutUnknownSettings(script, new Set(settings.rows.map((r) => r.name))));
  } finally {
    await client.end();
  }
  const database = await openDatabase({ url });
  return migrateAndHoldBack(database, options).finally(() => database.close());
}

/** A PostgreSQL backup (database.dump, pg_dump's custom format) into an empty database, in one transaction. */
export async function restoreDumpIntoPostgres(url: string, dumpFile: string, options: RestoreOptions) {
  const connection = pgToolConnection(url);
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "-d", connection.url, dumpFile],
    { maxBuffer: 16 * 1024 * 1024, env: connection.env },
  ).catch((error: Error & { stderr?: string }) => {
    throw new ToolError(`pg_restore failed: ${error.stderr?.trim() || error.message}`);
  });
  const database = await openDatabase({ url });
  return migrateAndHoldBack(database, options).finally(() => database.close());
}

/** The embedded database's dump into an empty embedded folder `dbDir` (the caller removes it if this fails). */
export async function restoreSqlIntoEmbedded(dbDir: string, dumpFile: string, options: RestoreOptions) {
  const script = readFileSync(dumpFile, "utf8");
  refusePlainPgDump(script);
  const database = await openDatabase({ dataDir: dbDir, holder: "npm run restore" }).catch((error) => {
    if (error instanceof DatabaseInUseError) throw new ToolError(error.message);
    throw error;
  });
  try {
    await database.pglite!.exec(script);
    await database.pglite!.exec("RESET search_path");
    return await migrateAndHoldBack(database, options);
  } finally {
    await database.close();
  }
}
