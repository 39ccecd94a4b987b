import type { PackageStatus } from "@app/shared/core/enums";
import { PACKAGE_TABS, type PackageTab } from "@app/shared/packages/packages";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { packages, uploads } from "../../db/schema.js";
import { newestFirst } from "../../lib/list.js";
import { uploadUrl } from "../../lib/uploads.js";
import type { PackageRow } from "./package-records.js";

/** The customer's side of packages: only ever rows of that customer. */

/** Statuses in which the customer may still have a pre-alert of the same tracking number (not yet gone). */
const LIVE_STATUSES: PackageStatus[] = [...PACKAGE_TABS.expected, ...PACKAGE_TABS.warehouse];

/** One page of a customer's packages of one tab, newest first, and how many there are in all. */
export async function listCustomerPackages(
  db: DbOrTx,
  userId: number,
  tab: PackageTab,
  page: { limit: number; offset: number },
): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.user_id, userId), inArray(packages.status, [...PACKAGE_TABS[tab]])))
    .orderBy(...newestFirst("desc", packages.created_at, packages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many of the customer's packages each tab holds, in one round trip. */
export async function tabCountsOf(db: DbOrTx, userId: number): Promise<Record<PackageTab, number>> {
  const rows = await db
    .select({ status: packages.status, n: count() })
    .from(packages)
    .where(eq(packages.user_id, userId))
    .groupBy(packages.status);
  const counts: Record<PackageTab, number> = { expected: 0, warehouse: 0, shipped: 0 };
  for (const row of rows) {
    const tab = (Object.keys(PACKAGE_TABS) as PackageTab[]).find((t) =>
      (PACKAGE_TABS[t] as readonly PackageStatus[]).includes(row.status),
    );
    if (tab) counts[tab] += Number(row.n);
  }
  return counts;
}

/** The package only when it belongs to this customer; `lock` holds it until the transaction ends. */
export async function findCustomerPackage(
  db: DbOrTx,
  userId: number,
  id: number,
  lock = false,
): Promise<PackageRow | undefined> {
  const query = db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.user_id, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The customer's package still expected or at a warehouse with this tracking number, if any (another than `except`). */
export async function findLiveByTracking(db: DbOrTx, userId: number, tracking: string, except?: number) {
  const [row] = await db
    .select({ id: packages.id, package_code: packages.package_code })
    .from(packages)
    .where(
      and(
        eq(packages.user_id, userId),
        eq(packages.carrier_tracking_number, tracking),
        inArray(packages.status, LIVE_STATUSES),
        except === undefined ? undefined : sql`${packages.id} <> ${except}`,
      ),
    )
    .limit(1);
  return row;
}

/** Serialises one customer's pre-alert writes, so two at once cannot both pass the duplicate check. */
export async function lockCustomerPreAlerts(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pre-alert'), ${userId})`);
}

export async function deletePackage(db: DbOrTx, id: number) {
  await db.delete(packages).where(eq(packages.id, id));
}

/** The receipt of each of these pre-alerts (the latest when there were several). */
export async function receiptsOf(db: DbOrTx, packageIds: number[]) {
  const byPackage = new Map<number, { url: string; name: string | null; pdf: boolean }>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select({
      id: uploads.entity_id,
      name: uploads.storage_name,
      original: uploads.original_name,
      mime: uploads.mime_type,
    })
    .from(uploads)
    .where(and(eq(uploads.entity_type, "package_receipt"), inArray(uploads.entity_id, packageIds)))
    .orderBy(asc(uploads.id));
  for (const row of rows)
    byPackage.set(row.id, { url: uploadUrl(row.name), name: row.original, pdf: row.mime === "application/pdf" });
  return byPackage;
}

/** Removes the receipt records of a package; answers their file names (to delete once committed). */
export async function deleteReceipts(db: DbOrTx, packageId: number): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.entity_type, "package_receipt"), eq(uploads.entity_id, packageId)))
    .returning({ name: uploads.storage_name });
  return rows.map((r) => r.name);
}
