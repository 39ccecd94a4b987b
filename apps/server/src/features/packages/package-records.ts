import type { PackageStatus } from "@app/shared/core/enums";
import { DAY_MS, type PackageView, storageClock, STORED_STATUSES } from "@app/shared/packages/packages";
import { volumetricGrams } from "@app/shared/core/units";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { packageStatusHistory, packages, uploads, warehouses } from "../../db/schema.js";
import { uploadUrl } from "../../lib/uploads.js";
import { minorToDecimalText } from "@app/shared/rates/rates";

/**
 * The one way every side (portal, desk, back office, jobs) turns package rows into what the API answers and records
 * a status change. Other features use this module, never the packages repositories.
 */

export type PackageRow = typeof packages.$inferSelect;
export type WarehouseRow = typeof warehouses.$inferSelect;

/** Each warehouse's terms by its city, for many views at once. */
export async function warehousesByCity(db: DbOrTx): Promise<Map<string, WarehouseRow>> {
  const rows = await db.select().from(warehouses);
  return new Map(rows.map((w) => [w.city, w]));
}

/** Photo URLs of these packages, in upload order. */
export async function packagePhotos(db: DbOrTx, packageIds: number[]) {
  const byPackage = new Map<number, { url: string; name: string | null }[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select({ id: uploads.entity_id, name: uploads.storage_name, original: uploads.original_name })
    .from(uploads)
    .where(and(eq(uploads.entity_type, "package"), inArray(uploads.entity_id, packageIds)))
    .orderBy(asc(uploads.id));
  for (const row of rows) {
    const list = byPackage.get(row.id) ?? [];
    list.push({ url: uploadUrl(row.name), name: row.original });
    byPackage.set(row.id, list);
  }
  return byPackage;
}

/** A package's photos as a list reads them with its page: [storage name, original name] pairs in upload order. */
export type PhotoPairs = [string, string | null][];

/**
 * The photos of the package whose id is `packageId` (an expression of the outer query, spelled out with its table
 * or alias), in upload order, as a JSON array of PhotoPairs: a list reads its rows' photos with its page instead of
 * in a second query (one round trip fewer; each row is one look-up of uploads_entity_idx).
 */
export const photosJson = (packageId: SQL) =>
  sql<PhotoPairs>`(select coalesce(json_agg(json_build_array(u.storage_name, u.original_name) order by u.id), '[]') from ${uploads} u where u.entity_type = 'package' and u.entity_id = ${packageId})`;

/** PhotoPairs as the API shows them (packagePhotos' shape). */
export const photoViews = (pairs: PhotoPairs) =>
  pairs.map(([name, original]) => ({ url: uploadUrl(name), name: original }));

/** Whole days since the parcel was received while it is still on our shelves; null otherwise. */
export const daysHeld = (row: Pick<PackageRow, "received_at" | "status">, now = new Date()) =>
  row.received_at && STORED_STATUSES.includes(row.status)
    ? Math.floor((now.getTime() - row.received_at.getTime()) / DAY_MS)
    : null;

/** Package rows as the API shows them, with photos, volumetric weight and the storage clock. */
export async function packageViews(db: DbOrTx, rows: PackageRow[], now = new Date()): Promise<PackageView[]> {
  const [terms, photos] = await Promise.all([
    warehousesByCity(db),
    packagePhotos(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => toPackageView(row, terms.get(row.warehouse), photos.get(row.id) ?? [], now));
}

export function toPackageView(
  row: PackageRow,
  warehouse: WarehouseRow | undefined,
  photos: { url: string; name: string | null }[],
  now: Date,
): PackageView {
  const measured = row.length_mm != null && row.width_mm != null && row.height_mm != null;
  const divisor = warehouse?.volumetric_divisor;
  const stored = row.received_at != null && STORED_STATUSES.includes(row.status) && warehouse != null;
  const clock = stored ? storageClock(row.received_at!, now, warehouse!) : undefined;
  return {
    id: row.id,
    package_code: row.package_code,
    status: row.status,
    warehouse: row.warehouse,
    warehouse_label: warehouse?.label ?? row.warehouse,
    carrier: row.carrier,
    carrier_tracking_number: row.carrier_tracking_number,
    store: row.store,
    description: row.description,
    declared_value: row.declared_value == null ? null : minorToDecimalText(row.declared_value),
    declared_currency: row.declared_currency,
    weight_grams: row.weight_grams,
    length_mm: row.length_mm,
    width_mm: row.width_mm,
    height_mm: row.height_mm,
    volumetric_grams: measured
      ? volumetricGrams({ length_mm: row.length_mm!, width_mm: row.width_mm!, height_mm: row.height_mm! }, divisor)
      : null,
    condition: row.condition,
    condition_note: row.condition_note,
    photos,
    received_at: row.received_at?.toISOString() ?? null,
    storage:
      clock && warehouse
        ? {
            free_days: warehouse.free_storage_days,
            free_days_left: clock.freeDaysLeft,
            fees_start_at: clock.feesStartAt.toISOString(),
            fee_per_day: minorToDecimalText(warehouse.storage_fee_per_day),
            fees_so_far: minorToDecimalText(clock.feesMinor),
            currency: warehouse.currency,
          }
        : null,
    created_at: row.created_at.toISOString(),
  };
}

export type NewPackage = typeof packages.$inferInsert;

/** Inserts a package (a pre-alert, or a parcel the desk received with no pre-alert). */
export async function insertPackage(db: DbOrTx, values: NewPackage): Promise<PackageRow> {
  const [row] = await db.insert(packages).values(values).returning();
  return row!;
}

/** Changes a package's columns (and its updated_at); answers the row as it is now. */
export async function updatePackage(db: DbOrTx, id: number, values: Partial<NewPackage>): Promise<PackageRow> {
  const [row] = await db
    .update(packages)
    .set({ ...values, updated_at: new Date() })
    .where(eq(packages.id, id))
    .returning();
  return row!;
}

/** Adds a status to a package's history (call in the transaction that changes the status). */
export async function recordPackageStatus(
  tx: DbOrTx,
  entry: { packageId: number; status: PackageStatus; adminId?: number | null; note?: string | null },
): Promise<void> {
  await tx.insert(packageStatusHistory).values({
    package_id: entry.packageId,
    status: entry.status,
    changed_by: entry.adminId ?? null,
    note: entry.note ?? null,
  });
}
