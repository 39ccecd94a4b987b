import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { REPO_ROOT } from "../config.js";
import { PGLITE_EXTENSIONS } from "../db/client.js";
import { copyUploads } from "./backup-files.js";
import { fail, runOperation, toolConfig } from "./tool.js";

/**
 * `npm run backup -- [folder]`: a consistent backup of the embedded database, also while the server runs:
 * `database.sql` (a standard PostgreSQL dump, which `npm run restore` or psql loads) and `uploads/`.
 * The server (or this tool, when no server runs) takes a snapshot of the database files between transactions;
 * the dump is made from that snapshot here, so the server is paused only for the snapshot.
 */
const tool = "backup";
const { positionals } = parseArgs({ allowPositionals: true });
const config = toolConfig(tool);
if (config.DATABASE_URL)
  fail(
    tool,
    "the database is the PostgreSQL server at DATABASE_URL: back it up with pg_dump " +
      `(pg_dump --no-owner --no-privileges "$DATABASE_URL" > database.sql) and copy ${join(config.DATA_DIR, "uploads")}`,
  );
const dbDir = join(config.DATA_DIR, "db");
if (!existsSync(dbDir)) fail(tool, `there is no embedded database in ${dbDir} (check DATA_DIR)`);

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = resolve(REPO_ROOT, positionals[0] ?? join("backups", `swiftway-${stamp}`));
if (existsSync(target) && readdirSync(target).length > 0)
  fail(tool, `${target} is not empty; name a new folder: npm run backup -- <folder>`);
mkdirSync(target, { recursive: true });

const snapshotFile = join(target, ".snapshot.tar");
try {
  const { via } = await runOperation(tool, "snapshot", { file: snapshotFile }, { migrate: false });
  const copy = await PGlite.create({
    loadDataDir: new Blob([readFileSync(snapshotFile)]),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    const dump = await pgDump({ pg: copy, args: ["--no-owner", "--no-privileges"] });
    writeFileSync(join(target, "database.sql"), await dump.text(), { mode: 0o600 });
  } finally {
    await copy.close();
  }
  // After the snapshot: every file its rows name was written before the row was committed.
  const files = copyUploads(join(config.DATA_DIR, "uploads"), join(target, "uploads"));
  writeFileSync(
    join(target, "backup.json"),
    `${JSON.stringify({ createdAt: new Date().toISOString(), dataDir: config.DATA_DIR, database: "database.sql", uploads: files }, null, 2)}\n`,
  );
  console.log(
    `Backup written to ${target}${via ? ` (snapshot taken by ${via})` : ""}: database.sql and ${files} uploaded file(s).`,
  );
  // With S3_URL the uploads are in the bucket, not in DATA_DIR/uploads (lib/storage): the bucket has its own tools.
  if (config.S3_URL)
    console.log(
      `The uploads are in the S3-compatible bucket ${config.S3_URL}, not in this backup: copy the bucket with its own tools (aws s3 sync, mc mirror).`,
    );
  console.log(`Restore it into an empty DATA_DIR (or an empty DATABASE_URL database): npm run restore -- ${target}`);
} catch (error) {
  rmSync(target, { recursive: true, force: true });
  throw error;
} finally {
  rmSync(snapshotFile, { force: true });
}
