import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../test/http.js";
import { run, scratchPostgres } from "../../test/processes.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { admins } from "../db/schema.js";

/**
 * `npm run admin:create` as an operator types it, against a temporary DATA_DIR (or a scratch
 * PostgreSQL database on the 'postgres' project); then the real app on that same database.
 * A PGlite directory is opened by one process at a time, so every step closes it before the next.
 */
const dataDir = mkdtempSync(join(tmpdir(), "freight-admin-create-"));
let postgres: Awaited<ReturnType<typeof scratchPostgres>>;
let env: Record<string, string>;

beforeAll(async () => {
  postgres = await scratchPostgres();
  env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
});
afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Exactly the documented command (npm's script runs the compiled tool through scripts/cli.mjs). */
const adminCreate = (...args: string[]) => run("npm", ["run", "--silent", "admin:create", "--", ...args], env);
/** The same launcher without npm's start-up cost, for the refusals. */
const adminCreateDirect = (...args: string[]) =>
  run(process.execPath, ["scripts/cli.mjs", "admin-create", ...args], env);
const owner = [
  "--email",
  "Boss@Swiftway.test",
  "--password",
  "Founder2025",
  "--role",
  "owner",
  "--firstname",
  "Femi",
  "--lastname",
  "Adebayo",
];

describe("npm run admin:create", () => {
  it("creates a verified owner who can then log in", async () => {
    const created = await adminCreate(...owner);
    expect(created.stderr).not.toMatch(/admin:create:/);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created owner boss@swiftway\.test \(id \d+\)/);

    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: join(dataDir, "db") });
    try {
      await migrateDatabase(database);
      const [row] = await database.db.select().from(admins).where(eq(admins.email, "boss@swiftway.test"));
      expect(row?.role).toBe("owner");
      expect(row?.verified_at).toBeInstanceOf(Date);
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);

      const config = loadConfig({ ...env, LOG_LEVEL: "silent" });
      const app = await buildApp({ config, database, logger: false });
      try {
        const login = await client(app).post("/api/admins/login", {
          email: "boss@swiftway.test",
          password: "Founder2025",
        });
        expect(login.status).toBe(200);
        expect(login.body.admin).toMatchObject({
          email: "boss@swiftway.test",
          role: "owner",
          firstname: "Femi",
          lastname: "Adebayo",
        });
        expect(typeof login.body.token).toBe("string");
        const wrong = await client(app).post("/api/admins/login", {
          email: "boss@swiftway.test",
          password: "Founder2026",
        });
        expect(wrong.status).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  it("refuses a second admin with the same e-mail", async () => {
    const again = await adminCreateDirect(...owner);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("admin:create: an admin with e-mail boss@swiftway.test already exists");
  }, 120_000);

  it("refuses bad arguments before touching the database", async () => {
    const badRole = await adminCreateDirect(...owner.slice(0, 4), "--role", "janitor", ...owner.slice(6));
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("--role must be one of owner, manager, worker");

    const weak = await adminCreateDirect(
      "--email",
      "x@swiftway.test",
      "--password",
      "short",
      "--firstname",
      "A",
      "--lastname",
      "B",
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("--password: Password must be at least 8 characters");
  }, 120_000);
});
