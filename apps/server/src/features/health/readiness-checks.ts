import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SERVER_ROOT } from "../../config.js";
import { fileStoreAt } from "../../lib/storage/index.js";

export type CheckResult = "ok" | string;

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult };
}

/** The creation time of the newest migration this code ships (drizzle's journal), which the database must hold. */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(join(SERVER_ROOT, "drizzle/meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** A file store that takes a write but refuses or hangs would fail every upload: found out within this bound. */
const STORAGE_BOUND_MS = 3000;
/** A probe writes a file: at most once in this long, whatever the probing rate. */
const STORAGE_CHECK_EVERY_MS = 10_000;

const bounded = <T>(work: Promise<T>, ms: number, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * Readiness (decision 0065): the database answers, it holds every migration this code ships, and the file store
 * takes a write (a probe file staged and discarded again). Each check says "ok" or why not.
 */
export function readinessChecks(app: FastifyInstance) {
  const shipped = newestShippedMigration();
  let storage: { at: number; result: CheckResult } | undefined;

  async function database(): Promise<CheckResult> {
    try {
      await app.db.execute(sql`select 1`);
      return "ok";
    } catch (error) {
      app.log.warn({ err: error }, "readiness: database unreachable");
      return "unreachable";
    }
  }

  async function migrations(): Promise<CheckResult> {
    try {
      const result = await app.db.execute(
        sql`select max(created_at)::bigint as newest from drizzle.__drizzle_migrations`,
      );
      const newest = Number((result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest ?? 0);
      return newest >= shipped ? "ok" : "not applied";
    } catch {
      return "unknown (database unreachable)";
    }
  }

  async function storageWritable(): Promise<CheckResult> {
    if (storage && Date.now() - storage.at < STORAGE_CHECK_EVERY_MS) return storage.result;
    const store = fileStoreAt(app.config.DATA_DIR);
    const key = `${randomUUID()}.jpg`;
    let result: CheckResult = "ok";
    try {
      await bounded(store.stage(key, Buffer.alloc(0), "image/jpeg"), STORAGE_BOUND_MS, "the file store");
    } catch (error) {
      // Anyone may ask: the answer is a fixed word, the error (with its paths) goes to the log only.
      result = "not writable";
      app.log.warn({ err: error }, "readiness: file store not writable");
    }
    await bounded(store.discard(key), STORAGE_BOUND_MS, "the file store").catch(() => undefined);
    storage = { at: Date.now(), result };
    return result;
  }

  return async (): Promise<ReadinessReport> => {
    const [db, migrated, files] = await Promise.all([database(), migrations(), storageWritable()]);
    const draining = app.readiness.draining;
    const ready = !draining && db === "ok" && migrated === "ok" && files === "ok";
    return { ready, draining, checks: { database: db, migrations: migrated, storage: files } };
  };
}
