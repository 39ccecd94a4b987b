import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT, run, scratchPostgres } from "../../test/processes.js";

/**
 * The README's move to PostgreSQL: `npm run backup`, then `DATABASE_URL=… npm run restore` with the same DATA_DIR.
 * Its uploads are the backup's own, which the restore refused ("uploads is not empty"); it now keeps them when they
 * are exactly the backup's (names and sizes), and still refuses uploads that differ. Runs in the 'postgres' project.
 */
const root = mkdtempSync(join(tmpdir(), "freight-move-to-pg-"));
const tsx = join(REPO_ROOT, "node_modules/.bin/tsx");
const postgres = await scratchPostgres();
afterAll(async () => {
  await postgres?.drop();
  rmSync(root, { recursive: true, force: true });
});

/** A backup folder (an empty database's dump, one upload, the secret) and DATA_DIR's uploads as `uploads` says. */
function backupAndDataDir(name: string, uploads: Record<string, string>) {
  const backup = join(root, name, "backup");
  mkdirSync(join(backup, "uploads"), { recursive: true });
  writeFileSync(join(backup, "database.sql"), "SELECT 1;\n");
  writeFileSync(join(backup, "uploads", "receipt.jpg"), "receipt bytes");
  writeFileSync(join(backup, "jwt-secret"), "move-secret-".padEnd(48, "x"));
  const dataDir = join(root, name, "data");
  mkdirSync(join(dataDir, "uploads"), { recursive: true });
  for (const [file, bytes] of Object.entries(uploads)) writeFileSync(join(dataDir, "uploads", file), bytes);
  writeFileSync(join(dataDir, "jwt-secret"), "move-secret-".padEnd(48, "x"));
  return { backup, dataDir };
}

describe.skipIf(!postgres)("npm run restore into PostgreSQL with the backed-up DATA_DIR", () => {
  it("keeps uploads that are exactly the backup's, and refuses ones that differ", async () => {
    const same = backupAndDataDir("same", { "receipt.jpg": "receipt bytes" });
    const moved = await run(tsx, ["apps/server/src/cli/restore.ts", same.backup], {
      DATA_DIR: same.dataDir,
      DATABASE_URL: postgres!.url,
    });
    expect(moved.stderr).toBe("");
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain("already holds the backup's uploads: kept as they are");
    expect(readFileSync(join(same.dataDir, "uploads", "receipt.jpg"), "utf8")).toBe("receipt bytes");

    // Uploads added after the backup: the restore would lose track of them, so it refuses (before the database).
    const other = backupAndDataDir("differs", { "receipt.jpg": "receipt bytes", "later.jpg": "uploaded after" });
    const refused = await run(tsx, ["apps/server/src/cli/restore.ts", other.backup], {
      DATA_DIR: other.dataDir,
      DATABASE_URL: postgres!.url,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("uploads is not empty; restore only into an empty DATA_DIR (or, into PostgreSQL");
  }, 180_000);
});
