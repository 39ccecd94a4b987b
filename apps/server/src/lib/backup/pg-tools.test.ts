import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchPostgres } from "../../../test/processes.js";
import { restoreDumpIntoPostgres } from "../../cli/restore-database.js";
import { openDatabase } from "../../db/client.js";
import { migrateDatabase } from "../../db/migrate.js";
import { POSTGRES_DUMP, writePostgresBackup } from "./write-backup.js";

/**
 * The PostgreSQL backup and restore run pg_dump and pg_restore without DATABASE_URL's password on their command
 * line, which every user of the machine sees (ps) while they run: it is in their environment (PGPASSWORD). Stand-ins
 * on the PATH write down what each was given, then run the real tool. Runs in the 'postgres' vitest project (the
 * test server trusts local connections, so the password in the URL is not checked, only carried).
 */
const source = await scratchPostgres();
const target = await scratchPostgres();
const root = mkdtempSync(join(tmpdir(), "freight-pg-tools-"));
const PASSWORD = "s3cret in/the?url";
const withPassword = (url: string) => {
  const parsed = new URL(url);
  parsed.password = encodeURIComponent(PASSWORD);
  return parsed.toString();
};

/** pg_dump and pg_restore stand-ins in `root/bin` that log their arguments and PGPASSWORD, then run the real tool. */
function recordingTools(): string {
  const bin = join(root, "bin");
  mkdirSync(bin);
  const log = join(root, "calls.log");
  for (const tool of ["pg_dump", "pg_restore"]) {
    const real = execFileSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).trim();
    const script = join(bin, tool);
    writeFileSync(
      script,
      `#!/bin/sh\nprintf 'args: %s\\n' "$*" >> '${log}'\nprintf 'PGPASSWORD: %s\\n' "\${PGPASSWORD-}" >> '${log}'\nexec '${real}' "$@"\n`,
    );
    chmodSync(script, 0o755);
  }
  return log;
}

describe.skipIf(!source)("pg_dump and pg_restore are not given the database password as an argument", () => {
  const path = process.env.PATH;
  afterAll(async () => {
    process.env.PATH = path;
    await source?.drop();
    await target?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it("backs up and restores with the password in PGPASSWORD only", async () => {
    const database = await openDatabase({ url: source!.url });
    await migrateDatabase(database).finally(() => database.close());
    const log = recordingTools();
    process.env.PATH = `${join(root, "bin")}${delimiter}${path}`;
    const backup = join(root, "backup");
    mkdirSync(backup, { mode: 0o700 });

    await writePostgresBackup(withPassword(source!.url), {
      target: backup,
      uploadsDir: join(root, "no-uploads"),
      secret: "x".repeat(48),
    });
    await restoreDumpIntoPostgres(withPassword(target!.url), join(backup, POSTGRES_DUMP), { resendQueued: false });

    const calls = readFileSync(log, "utf8").split("\n");
    const args = calls.filter((line) => line.startsWith("args: "));
    expect(args.some((line) => line.includes("-Fc"))).toBe(true);
    expect(args.some((line) => line.includes("--single-transaction"))).toBe(true);
    for (const line of args) expect(line).not.toContain(encodeURIComponent(PASSWORD).slice(0, 6));
    expect(calls).toContain(`PGPASSWORD: ${PASSWORD}`);
    // The restore is whole: the migrations' record came across.
    const restored = await openDatabase({ url: target!.url });
    try {
      const rows = await restored.db.execute("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(60);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
