import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { REPO_ROOT } from "../config.js";
import { heldBeside } from "../lib/backup/copy-uploads.js";
import {
  type BackupContents,
  hasPostgresTools,
  writeEmbeddedBackup,
  writePostgresBackup,
} from "../lib/backup/write-backup.js";
import { fail, runOperation, toolConfig } from "./tool.js";

/**
 * `npm run backup -- [folder]` (default: BACKUP_DIR/manual-<time>): a consistent backup, also while the server runs (decision 0058): the database,
 * `uploads/` and `jwt-secret`. The embedded database: the server (or this tool, when no server runs) takes a
 * snapshot of its files between transactions and the dump (`database.sql`) is made from it here, so the server is
 * paused only for the snapshot. PostgreSQL (DATABASE_URL): `pg_dump -Fc` into `database.dump`.
 */
const tool = "backup";
const { positionals } = parseArgs({ allowPositionals: true });
const config = toolConfig(tool);
const onPostgres = Boolean(config.DATABASE_URL);
if (onPostgres && !(await hasPostgresTools()))
  fail(
    tool,
    "the database is the PostgreSQL server at DATABASE_URL and this machine has no pg_dump and pg_restore: install " +
      "PostgreSQL's client tools (the same major version as the server or newer) and run npm run backup again",
  );
const dbDir = join(config.DATA_DIR, "db");
if (!onPostgres && !existsSync(dbDir)) fail(tool, `there is no embedded database in ${dbDir} (check DATA_DIR)`);

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
// Without a folder it goes beside the daily backups, in BACKUP_DIR (which outlives a release's code folder), named
// so the daily backups' pruning (BACKUP_KEEP) never removes it.
const target = positionals[0] ? resolve(REPO_ROOT, positionals[0]) : join(config.BACKUP_DIR, `manual-${stamp}`);
if (existsSync(target) && readdirSync(target).length > 0)
  fail(tool, `${target} is not empty; name a new folder: npm run backup -- <folder>`);
mkdirSync(target, { recursive: true, mode: 0o700 });
// A folder the operator made beforehand (mkdir: 0755) is made private too: the backup is as secret as the database.
chmodSync(target, 0o700);

const contents: BackupContents = { target, uploadsDir: join(config.DATA_DIR, "uploads"), secret: config.JWT_SECRET };
const snapshotFile = join(target, ".snapshot.tar");
try {
  let via: string | undefined;
  let written: { database: string; uploads: number; createdAt: string };
  if (onPostgres) {
    written = await writePostgresBackup(config.DATABASE_URL!, contents);
  } else {
    // The uploads are held (hard-linked) with the snapshot, by whoever takes it (lib/backup/copy-uploads.ts).
    const snapshot = await runOperation(
      tool,
      "snapshot",
      { file: snapshotFile, uploadsDir: contents.uploadsDir, target },
      { migrate: false },
    );
    via = snapshot.via;
    const { uploadsHeld } = snapshot.result;
    written = await writeEmbeddedBackup(readFileSync(snapshotFile), { ...contents, uploadsHeld });
  }
  rmSync(snapshotFile, { force: true });
  await runOperation(
    tool,
    "backup:record",
    { at: written.createdAt, folder: target, kind: onPostgres ? "postgres" : "embedded", trigger: "manual" },
    { migrate: false },
  );
  console.log(
    `Backup written to ${target}${via ? ` (snapshot taken by ${via})` : ""}: ${written.database}, the session ` +
      `secret (jwt-secret) and ${written.uploads} uploaded file(s).`,
  );
  // With S3_URL the uploads are in the bucket, not in DATA_DIR/uploads (lib/storage): the bucket has its own tools.
  if (config.S3_URL)
    console.log(
      `The uploads are in the S3-compatible bucket ${config.S3_URL}, not in this backup: copy the bucket with its own tools (aws s3 sync, mc mirror).`,
    );
  console.log(
    `It holds the session secret: keep it as private as the database. Restore it into an empty DATA_DIR ${onPostgres ? "and an empty DATABASE_URL database" : "(or an empty DATABASE_URL database)"}: npm run restore -- ${target}`,
  );
} catch (error) {
  rmSync(target, { recursive: true, force: true });
  rmSync(heldBeside(contents.uploadsDir, target), { recursive: true, force: true });
  throw error;
}
