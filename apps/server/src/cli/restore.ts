import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { REPO_ROOT } from "../config.js";
import { ToolError } from "../db/embedded/control.js";
import { DatabaseInUseError, liveOwner } from "../db/embedded/lock.js";
import { NewerDatabaseError } from "../db/migrate.js";
import { copyUploads } from "../lib/backup/copy-uploads.js";
import { type HeldBack, heldBackReport } from "../lib/backup/held-back.js";
import { EMBEDDED_DUMP, hasPostgresTools, POSTGRES_DUMP, SECRET_FILE } from "../lib/backup/write-backup.js";
import {
  refuseNonEmptyPostgres,
  restoreDumpIntoPostgres,
  restoreSqlIntoEmbedded,
  restoreSqlIntoPostgres,
} from "./restore-database.js";
import { fail, toolConfig } from "./tool.js";

/**
 * `npm run restore -- <folder> [--resend-queued-mail]`: loads a backup made by `npm run backup` (or the daily
 * backup) into an empty embedded database folder (DATA_DIR), or into an empty PostgreSQL database when
 * DATABASE_URL is set, copies its uploads into DATA_DIR/uploads and puts its session secret back in
 * DATA_DIR/jwt-secret. Messages queued in the backup are held back unless asked (decision 0058). It never writes
 * over data, and a failed restore removes whatever it wrote.
 */
const tool = "restore";
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "resend-queued-mail": { type: "boolean", default: false } },
});
if (!positionals[0]) fail(tool, "name the backup folder: npm run restore -- <folder>");
const source = resolve(REPO_ROOT, positionals[0]);
const pgDumpFile = join(source, POSTGRES_DUMP);
const sqlFile = join(source, EMBEDDED_DUMP);
const fromPostgres = existsSync(pgDumpFile);
if (!fromPostgres && !existsSync(sqlFile))
  fail(tool, `${source} holds neither ${EMBEDDED_DUMP} nor ${POSTGRES_DUMP}: name a folder written by npm run backup`);
// A placeholder secret: without JWT_SECRET, loading the configuration would create DATA_DIR/jwt-secret, and the
// restore writes the backup's own secret there (or leaves nothing behind when it fails).
const config = toolConfig(tool, { ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? "x".repeat(32) });
if (fromPostgres && !config.DATABASE_URL)
  fail(tool, `${POSTGRES_DUMP} is a PostgreSQL backup (pg_dump -Fc): restore it into a new database with DATABASE_URL`);
if (fromPostgres && !(await hasPostgresTools()))
  fail(tool, "this machine has no pg_restore: install PostgreSQL's client tools to restore a PostgreSQL backup");
const dbDir = join(config.DATA_DIR, "db");
const owner = config.DATABASE_URL ? undefined : liveOwner(dbDir);
if (owner) fail(tool, new DatabaseInUseError(dbDir, owner).message);
const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;
const uploads = join(config.DATA_DIR, "uploads");
// Moving an embedded installation to PostgreSQL restores its backup with the same DATA_DIR (README): its uploads are
// then the backup's own, and are kept as they are rather than refused.
const uploadsAreTheBackups = config.DATABASE_URL !== undefined && sameFiles(uploads, join(source, "uploads"));
if (filesOf(uploads).size > 0 && !uploadsAreTheBackups)
  fail(
    tool,
    `${uploads} is not empty; restore only into an empty DATA_DIR` +
      (config.DATABASE_URL ? " (or, into PostgreSQL, one whose uploads are exactly the backup's)" : ""),
  );
if (!config.DATABASE_URL && !isEmpty(dbDir))
  fail(tool, `${dbDir} already holds a database; restore only into an empty folder (move it away first)`);

// What this restore creates, removed again if it fails.
const created = [config.DATA_DIR, dbDir, uploads].filter((dir) => !existsSync(dir) || (dir === dbDir && isEmpty(dir)));
const secretFile = join(config.DATA_DIR, SECRET_FILE);
const secretBefore = existsSync(secretFile) ? readFileSync(secretFile) : undefined;
const options = { resendQueued: values["resend-queued-mail"] === true };

function undo() {
  for (const dir of [...created].reverse()) rmSync(dir, { recursive: true, force: true });
  if (secretBefore) writeFileSync(secretFile, secretBefore, { mode: 0o600 });
  else rmSync(secretFile, { force: true });
}

let held: HeldBack;
try {
  mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
  if (config.DATABASE_URL) {
    await refuseNonEmptyPostgres(config.DATABASE_URL);
    held = fromPostgres
      ? await restoreDumpIntoPostgres(config.DATABASE_URL, pgDumpFile, options)
      : await restoreSqlIntoPostgres(config.DATABASE_URL, sqlFile, options);
  } else {
    held = await restoreSqlIntoEmbedded(dbDir, sqlFile, options);
  }
  if (!uploadsAreTheBackups) copyUploads(join(source, "uploads"), uploads);
  if (existsSync(join(source, SECRET_FILE)))
    writeFileSync(secretFile, readFileSync(join(source, SECRET_FILE), "utf8").trim(), { mode: 0o600 });
} catch (error) {
  undo();
  if (error instanceof ToolError) fail(tool, `${error.message} (nothing was left behind in ${config.DATA_DIR})`);
  if (error instanceof NewerDatabaseError)
    fail(
      tool,
      `this backup was made by a newer release of the product: its database holds ${error.unknownMigrations} ` +
        `migration(s) this release (ending with ${error.newestKnown}) does not know. Restore it with that release ` +
        `or a newer one (nothing was left behind in ${config.DATA_DIR}` +
        `${config.DATABASE_URL ? "; the database at DATABASE_URL holds the backup's tables: drop it" : ""}).`,
    );
  throw error;
}
if (uploadsAreTheBackups) console.log(`${uploads} already holds the backup's uploads: kept as they are.`);
console.log(
  `Restored ${source} into ${config.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : dbDir}` +
    ` (uploads into ${uploads}). Start the server with npm start.`,
);
if (!existsSync(join(source, SECRET_FILE)))
  console.log("This backup holds no session secret (it is older): everyone signs in again after the restore.");
else if (process.env.JWT_SECRET)
  console.log(
    `The backup's session secret is in ${secretFile}; JWT_SECRET is set and wins over it: unset it to use it.`,
  );
const report = heldBackReport(held);
if (report) console.log(report);

/** Every file under `dir` by its path inside it, with its size. */
function filesOf(dir: string): Map<string, number> {
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(dir, path), statSync(path).size] as const;
      }),
  );
}

/** The same files (names and sizes) in both folders, and at least one. */
function sameFiles(a: string, b: string): boolean {
  const [left, right] = [filesOf(a), filesOf(b)];
  return left.size > 0 && left.size === right.size && [...left].every(([name, size]) => right.get(name) === size);
}
