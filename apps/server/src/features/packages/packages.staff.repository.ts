import { DAY_MS, STORED_STATUSES } from "@app/shared/packages/packages";
import type { PACKAGE_SORT_COLUMNS, PackageHistoryEntry, StaffPackageListQuery } from "@app/shared/packages/staff";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { admins, customers, packageStatusHistory, packages, uploads } from "../../db/schema.js";
import {
  containsText,
  customerRecordIds,
  emailMatchFor,
  recordIds,
  searchedListWhere,
  startsWith,
} from "../../lib/any-field-search.js";
import { listSource, literalLimit, sortedOrder } from "../../lib/list.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
import { type PackageRow, type PhotoPairs, photosJson } from "./package-records.js";

export type StaffPackageFilter = Omit<StaffPackageListQuery, "page" | "pageSize" | "format">;

const ownerColumns = {
  owner_firstname: customers.firstname,
  owner_lastname: customers.lastname,
  owner_email: customers.email_address,
  owner_suite: customers.suite_number,
};

/** A package row with its owner's name, e-mail and suite (null while the owner is unknown). */
export interface PackageWithOwner<Row = PackageRow> {
  row: Row;
  owner: { id: number; name: string; email_address: string; suite_number: string } | null;
}

function withOwner<Row extends Pick<PackageRow, "user_id">>(
  selected: { row: Row } & Record<keyof typeof ownerColumns, string | null>,
): PackageWithOwner<Row> {
  const { row } = selected;
  return {
    row,
    owner:
      row.user_id == null || selected.owner_email == null
        ? null
        : {
            id: row.user_id,
            name: `${selected.owner_firstname} ${selected.owner_lastname}`,
            email_address: selected.owner_email,
            suite_number: selected.owner_suite ?? "",
          },
  };
}

/*
 * The package id and the carrier tracking number are stored in upper case (the id is 'SWP' and digits;
 * carrierTrackingSchema), and the search upper-cases the text, so their range (startsWith) finds what ILIKE 'text%'
 * would.
 */

/** How a carrier tracking number is stored: upper case, no spaces or dashes (carrierTrackingSchema). */
const asTrackingNumber = (text: string) => text.replace(/[\s-]/g, "").toUpperCase();

/**
 * Any-field search: the carrier tracking number and our package id (prefix; digits alone are the id's number),
 * the owner's e-mail (prefix) and phone unless the caller is not shown them, name or suite (anywhere), the bin and
 * the label's owner text (anywhere), or the record number, each an indexed look-up of ids (lib/any-field-search.ts).
 * Filters: status, warehouse, held longer than N days, unknown or known owner. Only the caller's warehouses.
 */
function whereOf(filter: StaffPackageFilter, caller: ListCaller, now = new Date()): SQL | undefined {
  const conditions: SQL[] = [];
  const scoped = inScope(caller.scope, packages.warehouse);
  if (scoped) conditions.push(scoped);
  if (filter.status) conditions.push(eq(packages.status, filter.status));
  if (filter.warehouse) conditions.push(eq(packages.warehouse, filter.warehouse));
  // A contested parcel has no owner either, but waits in its own queue (package_claims).
  if (filter.owner === "unknown") conditions.push(isNull(packages.user_id), isNull(packages.contested_since));
  if (filter.owner === "contested") conditions.push(isNotNull(packages.contested_since));
  if (filter.owner === "known") conditions.push(isNotNull(packages.user_id));
  if (filter.age) {
    conditions.push(inArray(packages.status, [...STORED_STATUSES]));
    conditions.push(lt(packages.received_at, new Date(now.getTime() - Number(filter.age) * DAY_MS)));
  }
  return searchedListWhere({
    filter: conditions.length ? and(...conditions) : undefined,
    q: filter.q,
    id: packages.id,
    lookups: (text) => {
      const tracking = asTrackingNumber(text);
      const code = /^\d+$/.test(text) ? `SWP${text}` : text.toUpperCase();
      const own = (condition: SQL) => recordIds(packages, packages.id, condition);
      return [
        ...(tracking ? [own(startsWith(packages.carrier_tracking_number, tracking))] : []),
        own(startsWith(packages.package_code, code)),
        customerRecordIds(
          { table: packages, id: packages.id, userId: packages.user_id },
          text,
          emailMatchFor(caller, "prefix"),
        ),
        own(or(containsText(packages.bin_location, text), containsText(packages.label_owner_text, text))!),
      ];
    },
  });
}

/** The columns of a row of the staff list (StaffPackageRow), its photos read with it. */
const listColumns = {
  id: packages.id,
  package_code: packages.package_code,
  user_id: packages.user_id,
  status: packages.status,
  warehouse: packages.warehouse,
  carrier: packages.carrier,
  carrier_tracking_number: packages.carrier_tracking_number,
  description: packages.description,
  weight_grams: packages.weight_grams,
  bin_location: packages.bin_location,
  condition: packages.condition,
  label_owner_text: packages.label_owner_text,
  photos: photosJson(sql`"packages"."id"`),
  received_at: packages.received_at,
  created_at: packages.created_at,
};
export type StaffListPackage = PackageWithOwner<
  Pick<PackageRow, Exclude<keyof typeof listColumns, "photos">> & { photos: PhotoPairs }
>;

const sortColumns: Record<(typeof PACKAGE_SORT_COLUMNS)[number], AnyPgColumn> = {
  package_code: packages.package_code,
  status: packages.status,
  warehouse: packages.warehouse,
  received_at: packages.received_at,
  created_at: packages.created_at,
};

/** Who lists: their warehouses, and whether they are shown customers' contact details (the service context). */
type ListCaller = Pick<ServiceContext, "scope" | "seesContacts">;

/**
 * One page of the staff list (or of the unknown-owner queue, with owner: 'unknown'), and its exact count, within the
 * caller's warehouses.
 */
export function staffPackagePage(db: DbOrTx, filter: StaffPackageFilter, caller: ListCaller) {
  return listSource(db, filter, {
    page: (limit, offset, total) =>
      db
        .select({ row: listColumns, ...ownerColumns, ...total })
        .from(packages)
        .leftJoin(customers, eq(customers.id, packages.user_id))
        .where(whereOf(filter, caller))
        .orderBy(...sortedOrder(filter, sortColumns, packages.created_at, packages.id))
        .limit(literalLimit(limit))
        .offset(offset),
    matches: () =>
      db
        .select({ one: sql`1` })
        .from(packages)
        .leftJoin(customers, eq(customers.id, packages.user_id))
        .where(whereOf(filter, caller)),
    toRow: withOwner,
  });
}

/** One package of the caller's warehouses with its owner and the name of the staff member who received it. */
export async function findStaffPackage(db: DbOrTx, id: number, scope?: WarehouseScope) {
  const [found] = await db
    .select({ row: packages, ...ownerColumns, receiver_first: admins.firstname, receiver_last: admins.lastname })
    .from(packages)
    .leftJoin(customers, eq(customers.id, packages.user_id))
    .leftJoin(admins, eq(admins.id, packages.received_by))
    .where(and(eq(packages.id, id), inScope(scope, packages.warehouse)))
    .limit(1);
  if (!found) return undefined;
  return {
    ...withOwner(found),
    received_by: found.receiver_first == null ? null : `${found.receiver_first} ${found.receiver_last}`,
  };
}

/** The package's status history, newest first, with who made each change. */
export async function historyOf(db: DbOrTx, packageId: number): Promise<PackageHistoryEntry[]> {
  const rows = await db
    .select({
      id: packageStatusHistory.id,
      status: packageStatusHistory.status,
      note: packageStatusHistory.note,
      first: admins.firstname,
      last: admins.lastname,
      created_at: packageStatusHistory.created_at,
    })
    .from(packageStatusHistory)
    .leftJoin(admins, eq(admins.id, packageStatusHistory.changed_by))
    .where(eq(packageStatusHistory.package_id, packageId))
    .orderBy(desc(packageStatusHistory.created_at), desc(packageStatusHistory.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    note: r.note,
    changed_by: r.first == null ? null : `${r.first} ${r.last}`,
    created_at: r.created_at.toISOString(),
  }));
}

/** The package, locked for a change, when it is of the caller's warehouses (`scope`). */
export async function lockPackage(tx: DbOrTx, id: number, scope?: WarehouseScope): Promise<PackageRow | undefined> {
  const [row] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), inScope(scope, packages.warehouse)))
    .for("update")
    .limit(1);
  return row;
}

export async function updatePackage(
  tx: DbOrTx,
  id: number,
  change: Partial<Pick<PackageRow, "status" | "bin_location" | "condition" | "condition_note" | "user_id">>,
) {
  await tx
    .update(packages)
    .set({ ...change, updated_at: new Date() })
    .where(eq(packages.id, id));
}

/** The parcel's photos become its new owner's (so their portal may show them). */
export async function givePhotosTo(tx: DbOrTx, packageId: number, userId: number) {
  await tx
    .update(uploads)
    .set({ owner_user_id: userId })
    .where(and(eq(uploads.entity_type, "package"), eq(uploads.entity_id, packageId)));
}

/** The stored files of the parcel's photos, in upload order (for the arrival notice's inline photos). */
export async function photoFilesOf(tx: DbOrTx, packageId: number) {
  return tx
    .select({ name: uploads.storage_name, mime: uploads.mime_type })
    .from(uploads)
    .where(and(eq(uploads.entity_type, "package"), eq(uploads.entity_id, packageId)))
    .orderBy(asc(uploads.id));
}
