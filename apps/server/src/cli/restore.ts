import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { REPO_ROOT } from "../config.js";
import { openDatabase } from "../db/client.js";
import { DatabaseInUseError, liveOwner } from "../db/embedded/lock.js";
import { migrateDatabase } from "../db/migrate.js";
import { copyUploads } from "./backup-files.js";
import { fail, toolConfig } from "./tool.js";

/**
 * `npm run restore -- <folder>`: loads a backup made by `npm run backup` into an empty embedded database folder
 * (DATA_DIR), or into an empty PostgreSQL database when DATABASE_URL is set (the way from the embedded database
 * to a PostgreSQL server), and copies its uploads into DATA_DIR/uploads. It never writes over data.
 */
const tool = "restore";
const { positionals } = parseArgs({ allowPositionals: true });
if (!positionals[0]) fail(tool, "name the backup folder: npm run restore -- <folder>");
const source = resolve(REPO_ROOT, positionals[0]);
const dumpFile = join(source, "database.sql");
if (!existsSync(dumpFile)) fail(tool, `${dumpFile} not found: name a folder written by npm run backup`);
const config = toolConfig(tool);
const dbDir = join(config.DATA_DIR, "db");
const owner = config.DATABASE_URL ? undefined : liveOwner(dbDir);
if (owner) fail(tool, new DatabaseInUseError(dbDir, owner).message);
const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;
const uploads = join(config.DATA_DIR, "uploads");
const hasFiles = (dir: string) =>
  existsSync(dir) && readdirSync(dir, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile());
if (hasFiles(uploads)) fail(tool, `${uploads} is not empty; restore only into an empty DATA_DIR`);

/** A dump from a newer PostgreSQL may set parameters an older server does not know (transaction_timeout). */
function withoutUnknownSettings(script: string, known: Set<string>): string {
  return script.replace(/^SET (\w+) = .*;$/gm, (line, name: string) => (known.has(name) ? line : `-- ${line}`));
}

const script = readFileSync(dumpFile, "utf8");
if (config.DATABASE_URL) {
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.n ?? 0) > 0)
      fail(tool, "the database at DATABASE_URL is not empty; restore only into a new database (createdb)");
    const settings = await client.query<{ name: string }>("select name from pg_settings");
    // One simple-protocol query: PostgreSQL runs the whole script as one transaction (all or nothing).
    await client.query(withoutUnknownSettings(script, new Set(settings.rows.map((r) => r.name))));
  } finally {
    await client.end();
  }
  const database = await openDatabase({ url: config.DATABASE_URL });
  await migrateDatabase(database).finally(() => database.close());
} else {
  if (!isEmpty(dbDir))
    fail(tool, `${dbDir} already holds a database; restore only into an empty folder (move it away first)`);
  const database = await openDatabase({ dataDir: dbDir, holder: "npm run restore" }).catch((error) => {
    if (error instanceof DatabaseInUseError) fail(tool, error.message);
    throw error;
  });
  try {
    await database.pglite!.exec(script);
    await database.pglite!.exec("RESET search_path");
    await migrateDatabase(database);
    await database.close();
  } catch (error) {
    await database.close().catch(() => undefined);
    rmSync(dbDir, { recursive: true, force: true });
    throw error;
  }
}
copyUploads(join(source, "uploads"), uploads);
console.log(
  `Restored ${source} into ${config.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : join(config.DATA_DIR, "db")}` +
    ` (uploads into ${uploads}). Start the server with npm start.`,
);
