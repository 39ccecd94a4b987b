import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIsolationRecords } from "../../test/customer-isolation.records.js";
import { run, scratchPostgres } from "../../test/processes.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { pruneBackups } from "../lib/backup/scheduled-backup.js";
import { seedDemoData } from "./demo-data.js";
import { serveOperations } from "./operations.js";

/**
 * `npm run backup` of a running embedded database holding records of every kind with their uploads (the server
 * runs in this process, wired as main.ts wires it; the tools are real processes), then `npm run restore` into a
 * fresh folder and, when TEST_DATABASE_URL is set, into a scratch database on that PostgreSQL server: every table
 * reads back the same from all of them, and the uploads are the same files. The restores keep the queued mail
 * queued (--resend-queued-mail), so every row is compared as it was; backup-restore-mail.test.ts holds it back.
 */
const root = mkdtempSync(join(tmpdir(), "freight-backup-"));
const dataDir = join(root, "data");
const backupDir = join(root, "backup");
let database: Database;
let app: FastifyInstance;
let control: Awaited<ReturnType<typeof serveOperations>>;
let postgres: Awaited<ReturnType<typeof scratchPostgres>>;

type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** Every table's rows as the database itself renders them in JSON (UTC), in a fixed order. */
async function contents(query: Query): Promise<Record<string, string>> {
  await query("set timezone = 'UTC'");
  const tables = await query(`select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query(`select coalesce(json_agg(x order by x::text), '[]')::text as rows from ${name} x`);
    result[name as string] = row?.rows as string;
  }
  return result;
}

/** Every file under `dir` (uploads/ and uploads/.incoming/) by its relative path, with its bytes. */
const files = (dir: string) =>
  existsSync(dir)
    ? Object.fromEntries(
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const path = join(entry.parentPath, entry.name);
            return [path.slice(dir.length), readFileSync(path)];
          }),
      )
    : {};

describe.skipIf(process.env.TEST_DRIVER === "postgres")("npm run backup and npm run restore", () => {
  beforeAll(async () => {
    database = await openDatabase({ dataDir: join(dataDir, "db"), holder: "the server (npm start)" });
    await migrateDatabase(database);
    // The isolation records pay a USD invoice in dollars, as test/build-app.ts's merchant does.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      JWT_SECRET: "backup-test-".padEnd(48, "x"),
      PAYSTACK_ACCEPTS_USD: "true",
    });
    app = await buildApp({ config, database, logger: false });
    control = await serveOperations(database, join(dataDir, "db"), app.log);
    await seedDemoData(database.db, dataDir);
    await createIsolationRecords(app);
    postgres = await scratchPostgres(process.env.TEST_DATABASE_URL);
  }, 120_000);
  afterAll(async () => {
    await control?.close();
    await app?.close();
    await database?.close();
    await postgres?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it("backs up the running database and restores it into a fresh folder and into PostgreSQL", async () => {
    // Read before the backup: the backup then records itself in app_settings (last_backup), after its snapshot.
    const original = await contents(async (sql) => (await database.pglite!.query(sql)).rows as never);
    const originalUploads = files(join(dataDir, "uploads"));
    const backup = await run("npm", ["run", "--silent", "backup", "--", backupDir], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`snapshot taken by the running server (process ${process.pid})`);
    const dump = readFileSync(join(backupDir, "database.sql"), "utf8");
    expect(dump).toMatch(/^-- PostgreSQL database dump/m);

    for (const table of ["uploads", "procurements", "pickups", "tickets", "ticket_responses", "invoices", "payments"])
      expect(JSON.parse(original[`public.${table}`] ?? "[]").length, table).toBeGreaterThan(0);
    expect(Object.keys(originalUploads).length).toBeGreaterThanOrEqual(3);

    const restoredDir = join(root, "restored");
    const restored = await run("npm", ["run", "--silent", "restore", "--", backupDir, "--resend-queued-mail"], {
      DATA_DIR: restoredDir,
    });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const copy = await openDatabase({ dataDir: join(restoredDir, "db") });
    try {
      expect(await contents(async (sql) => (await copy.pglite!.query(sql)).rows as never)).toEqual(original);
    } finally {
      await copy.close();
    }
    expect(files(join(restoredDir, "uploads"))).toEqual(originalUploads);

    const again = await run(process.execPath, ["scripts/cli.mjs", "restore", backupDir], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("is not empty; restore only into an empty DATA_DIR");

    if (!postgres) return;
    const pgDataDir = join(root, "pg-data");
    const moved = await run("npm", ["run", "--silent", "restore", "--", backupDir, "--resend-queued-mail"], {
      DATA_DIR: pgDataDir,
      DATABASE_URL: postgres.url,
    });
    expect(moved.stderr).toBe("");
    expect(moved.code).toBe(0);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      expect(await contents(async (sql) => (await client.query(sql)).rows)).toEqual(original);
    } finally {
      await client.end();
    }
    expect(files(join(pgDataDir, "uploads"))).toEqual(originalUploads);
  }, 300_000);

  it("writes a backup named no folder into BACKUP_DIR, where the daily pruning leaves it", async () => {
    const dailyDir = join(root, "daily");
    const backup = await run("npm", ["run", "--silent", "backup"], { DATA_DIR: dataDir, BACKUP_DIR: dailyDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const [folder, ...others] = readdirSync(dailyDir);
    expect(others).toEqual([]);
    expect(folder).toMatch(/^manual-\d{4}-\d{2}-\d{2}T/);
    expect(backup.stdout).toContain(`Backup written to ${join(dailyDir, folder!)}`);
    expect(readFileSync(join(dailyDir, folder!, "database.sql"), "utf8")).toMatch(/^-- PostgreSQL database dump/m);
    expect(pruneBackups(dailyDir, 0)).toEqual([]);
    expect(readdirSync(dailyDir)).toEqual([folder]);
  }, 120_000);
});
