import { execFile } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../../db/client.js";
import { copyUploads, holdUploads } from "./copy-uploads.js";
import { pgToolConnection } from "./pg-tools.js";

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
  /** DATA_DIR/uploads (every file a row names was written before its row). */
  uploadsDir: string;
  /**
   * Where the uploads were held while the database's snapshot was (holdUploads): the backup's own uploads/, or a
   * folder beside DATA_DIR/uploads to be copied in. Unset: DATA_DIR/uploads is copied after the dump (a server of an
   * older release took the snapshot).
   */
  uploadsHeld?: string;
  /** The session secret in use (config.JWT_SECRET). */
  secret: string;
}

/**
 * A consistent copy of the embedded database's files (a tar), taken while no transaction is open (PGlite's
 * transaction lock), so it holds whole transactions only; the database pauses for the second or two it takes.
 * With `uploads`, the uploads are held (hard-linked, holdUploads) under the same lock: the backup then has every
 * file its rows name, even one replaced or deleted while the dump is made (it used to copy them after the dump).
 */
export async function snapshotEmbedded(
  pglite: PGlite,
  uploads?: { uploadsDir: string; target: string },
): Promise<{ tar: Buffer; uploadsHeld?: string }> {
  // Public API only: transaction() holds PGlite's transaction lock (no other transaction is open or starts) while the
  // dump is taken; dumpDataDir waits for the statement in flight, so the copy holds whole transactions only.
  const { tar, uploadsHeld } = await pglite.transaction(async () => {
    const tar = await pglite.dumpDataDir("none");
    return { tar, uploadsHeld: uploads && holdUploads(uploads.uploadsDir, uploads.target) };
  });
  return { tar: Buffer.from(await tar.arrayBuffer()), uploadsHeld };
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
 * Writes a backup of the PostgreSQL database at `url` with `pg_dump -Fc`; `signal` aborted (the server stops) kills
 * pg_dump. pg_dump dumps a snapshot exported by a transaction held here, and the uploads are held (holdUploads) just
 * before and just after it is exported, so the backup has the files its rows name even when one is replaced or
 * deleted during the dump: only a file both uploaded and replaced within those few milliseconds could be missing.
 */
export async function writePostgresBackup(url: string, contents: BackupContents, signal?: AbortSignal) {
  const pg = (await import("pg")).default;
  const snapshot = new pg.Client({ connectionString: url });
  await snapshot.connect();
  let uploadsHeld: string | undefined;
  try {
    holdUploads(contents.uploadsDir, contents.target);
    await snapshot.query("begin isolation level repeatable read read only");
    const { rows } = await snapshot.query<{ id: string }>("select pg_export_snapshot() as id");
    uploadsHeld = holdUploads(contents.uploadsDir, contents.target);
    const file = join(contents.target, POSTGRES_DUMP);
    // pg_dump creates its file by the umask (0644 as a rule): made private first, it writes into it as it is, like
    // every other file of the backup (0600), also in a folder an operator made readable to others.
    writeFileSync(file, "", { mode: 0o600 });
    const connection = pgToolConnection(url);
    await run(
      "pg_dump",
      ["-Fc", "--no-owner", "--no-privileges", `--snapshot=${rows[0]!.id}`, "-f", file, connection.url],
      { maxBuffer: 16 * 1024 * 1024, signal, env: connection.env },
    );
  } finally {
    await snapshot.end();
  }
  signal?.throwIfAborted();
  return finishBackup({ ...contents, uploadsHeld }, POSTGRES_DUMP);
}

/** The backup's uploads/: from where they were held with the snapshot, else copied now. Answers how many. */
function uploadsInto(contents: BackupContents): number {
  const folder = join(contents.target, "uploads");
  const { uploadsHeld } = contents;
  if (!uploadsHeld) return copyUploads(contents.uploadsDir, folder);
  if (uploadsHeld === folder)
    return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  try {
    return copyUploads(uploadsHeld, folder);
  } finally {
    rmSync(uploadsHeld, { recursive: true, force: true });
  }
}

function finishBackup(contents: BackupContents, database: string) {
  const uploads = uploadsInto(contents);
  writeFileSync(join(contents.target, SECRET_FILE), contents.secret, { mode: 0o600 });
  const createdAt = new Date().toISOString();
  writeFileSync(
    join(contents.target, "backup.json"),
    `${JSON.stringify({ createdAt, database, uploads, secret: SECRET_FILE }, null, 2)}\n`,
    { mode: 0o600 },
  );
  return { database, uploads, createdAt };
}
