import { STORED_STATUSES } from "@app/shared/packages/packages";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
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

/**
 * Inside a receipt, in one round trip: the parcel of this tracking number already on our shelves (if any) and every
 * waiting pre-alert of it (oldest first), all locked. The receipt's advisory lock is taken first, so no other receipt
 * of the number is between this read and the commit.
 */
export async function findForReceipt(tx: DbOrTx, trackingNumber: string) {
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
  return { stored, waiting: rows.filter((r) => r.status === "expected") };
}

/** Every waiting pre-alert of this tracking number with its customer, oldest first (the desk's claims). */
/** The waiting pre-alerts of the number at the caller's warehouses (`scope`). */
export async function findWaitingPreAlerts(db: DbOrTx, trackingNumber: string, scope?: WarehouseScope) {
  return db
    .select({ pre_alert: packages, owner: ownerColumns })
    .from(packages)
    .innerJoin(customers, eq(customers.id, packages.user_id))
    .where(
      and(
        eq(packages.carrier_tracking_number, trackingNumber),
        eq(packages.status, "expected"),
        inScope(scope, packages.warehouse),
      ),
    )
    .orderBy(asc(packages.created_at), asc(packages.id));
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
export async function findPackageForLabel(db: DbOrTx, id: number, scope?: WarehouseScope) {
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
    .where(and(eq(packages.id, id), inScope(scope, packages.warehouse)))
    .limit(1);
  return row;
}
