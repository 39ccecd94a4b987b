import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { run } from "../../test/processes.js";
import { openDatabase } from "./client.js";
import { migrateDatabase, NewerDatabaseError } from "./migrate.js";

/** A migration a newer release applied: drizzle's record of it, a day after this release's newest. */
async function applyNewerMigration(db: Awaited<ReturnType<typeof freshDatabase>>["db"]) {
  await db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at)
        select 'a-newer-release', max(created_at) + 86400000 from drizzle.__drizzle_migrations`,
  );
}

describe("a database migrated by a newer release", () => {
  it("is refused before anything is written, with a message saying what to do", async () => {
    const database = await freshDatabase();
    try {
      await migrateDatabase(database); // this release's own database: starts again
      await applyNewerMigration(database.db);
      const refused = migrateDatabase(database);
      await expect(refused).rejects.toBeInstanceOf(NewerDatabaseError);
      await expect(refused).rejects.toThrow(
        /migrated by a newer release of the product: it has 1 migration\(s\) this release does not know .*Start the newer release again, or restore a backup/s,
      );
    } finally {
      await database.close();
    }
  });

  it.skipIf(process.env.TEST_DRIVER === "postgres")(
    "the server does not start on it: exit code 1 and the message, no stack",
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "freight-newer-"));
      afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
      const database = await openDatabase({ dataDir: join(dataDir, "db") });
      await migrateDatabase(database);
      await applyNewerMigration(database.db);
      await database.close();

      const started = await run(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PORT: "0",
      });
      expect(started.code).toBe(1);
      expect(started.stderr).toMatch(/^This database was migrated by a newer release of the product/m);
      expect(started.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
