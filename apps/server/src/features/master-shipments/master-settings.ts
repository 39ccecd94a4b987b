import {
  DEFAULT_MASTER_STALE_DAYS,
  type MasterSettings,
  masterSettingsSchema,
} from "@app/shared/master-shipments.staff";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { appSettings } from "../../db/schema.js";

/**
 * The master-shipment settings, kept in app_settings so owners and managers change them at run time and every
 * server process reads the same value: `master_stale_days`, the days a master may go without a milestone before
 * staff are e-mailed about it (stale-masters.ts).
 */
export const MASTER_STALE_DAYS_KEY = "master_stale_days";

const staleDaysSchema = masterSettingsSchema.shape.stale_days;

/** The stored days, or the default when none is stored (or the stored value no longer passes the form's rules). */
export async function masterStaleDays(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, MASTER_STALE_DAYS_KEY));
  const parsed = staleDaysSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_MASTER_STALE_DAYS;
}

export async function masterSettings(db: DbOrTx): Promise<MasterSettings> {
  return { stale_days: await masterStaleDays(db) };
}

/** Stores the days (one row, updated in place) with who changed them. */
export async function saveMasterSettings(db: DbOrTx, settings: MasterSettings, adminId: number) {
  await db
    .insert(appSettings)
    .values({ key: MASTER_STALE_DAYS_KEY, value: settings.stale_days, updated_by: adminId })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: settings.stale_days, updated_by: adminId, updated_at: sql`now()` },
    });
  return masterSettings(db);
}
