import { STORED_STATUSES } from "@app/shared/packages";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, customers, packages, warehouses } from "../../db/schema.js";
import type { WarehouseRow } from "./package-records.js";

/** The receiving desk's reads and writes of packages. */

const ownerColumns = {
  id: customers.id,
  name: sql<string>`${customers.firstname} || ' ' || ${customers.lastname}`,
  suite_number: customers.suite_number,
  email_address: customers.email_address,
  firstname: customers.firstname,
};
export type OwnerRow = { id: number; name: string; suite_number: string; email_address: string; firstname: string };

/**
 * Serialises receipts of one tracking number (two desks scanning the same parcel at once) until the transaction
 * ends, so the already-received check below cannot miss the other's row.
 */
export async function lockTrackingNumber(tx: DbOrTx, trackingNumber: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('package-receive'), hashtext(${trackingNumber}))`);
}

/** The oldest waiting pre-alert of this tracking number (what the desk's look-up shows after a scan). */
export async function findWaitingPreAlert(db: DbOrTx, trackingNumber: string) {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.carrier_tracking_number, trackingNumber), eq(packages.status, "expected")))
    .orderBy(asc(packages.created_at), asc(packages.id))
    .limit(1);
  return row;
}

/** A parcel of this tracking number that is on our shelves now. */
export async function findStoredByTracking(db: DbOrTx, trackingNumber: string) {
  const [row] = await db
    .select({ id: packages.id, package_code: packages.package_code, received_at: packages.received_at })
    .from(packages)
    .where(and(eq(packages.carrier_tracking_number, trackingNumber), inArray(packages.status, [...STORED_STATUSES])))
    .orderBy(asc(packages.id))
    .limit(1);
  return row;
}

/**
 * Inside a receipt, in one round trip: the parcel of this tracking number already on our shelves (if any) and the
 * oldest waiting pre-alert (if any; only `ownerId`'s when given), all locked. The receipt's advisory lock is taken first, so no other receipt
 * of the number is between this read and the commit.
 */
export async function findForReceipt(tx: DbOrTx, trackingNumber: string, ownerId?: number) {
  const rows = await tx
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.carrier_tracking_number, trackingNumber),
        inArray(packages.status, ["expected", ...STORED_STATUSES]),
      ),
    )
    .orderBy(asc(packages.created_at), asc(packages.id))
    .for("update");
  const stored = rows.filter((r) => r.status !== "expected").sort((a, b) => a.id - b.id)[0];
  const preAlert = rows.find((r) => r.status === "expected" && (ownerId === undefined || r.user_id === ownerId));
  return { stored, preAlert };
}

/** One warehouse's row (its label and storage terms), for the arrival notice and the answer's storage clock. */
export async function findWarehouse(db: DbOrTx, city: string): Promise<WarehouseRow | undefined> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.city, city)).limit(1);
  return row;
}

export async function findOwner(db: DbOrTx, customerId: number): Promise<OwnerRow | undefined> {
  const [row] = await db.select(ownerColumns).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

/** One package with what its label prints: the owner's name and suite number, and who received it. */
export async function findPackageForLabel(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      package: packages,
      owner_name: sql<string | null>`${customers.firstname} || ' ' || ${customers.lastname}`,
      suite_number: customers.suite_number,
      received_by: sql<string | null>`${admins.firstname} || ' ' || ${admins.lastname}`,
    })
    .from(packages)
    .leftJoin(customers, eq(customers.id, packages.user_id))
    .leftJoin(admins, eq(admins.id, packages.received_by))
    .where(eq(packages.id, id))
    .limit(1);
  return row;
}
