import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { appSettings } from "../../db/schema.js";

/** The app_settings row that remembers the newest backup (decision 0059), for the system page and monitoring. */
export const LAST_BACKUP_KEY = "last_backup";

export interface LastBackup {
  /** When the backup was finished (ISO 8601). */
  at: string;
  /** The folder it was written to. */
  folder: string;
  /** `embedded`: the embedded database's dump; `postgres`: a pg_dump in custom format. */
  kind: "embedded" | "postgres";
  /** `scheduled`: the daily job; `manual`: npm run backup. */
  trigger: "scheduled" | "manual";
}

/** Records a finished backup (the newest wins). */
export async function recordBackup(db: Db, backup: LastBackup): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: LAST_BACKUP_KEY, value: backup })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: backup, updated_at: sql`now()` } });
}

/** The newest backup recorded in this database, or null when none was ever taken. */
export async function lastBackup(db: Db): Promise<LastBackup | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LAST_BACKUP_KEY));
  return (row?.value as LastBackup | undefined) ?? null;
}
