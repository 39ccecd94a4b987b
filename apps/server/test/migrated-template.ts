import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.js";
import { migrateDatabase } from "../src/db/migrate.js";

/**
 * Vitest's global setup for the API tests: migrates one database before any test file runs, and every test file's
 * fresh database starts as a copy of it (build-app.ts) instead of running every migration again: on PGlite a
 * dumped data directory it loads (no initdb, no migrations), on PostgreSQL a template database it is created from.
 * The copy is keyed by the migrations' contents, so a new or changed migration makes a new one. Each file still
 * calls migrateDatabase on its copy, which finds nothing to apply.
 */
declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

const MIGRATIONS = join(import.meta.dirname, "../drizzle");

function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS).sort()) {
    if (name.endsWith(".sql")) hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  }
  hash.update(readFileSync(join(MIGRATIONS, "meta/_journal.json")));
  return hash.digest("hex").slice(0, 16);
}

async function pgliteTemplate(key: string): Promise<string> {
  const file = join(tmpdir(), `freight-test-template-${key}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    await migrateDatabase(database);
    const dump = await database.pglite!.dumpDataDir("none");
    // Written aside and renamed: a run that stops half way never leaves a half file under the final name.
    const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}`;
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, file);
  } finally {
    await database.close();
  }
  return file;
}

async function postgresTemplate(url: string, key: string): Promise<string> {
  const name = `t_template_${key}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rows.length) return name;
    const building = `${name}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.query(`create database ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ url: target.toString() });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    // Another run may have made the same template meanwhile: then its copy serves, and this one goes.
    await admin.query(`alter database ${building} rename to ${name}`).catch(async (error) => {
      await admin.query(`drop database ${building}`);
      const { rows: made } = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (!made.length) throw error;
    });
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const key = migrationsKey();
  project.provide("pgliteTemplate", await pgliteTemplate(key));
  const url = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", url ? await postgresTemplate(url, key) : "");
}
