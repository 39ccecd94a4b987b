import type { ClaimOutcome } from "@app/shared/packages/claims";
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
import { customers, packageClaims, packages, uploads } from "../../db/schema.js";

/** Contested claims' reads and writes (docs/decisions/0029-contested-claims.md). */

export type ClaimRow = typeof packageClaims.$inferSelect;
export type NewClaim = typeof packageClaims.$inferInsert;

export async function insertClaims(tx: DbOrTx, rows: NewClaim[]) {
  if (rows.length === 0) return [];
  return tx.insert(packageClaims).values(rows).returning();
}

/**
 * Every claim of a parcel with its claimant (name, suite, e-mail), pre-alert and the pre-alert's receipt (the latest
 * when there were several, as My Packages shows it), oldest first: one statement for every parcel of a page.
 */
export async function claimsOfParcels(db: DbOrTx, parcelIds: number[]) {
  if (parcelIds.length === 0) return [];
  const preAlert = alias(packages, "pre_alert");
  const receipt = db
    .select({ storage_name: uploads.storage_name, original_name: uploads.original_name, mime_type: uploads.mime_type })
    .from(uploads)
    .where(and(eq(uploads.entity_type, "package_receipt"), eq(uploads.entity_id, preAlert.id)))
    .orderBy(desc(uploads.id))
    .limit(1)
    .as("receipt");
  return db
    .select({
      claim: packageClaims,
      name: sql<string>`${customers.firstname} || ' ' || ${customers.lastname}`,
      firstname: customers.firstname,
      suite_number: customers.suite_number,
      email_address: customers.email_address,
      pre_alert_code: preAlert.package_code,
      pre_alert_description: preAlert.description,
      receipt_storage_name: receipt.storage_name,
      receipt_original_name: receipt.original_name,
      receipt_mime_type: receipt.mime_type,
    })
    .from(packageClaims)
    .innerJoin(customers, eq(customers.id, packageClaims.customer_id))
    .leftJoin(preAlert, eq(preAlert.id, packageClaims.pre_alert_id))
    .leftJoinLateral(receipt, sql`true`)
    .where(inArray(packageClaims.parcel_id, parcelIds))
    .orderBy(asc(packageClaims.created_at), asc(packageClaims.id));
}
export type ClaimWithClaimant = Awaited<ReturnType<typeof claimsOfParcels>>[number];

/** One page of the contested queue, oldest first, and how many wait in it. */
/** The contested queue of the caller's warehouses (`scope`). */
export async function contestedPage(db: DbOrTx, page: { limit: number; offset: number }, scope?: WarehouseScope) {
  const where = and(isNotNull(packages.contested_since), inScope(scope, packages.warehouse));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(where)
      .orderBy(asc(packages.contested_since), asc(packages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(packages).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function decideClaim(
  tx: DbOrTx,
  id: number,
  decision: { outcome: ClaimOutcome; reason: string | null; decided_by: number; parcel_id?: number },
) {
  await tx
    .update(packageClaims)
    .set({ ...decision, decided_at: new Date() })
    .where(eq(packageClaims.id, id));
}

/**
 * The customer's own claim on each of these rows of theirs (a pre-alert that claimed a parcel, or the parcel they
 * were given), the latest when there are several. Only `userId`'s claims are read: never another claimant's.
 */
export async function ownClaimsOf(db: DbOrTx, userId: number, packageIds: number[]) {
  const byPackage = new Map<number, ClaimRow>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select()
    .from(packageClaims)
    .where(
      and(
        eq(packageClaims.customer_id, userId),
        or(inArray(packageClaims.pre_alert_id, packageIds), inArray(packageClaims.parcel_id, packageIds)),
      ),
    )
    .orderBy(asc(packageClaims.id));
  const mine = new Set(packageIds);
  for (const row of rows) {
    // A losing pre-alert shows its claim; the parcel shows the claim of the customer it was given to.
    if (row.pre_alert_id != null && mine.has(row.pre_alert_id)) byPackage.set(row.pre_alert_id, row);
    else if (mine.has(row.parcel_id) && row.outcome === "yours") byPackage.set(row.parcel_id, row);
  }
  return byPackage;
}

/** The latest parcel of this tracking number we ever received (on the shelves or gone), if any. */
export async function findReceivedBefore(db: DbOrTx, trackingNumber: string, scope?: WarehouseScope) {
  const [row] = await db
    .select({
      id: packages.id,
      package_code: packages.package_code,
      status: packages.status,
      received_at: packages.received_at,
      created_at: packages.created_at,
      warehouse: packages.warehouse,
    })
    .from(packages)
    .where(
      and(
        eq(packages.carrier_tracking_number, trackingNumber),
        ne(packages.status, "expected"),
        inScope(scope, packages.warehouse),
      ),
    )
    .orderBy(desc(packages.id))
    .limit(1);
  return row;
}

/** Moves a merged pre-alert's receipt onto the parcel it claimed (the pre-alert row is then deleted). */
export async function moveReceipts(tx: DbOrTx, fromPackageId: number, toPackageId: number) {
  await tx
    .update(uploads)
    .set({ entity_id: toPackageId })
    .where(and(eq(uploads.entity_type, "package_receipt"), eq(uploads.entity_id, fromPackageId)));
}

export async function findPackage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row;
}
