import { type CustomsLevies, DEFAULT_LEVIES } from "@app/shared/customs/duty";
import { customsLeviesSchema } from "@app/shared/customs/tariff";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { appSettings } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";

/**
 * The levies' rates and bases (decision 0072): one app_settings row, `customs_levies`, defaults from the customs
 * procedure when none is stored (or the stored one no longer passes the form's rules).
 */
const LEVIES_KEY = "customs_levies";
/** How the audit log names this setting (master-settings.ts uses 1). */
const LEVIES_AUDIT_ID = 2;

export async function customsLevies(db: DbOrTx): Promise<CustomsLevies> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LEVIES_KEY));
  const parsed = customsLeviesSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_LEVIES;
}

const summary = (l: CustomsLevies) =>
  `surcharge ${l.surcharge_percent} % of duty, CISS ${l.ciss_percent} % of ${l.ciss_base.toUpperCase()}, ETLS ${l.etls_percent} % of ${l.etls_base.toUpperCase()}, VAT ${l.vat_percent} %, insurance ${l.insurance_percent} % of FOB`;

/** Stores the levies (row locked) and audits the change in the same transaction; the same values change nothing. */
export async function saveCustomsLevies(tx: DbOrTx, levies: CustomsLevies, actor: Actor & { id?: number | null }) {
  await tx.execute(sql`select 1 from ${appSettings} where ${appSettings.key} = ${LEVIES_KEY} for update`);
  const before = await customsLevies(tx);
  if (summary(before) === summary(levies)) return levies;
  await tx
    .insert(appSettings)
    .values({ key: LEVIES_KEY, value: levies, updated_by: actor.id ?? null })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: levies, updated_by: actor.id ?? null, updated_at: sql`now()` },
    });
  await recordAudit(tx, actor, {
    entityType: "app_setting",
    entityId: LEVIES_AUDIT_ID,
    action: "changed",
    field: "customs_levies",
    oldValue: summary(before),
    newValue: summary(levies),
  });
  return levies;
}
