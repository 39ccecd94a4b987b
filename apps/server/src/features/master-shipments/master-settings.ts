import {
  DEFAULT_MASTER_STALE_DAYS,
  type MasterSettings,
  type MasterSettingsView,
  masterSettingsSchema,
} from "@app/shared/master-shipments/staff";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { appSettings } from "../../db/schema.js";
import { adminActor, auditViewOf, recordAudit } from "../../lib/audit.js";
import type { AdminRow } from "../../plugins/auth.js";

/**
 * The master-shipment settings, kept in app_settings so owners and managers change them at run time and every
 * server process reads the same value: `master_stale_days`, the days a master may go without a milestone before
 * staff are e-mailed about it (stale-masters.ts).
 */
export const MASTER_STALE_DAYS_KEY = "master_stale_days";
/** How the audit log names this setting: its records are numbered, app_settings rows have keys. */
const STALE_DAYS_AUDIT_ID = 1;

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

/** The settings with their changes from the audit log, newest first. */
export async function masterSettings(db: DbOrTx): Promise<MasterSettingsView> {
  const [stale_days, history] = await Promise.all([
    masterStaleDays(db),
    auditViewOf(db, "app_setting", STALE_DAYS_AUDIT_ID),
  ]);
  return { stale_days, history };
}

/**
 * Stores the days (one row, updated in place) with who changed them, and records the change in the audit log in the
 * same transaction (the row locked, so two saves at once log from-values that follow each other). The same value
 * again changes nothing.
 */
export async function saveMasterSettings(db: Db, settings: MasterSettings, admin: AdminRow) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${appSettings} where ${appSettings.key} = ${MASTER_STALE_DAYS_KEY} for update`);
    const before = await masterStaleDays(tx);
    if (before === settings.stale_days) return;
    await tx
      .insert(appSettings)
      .values({ key: MASTER_STALE_DAYS_KEY, value: settings.stale_days, updated_by: admin.id })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: settings.stale_days, updated_by: admin.id, updated_at: sql`now()` },
      });
    await recordAudit(tx, adminActor(admin), {
      entityType: "app_setting",
      entityId: STALE_DAYS_AUDIT_ID,
      action: "changed",
      field: "stale_days",
      oldValue: String(before),
      newValue: String(settings.stale_days),
    });
  });
  return masterSettings(db);
}
