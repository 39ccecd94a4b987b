import type { CustomsLevies } from "@app/shared/customs/duty";
import {
  type StaffTariff,
  TARIFF_TEXTS,
  type TariffVersion,
  type tariffVersionFormSchema,
} from "@app/shared/customs/tariff";
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../../db/schema.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { customsLevies, saveCustomsLevies } from "./customs-levies.js";
import { dayOf, headingOf, insertTariffVersion, type TariffRow, tariffVersions } from "./tariff.repository.js";

/** Tariff management (owners and managers): every version with its state, a new version, the levies. */

async function viewsOf(db: DbOrTx, rows: TariffRow[], now = new Date()): Promise<TariffVersion[]> {
  const ids = [...new Set(rows.map((r) => r.created_by).filter((id): id is number => id != null))];
  const names = new Map(
    ids.length
      ? (await db.select().from(admins).where(inArray(admins.id, ids))).map((a) => [
          a.id,
          `${a.firstname} ${a.lastname}`,
        ])
      : [],
  );
  const today = dayOf(now);
  // rows come newest valid_from first per heading: the first not in the future is current.
  const current = new Set<string>();
  return rows.map((row) => {
    const future = row.valid_from > today;
    const isCurrent = !future && !current.has(row.heading);
    if (isCurrent) current.add(row.heading);
    const { valid_from: _v, ...heading } = headingOf(row);
    return {
      ...heading,
      valid_from: row.valid_from,
      state: future ? "scheduled" : isCurrent ? "current" : "past",
      created_by: row.created_by == null ? null : (names.get(row.created_by) ?? null),
      created_at: row.created_at.toISOString(),
    };
  });
}

export async function staffTariff(ctx: ServiceContext): Promise<StaffTariff> {
  const [rows, levies] = await Promise.all([tariffVersions(ctx.db), customsLevies(ctx.db)]);
  const versions = await viewsOf(ctx.db, rows);
  return { current: versions.filter((v) => v.state === "current"), versions, levies };
}

export async function addTariffVersion(
  ctx: ServiceContext,
  admin: AdminRow,
  form: z.output<typeof tariffVersionFormSchema>,
) {
  const row = await inTransaction(ctx, async (tx) => {
    const added = await insertTariffVersion(tx, {
      heading: form.heading,
      description: form.description,
      keywords: form.keywords,
      duty_rate: form.duty_rate,
      restriction: form.restriction,
      restriction_note: form.restriction === "none" ? null : form.restriction_note,
      valid_from: form.valid_from,
      created_by: admin.id,
    });
    await recordAudit(tx, adminActor(admin), {
      entityType: "customs_tariff",
      entityId: added.id,
      action: "created",
      field: "duty_rate",
      newValue: `HS ${added.heading} ${form.duty_rate} %${form.restriction === "none" ? "" : `, ${form.restriction}`}, valid from ${added.valid_from}`,
    });
    return added;
  });
  const [version] = await viewsOf(ctx.db, [row]);
  return { message: TARIFF_TEXTS.created, version: version! };
}

export async function saveLevies(ctx: ServiceContext, admin: AdminRow, levies: CustomsLevies) {
  const saved = await inTransaction(ctx, (tx) => saveCustomsLevies(tx, levies, adminActor(admin)));
  return { message: TARIFF_TEXTS.leviesSaved, levies: saved };
}
