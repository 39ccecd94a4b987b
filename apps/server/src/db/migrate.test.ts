import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";
import { migrateDatabase } from "./migrate.js";

/** Two server processes starting at once on one new PostgreSQL database (each with its own pool) both come up. */
describe.skipIf(process.env.TEST_DRIVER !== "postgres")("migrating one PostgreSQL database from two processes", () => {
  it("applies each migration once while the other process waits, and both finish", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `t_migrate_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const first = await openDatabase({ url: target.toString() });
    const second = await openDatabase({ url: target.toString() });
    try {
      const outcomes = await Promise.allSettled([migrateDatabase(first), migrateDatabase(second)]);
      expect(outcomes.map((o) => (o.status === "rejected" ? String(o.reason) : "ok"))).toEqual(["ok", "ok"]);
      const check = new pg.Client({ connectionString: target.toString() });
      await check.connect();
      const { rows } = await check.query(
        "select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations",
      );
      await check.end();
      expect(rows[0].applied).toBeGreaterThan(20);
      expect(rows[0].applied).toBe(rows[0].distinct_hashes);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
