import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, scratchPostgres } from "../../test/processes.js";
import { openDatabase } from "../db/client.js";
import { createPackage, insertCustomer, insertStaff } from "../db/factories/index.js";
import { migrateDatabase } from "../db/migrate.js";
import { channelMessages } from "../db/schema.js";
import { HELD_BACK_REASON } from "../lib/backup/held-back.js";
import { enqueueMail } from "../lib/mail/outbox.js";

/**
 * `npm run backup` on PostgreSQL (pg_dump -Fc into database.dump, with the uploads and the session secret), then
 * `npm run restore` into a new database: every table has the same number of rows, the secret is back in the new
 * DATA_DIR, and the e-mail and SMS queued in the backup are held back. Runs in the 'postgres' vitest project.
 */
const source = await scratchPostgres();
const target = await scratchPostgres();
const root = mkdtempSync(join(tmpdir(), "freight-pg-backup-"));

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(`select table_schema || '.' || table_name as name
      from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`);
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows)
      counts[name] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]!.n;
    return counts;
  } finally {
    await client.end();
  }
}

describe.skipIf(!source)("npm run backup and restore on PostgreSQL (pg_dump -Fc)", () => {
  beforeAll(async () => {
    const database = await openDatabase({ url: source!.url });
    try {
      await migrateDatabase(database);
      await insertStaff(database.db, { role: "owner", email: "owner@staff.test" });
      const owner = await insertCustomer(database.db, { email_address: "ada@example.com" });
      await createPackage(database.db, { owner, receivedDaysAgo: 3 });
      await enqueueMail(database.db, { to: "ada@example.com", subject: "Queued", content: { heading: "Queued" } });
      await database.db
        .insert(channelMessages)
        .values({ channel: "sms", kind: "arrival", to_address: "+2348035550142", body: "Your package arrived" });
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it("restores into a new database with the same row counts, the secret and the queued mail held back", async () => {
    const before = await rowCounts(source!.url);
    expect(before["public.customers"]).toBe(1);
    // A folder the operator made for it beforehand, readable by everyone as mkdir makes it.
    const backupDir = join(root, "backup");
    mkdirSync(backupDir, { mode: 0o755 });
    chmodSync(backupDir, 0o755);
    const env = { DATA_DIR: join(root, "data"), DATABASE_URL: source!.url };
    const backup = await run(process.execPath, ["scripts/cli.mjs", "backup", backupDir], env);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(existsSync(join(backupDir, "database.dump"))).toBe(true);
    // The dump holds every customer's data: no one else may read it or the folder (pg_dump made it 0644).
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect(modeOf(join(backupDir, "database.dump"))).toBe(0o600);
    expect(modeOf(join(backupDir, "jwt-secret"))).toBe(0o600);
    expect(modeOf(backupDir)).toBe(0o700);

    const restoredData = join(root, "restored");
    const restore = await run(process.execPath, ["scripts/cli.mjs", "restore", backupDir], {
      DATA_DIR: restoredData,
      DATABASE_URL: target!.url,
    });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain("Held back 1 e-mail(s) and 1 SMS/WhatsApp message(s)");
    expect(await rowCounts(target!.url)).toEqual(before);
    expect(readFileSync(join(restoredData, "jwt-secret"), "utf8")).toBe(
      readFileSync(join(root, "data", "jwt-secret"), "utf8"),
    );
    const client = new pg.Client({ connectionString: target!.url });
    await client.connect();
    try {
      const { rows } = await client.query("select status, last_error from mail_outbox");
      expect(rows).toEqual([{ status: "failed", last_error: HELD_BACK_REASON }]);
      const sms = await client.query("select status, last_error from channel_messages");
      expect(sms.rows).toEqual([{ status: "failed", last_error: HELD_BACK_REASON }]);
    } finally {
      await client.end();
    }

    // The same backup again into the now full database: refused, and nothing is written.
    const again = await run(process.execPath, ["scripts/cli.mjs", "restore", backupDir], {
      DATA_DIR: join(root, "again"),
      DATABASE_URL: target!.url,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("is not empty");
    expect(existsSync(join(root, "again"))).toBe(false);
  }, 180_000);
});
