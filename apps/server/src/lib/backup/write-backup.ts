import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../../db/client.js";
import { copyUploads } from "./copy-uploads.js";

const run = promisify(execFile);

/**
 * A backup folder (decision 0058): the database (`database.sql` from the embedded database, `database.dump` from
 * PostgreSQL in pg_dump's custom format), `uploads/` (the local uploads), `jwt-secret` (what signs sessions and
 * the unsubscribe links already mailed) and `backup.json` (what is in it).
 */
export const EMBEDDED_DUMP = "database.sql";
export const POSTGRES_DUMP = "database.dump";
export const SECRET_FILE = "jwt-secret";

export interface BackupContents {
  /** The folder the backup is written to (it exists and is empty). */
  target: string;
  /** DATA_DIR/uploads, copied after the database (every file a row names was written before its row). */
  uploadsDir: string;
  /** The session secret in use (config.JWT_SECRET). */
  secret: string;
}

/**
 * A consistent copy of the embedded database's files (a tar), taken while no transaction is open (PGlite's
 * transaction lock), so it holds whole transactions only; the database pauses for the second or two it takes.
 */
export async function snapshotEmbedded(pglite: PGlite): Promise<Buffer> {
  // Public API only: transaction() holds PGlite's transaction lock (no other transaction is open or starts) while the
  // dump is taken; dumpDataDir waits for the statement in flight, so the copy holds whole transactions only.
  const tar = await pglite.transaction(() => pglite.dumpDataDir("none"));
  return Buffer.from(await tar.arrayBuffer());
}

/** Writes a backup of an embedded database from its snapshot: the dump is made from a copy opened here. */
export async function writeEmbeddedBackup(snapshot: Buffer, contents: BackupContents) {
  // Loaded when a backup is taken: the server does not carry PGlite's pg_dump otherwise (nor PGlite on PostgreSQL).
  const [{ pgDump }, { PGlite }] = await Promise.all([
    import("@electric-sql/pglite-tools/pg_dump"),
    import("@electric-sql/pglite"),
  ]);
  const copy = await PGlite.create({
    loadDataDir: new Blob([snapshot as Uint8Array<ArrayBuffer>]),
    extensions: await pgliteExtensions(),
  });
  try {
    const dump = await pgDump({ pg: copy, args: ["--no-owner", "--no-privileges"] });
    await writeFile(join(contents.target, EMBEDDED_DUMP), await dump.text(), { mode: 0o600 });
  } finally {
    await copy.close();
  }
  return finishBackup(contents, EMBEDDED_DUMP);
}

/** Whether this machine has PostgreSQL's pg_dump and pg_restore (on the PATH). */
export async function hasPostgresTools(): Promise<boolean> {
  try {
    await Promise.all([run("pg_dump", ["--version"]), run("pg_restore", ["--version"])]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a backup of the PostgreSQL database at `url` with `pg_dump -Fc` (one consistent snapshot); `signal` aborted
 * (the server stops) kills pg_dump.
 */
export async function writePostgresBackup(url: string, contents: BackupContents, signal?: AbortSignal) {
  await run("pg_dump", ["-Fc", "--no-owner", "--no-privileges", "-f", join(contents.target, POSTGRES_DUMP), url], {
    maxBuffer: 16 * 1024 * 1024,
    signal,
  });
  signal?.throwIfAborted();
  return finishBackup(contents, POSTGRES_DUMP);
}

function finishBackup(contents: BackupContents, database: string) {
  const uploads = copyUploads(contents.uploadsDir, join(contents.target, "uploads"));
  writeFileSync(join(contents.target, SECRET_FILE), contents.secret, { mode: 0o600 });
  const createdAt = new Date().toISOString();
  writeFileSync(
    join(contents.target, "backup.json"),
    `${JSON.stringify({ createdAt, database, uploads, secret: SECRET_FILE }, null, 2)}\n`,
    { mode: 0o600 },
  );
  return { database, uploads, createdAt };
}
