import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { scratchPostgres } from "../../../test/processes.js";
import { loadConfig } from "../../config.js";
import { type Database, openDatabase } from "../../db/client.js";
import { migrateDatabase } from "../../db/migrate.js";
import { runIfDue } from "../schedule.js";
import { scheduledBackupJob } from "./scheduled-backup.js";

/**
 * A backup holds every upload its database names, even one replaced while the database is dumped (a customer's new
 * receipt: the new file written, the row moved to it, the old file deleted). The uploads used to be copied after the
 * dump, so such a backup named a file it did not contain and the restored receipt answered 404. They are now
 * hard-linked at the moment of the database's snapshot.
 */
const root = mkdtempSync(join(tmpdir(), "freight-backup-uploads-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const uploadsDir = join(root, "data", "uploads");
const storageNameOf = async (database: Database) => {
  const result = await database.db.execute(sql`select storage_name from uploads`);
  return (result as unknown as { rows: { storage_name: string }[] }).rows[0]?.storage_name;
};

/** An upload row naming receipt-a.jpg and the file itself. */
async function uploadReceipt(database: Database) {
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(uploadsDir, "receipt-a.jpg"), "first receipt");
  await database.db.execute(sql`insert into uploads (storage_name, mime_type, size_bytes, entity_type, entity_id)
    values ('receipt-a.jpg', 'image/jpeg', 13, 'ticket', 1)`);
}

/** What the customer does meanwhile: the receipt replaced by a new file, the old one deleted. */
async function replaceReceipt(database: Database) {
  writeFileSync(join(uploadsDir, "receipt-b.jpg"), "second receipt");
  await database.db.execute(sql`update uploads set storage_name = 'receipt-b.jpg'`);
  unlinkSync(join(uploadsDir, "receipt-a.jpg"));
  expect(await storageNameOf(database)).toBe("receipt-b.jpg");
}

const configFor = (backupDir: string, databaseUrl?: string) =>
  loadConfig({
    DATA_DIR: join(root, "data"),
    BACKUP_DIR: backupDir,
    JWT_SECRET: "backup-uploads-secret-".padEnd(48, "x"),
    LOG_LEVEL: "silent",
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });

/** The one backup written into `backupDir`. */
function writtenBackup(backupDir: string) {
  const [folder] = readdirSync(backupDir).filter((name) => name.startsWith("swiftway-"));
  return join(backupDir, folder!);
}

describe.skipIf(process.env.TEST_DRIVER === "postgres")("a backup of the embedded database", () => {
  it("holds the upload its database names when it is replaced during the dump", async () => {
    const database = await freshDatabase();
    try {
      await uploadReceipt(database);
      const backupDir = join(root, "embedded-backups");
      const backup = runIfDue(database.db, scheduledBackupJob(configFor(backupDir), database), new Date());
      // The snapshot is handed to the backup worker in the hidden folder: the dump is being made.
      const dumping = () =>
        existsSync(backupDir) &&
        readdirSync(backupDir).some((name) => existsSync(join(backupDir, name, ".snapshot.tar")));
      while (!dumping()) await sleep(20);
      await replaceReceipt(database);
      expect(await backup).toMatchObject({ ran: true });
      const folder = writtenBackup(backupDir);
      expect(readFileSync(join(folder, "database.sql"), "utf8")).toContain("receipt-a.jpg");
      expect(readFileSync(join(folder, "uploads", "receipt-a.jpg"), "utf8")).toBe("first receipt");
    } finally {
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  }, 120_000);
});

const postgres = process.env.TEST_DRIVER === "postgres" ? await scratchPostgres() : undefined;

describe.skipIf(!postgres)("a backup of a PostgreSQL database", () => {
  afterAll(() => postgres?.drop());

  it("holds the upload its dump names when it is replaced before the uploads are gathered", async () => {
    const database = await openDatabase({ url: postgres!.url });
    // pg_dump as installed, but it waits after its dump for the test to replace the receipt (the slow end of a real
    // dump, when the database has been read and the uploads were then copied).
    const bin = join(root, "bin");
    mkdirSync(bin, { recursive: true });
    const real = execFileSync("sh", ["-c", "command -v pg_dump"], { encoding: "utf8" }).trim();
    writeFileSync(
      join(bin, "pg_dump"),
      `#!/bin/sh\n[ "$1" = --version ] && exec ${real} "$@"\n${real} "$@"; code=$?\n` +
        `touch ${root}/dumped\nwhile [ ! -e ${root}/go ]; do sleep 0.05; done\nexit $code\n`,
      { mode: 0o755 },
    );
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    try {
      await migrateDatabase(database);
      await uploadReceipt(database);
      const backupDir = join(root, "postgres-backups");
      const backup = runIfDue(
        database.db,
        scheduledBackupJob(configFor(backupDir, postgres!.url), database),
        new Date(),
      );
      while (!existsSync(join(root, "dumped"))) await sleep(20);
      await replaceReceipt(database);
      writeFileSync(join(root, "go"), "");
      expect(await backup).toMatchObject({ ran: true });
      const folder = writtenBackup(backupDir);
      const dump = execFileSync("pg_restore", ["-f", "-", join(folder, "database.dump")], { encoding: "utf8" });
      expect(dump).toContain("receipt-a.jpg");
      expect(readFileSync(join(folder, "uploads", "receipt-a.jpg"), "utf8")).toBe("first receipt");
    } finally {
      process.env.PATH = path;
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  }, 120_000);
});
