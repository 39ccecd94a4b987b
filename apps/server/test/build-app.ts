import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrateDatabase } from "../src/db/migrate.js";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL of TEST_DATABASE_URL when the 'postgres' project runs. Each starts as a copy of the database the
 * global setup migrated (migrated-template.ts); migrating it again finds nothing to do.
 */
export async function freshDatabase(): Promise<Database & { label: string }> {
  const url = process.env.TEST_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await openDatabase({ dataDir: "memory://", loadDataDir });
    await migrateDatabase(database);
    return { ...database, label: "pglite" };
  }
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = inject("postgresTemplate");
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await migrateDatabase(database);
  return {
    ...database,
    label: "postgres",
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database & { label: string };
  dataDir: string;
}

/** Builds the real app on a fresh database and closes both after the file's tests. */
export async function buildTestApp(
  env: Record<string, string> = {},
  extraPlugins: FastifyPluginAsync[] = [],
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "freight-test-"));
  const database = await freshDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JWT_SECRET: "test-secret-".padEnd(48, "x"),
    // Tests that set a public PUBLIC_URL are not about the payment choice a public start must make.
    PAYMENT_PROVIDER: "sandbox",
    // The payment tests were written for a merchant whose Paystack account takes dollars: their USD invoices are
    // charged in USD. The naira checkout's tests (payments.naira.test.ts) run with the default, false.
    PAYSTACK_ACCEPTS_USD: "true",
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, extraPlugins });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database, dataDir };
}
