import { writeFile } from "node:fs/promises";
import type { AdminRole } from "@app/shared/core/enums";
import type { Database } from "../db/client.js";
import { controlSocketOf, serveControl, ToolError } from "../db/embedded/control.js";
import { createVerifiedAdmin } from "../features/admins/admins.service.js";
import { type LastBackup, recordBackup } from "../lib/backup/last-backup.js";
import { snapshotEmbedded } from "../lib/backup/write-backup.js";
import { isUniqueViolation } from "../lib/errors.js";

export interface AdminCreateArgs {
  email: string;
  password: string;
  role: AdminRole;
  firstname: string;
  lastname: string;
}

/**
 * What the command-line tools do to a database. Each runs either in the tool's own process (PostgreSQL, or an
 * embedded folder nobody holds) or, beside a running server, in the server that owns the embedded folder, which
 * then sees the result at once (see tool.ts and db/embedded/control.ts).
 */
export const operations = {
  async "admin:create"(database: Database, args: AdminCreateArgs) {
    try {
      const admin = await createVerifiedAdmin(database.db, args);
      return { id: admin.id, email: admin.email, role: admin.role };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ToolError(`an admin with e-mail ${args.email} already exists`);
      throw error;
    }
  },

  /** `dataDir`: the DATA_DIR whose uploads/ receives the demo's parcel photos. */
  async seed(database: Database, args: { dataDir: string }) {
    // Loaded when asked for: the server that serves this operation does not carry the demo seed (and sharp) otherwise.
    const { DEMO_LOGINS, isDatabaseEmpty, seedDemoData } = await import("./demo-data.js");
    if (!(await isDatabaseEmpty(database.db))) return { seeded: false, logins: [] };
    await seedDemoData(database.db, args.dataDir);
    return { seeded: true, logins: DEMO_LOGINS.map(({ label, email, password }) => ({ label, email, password })) };
  },

  /**
   * A consistent copy of the embedded database's files, written to `file` (a tar; see lib/backup), with the uploads
   * of `uploadsDir` held for the backup in `target` at the same moment (answered as `uploadsHeld`).
   */
  async snapshot(database: Database, args: { file: string; uploadsDir?: string; target?: string }) {
    const pglite = database.pglite;
    if (!pglite) throw new ToolError("only the embedded database is backed up this way; on PostgreSQL use pg_dump");
    const uploads = args.uploadsDir && args.target ? { uploadsDir: args.uploadsDir, target: args.target } : undefined;
    const { tar, uploadsHeld } = await snapshotEmbedded(pglite, uploads);
    await writeFile(args.file, tar, { mode: 0o600 });
    return { bytes: tar.length, uploadsHeld };
  },

  /** Remembers a backup just written (lib/backup/last-backup.ts), for the system page. */
  async "backup:record"(database: Database, args: LastBackup) {
    await recordBackup(database.db, args);
    return { recorded: true };
  },
};

export type OperationName = keyof typeof operations;
export type OperationArgs<K extends OperationName> = Parameters<(typeof operations)[K]>[1];
export type OperationResult<K extends OperationName> = Awaited<ReturnType<(typeof operations)[K]>>;

/**
 * The server's side: offers the operations on its embedded database to the local tools, on the control socket
 * named in the folder's lock. Nothing on PostgreSQL (the tools connect to it themselves).
 */
export async function serveOperations(database: Database, dataDir: string, log: Parameters<typeof serveControl>[2]) {
  if (!database.lock) return undefined;
  const handlers = Object.fromEntries(
    Object.entries(operations).map(([name, run]) => [
      name,
      (args: Record<string, unknown>) => (run as (d: Database, a: unknown) => Promise<unknown>)(database, args),
    ]),
  );
  const control = await serveControl(controlSocketOf(dataDir), handlers, log);
  database.lock.update({ control: control.path });
  return control;
}
