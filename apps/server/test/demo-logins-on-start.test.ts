import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { insertStaff } from "../src/db/factories/index.js";
import { migrateDatabase } from "../src/db/migrate.js";
import { startServer } from "./processes.js";

/**
 * A local start prints the demo log-ins only when they exist: on a DATA_DIR restored from a company's backup (a
 * restore drill) it printed "Demo log-ins" with accounts that were never there. compiled-server.test.ts sees them
 * printed after a new folder's demo seed.
 */
const root = mkdtempSync(join(tmpdir(), "freight-demo-logins-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DRIVER === "postgres")("the demo log-ins at start", () => {
  it("are not printed on a database that holds other accounts (a restored backup)", async () => {
    const dataDir = join(root, "restored");
    const database = await openDatabase({ dataDir: join(dataDir, "db"), holder: "test" });
    try {
      await migrateDatabase(database);
      await insertStaff(database.db, { role: "owner", email: "boss@company.example" });
    } finally {
      await database.close();
    }
    const server = await startServer({ DATA_DIR: dataDir });
    server.proc.kill("SIGTERM");
    const { stdout } = await server.exit;
    expect(stdout).toContain("is running at");
    expect(stdout).not.toContain("Demo log-ins");
    expect(stdout).not.toContain("owner@swiftway.test");
  }, 180_000);
});
