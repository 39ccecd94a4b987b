import type { PickupStatus } from "@app/shared/core/enums";
import { lbsToKg } from "@app/shared/core/format";
import type { PICKUP_SORT_COLUMNS, StaffPickupItem, StaffPickupRow } from "@app/shared/pickups/staff";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, invoices, pickupItems, pickups } from "../../db/schema.js";
import {
  containsText,
  customerRecordIds,
  invoiceTransactionIds,
  recordIds,
  searchedListWhere,
} from "../../lib/any-field-search.js";
import { listSource, literalLimit, sortedOrder, NO_LIST_TOTAL, type TotalColumn } from "../../lib/list.js";
import { invoiceLinkColumns, invoiceLinkOf, invoiceOfRecord } from "../invoices/public.js";

export interface StaffPickupFilter {
  q?: string;
  status?: PickupStatus;
  sort: "asc" | "desc";
  sortBy?: (typeof PICKUP_SORT_COLUMNS)[number];
}

const rowColumns = {
  id: pickups.id,
  status: pickups.status,
  user_id: pickups.user_id,
  email_address: customers.email_address,
  contact_name: pickups.contact_name,
  city: pickups.city,
  country: pickups.country,
  created_at: pickups.created_at,
  ...invoiceLinkColumns,
};

/**
 * Any-field search: the customer's e-mail or the invoice's transaction id (prefix), the contact name or the
 * customer's name, phone or suite number (anywhere), or the pickup number; each an indexed look-up of ids
 * (lib/any-field-search.ts).
 */
function whereOf(filter: StaffPickupFilter): SQL | undefined {
  return searchedListWhere({
    filter: filter.status ? eq(pickups.status, filter.status) : undefined,
    q: filter.q,
    id: pickups.id,
    lookups: (text) => [
      recordIds(pickups, pickups.id, containsText(pickups.contact_name, text)),
      customerRecordIds({ table: pickups, id: pickups.id, userId: pickups.user_id }, text, "prefix"),
      invoiceTransactionIds("pickup", text),
    ],
  });
}

function baseQuery(db: DbOrTx, total: TotalColumn = NO_LIST_TOTAL) {
  return db
    .select({ ...rowColumns, ...total })
    .from(pickups)
    .innerJoin(customers, eq(customers.id, pickups.user_id))
    .leftJoin(invoices, invoiceOfRecord("pickup", pickups.id));
}

type SelectedRow = Omit<Awaited<ReturnType<typeof baseQuery>>[number], "list_total">;

function toRow(row: SelectedRow): StaffPickupRow {
  return {
    id: row.id,
    status: row.status,
    user_id: row.user_id,
    email_address: row.email_address,
    contact_name: row.contact_name,
    city: row.city,
    country: row.country,
    created_at: row.created_at.toISOString(),
    invoice: invoiceLinkOf(row),
  };
}

export function staffPickupPage(db: DbOrTx, filter: StaffPickupFilter) {
  return listSource(db, filter, {
    page: (limit, offset, total) =>
      baseQuery(db, total)
        .where(whereOf(filter))
        .orderBy(
          ...sortedOrder(
            filter,
            { id: pickups.id, status: pickups.status, created_at: pickups.created_at },
            pickups.created_at,
            pickups.id,
          ),
        )
        .limit(literalLimit(limit))
        .offset(offset),
    matches: () =>
      db
        .select({ one: sql`1` })
        .from(pickups)
        .innerJoin(customers, eq(customers.id, pickups.user_id))
        .where(whereOf(filter)),
    toRow,
  });
}

export async function findStaffPickup(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      customer_firstname: customers.firstname,
      customer_lastname: customers.lastname,
      contact_number: pickups.contact_number,
      contact_email: pickups.contact_email,
      address_1: pickups.address_1,
      address_2: pickups.address_2,
      state: pickups.state,
      zip: pickups.zip,
      extra_info: pickups.extra_info,
      doorstep_delivery: pickups.doorstep_delivery,
      delivery_address: pickups.delivery_address,
      updated_at: pickups.updated_at,
    })
    .from(pickups)
    .innerJoin(customers, eq(customers.id, pickups.user_id))
    .leftJoin(invoices, invoiceOfRecord("pickup", pickups.id))
    .where(eq(pickups.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    ...toRow(row),
    customer_name: `${row.customer_firstname} ${row.customer_lastname}`,
    contact_number: row.contact_number,
    contact_email: row.contact_email,
    address_1: row.address_1,
    address_2: row.address_2,
    state: row.state,
    zip: row.zip,
    extra_info: row.extra_info,
    doorstep_delivery: row.doorstep_delivery,
    delivery_address: row.delivery_address,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function itemsOf(db: DbOrTx, pickupId: number): Promise<StaffPickupItem[]> {
  const rows = await db
    .select()
    .from(pickupItems)
    .where(eq(pickupItems.pickup_id, pickupId))
    .orderBy(asc(pickupItems.position), asc(pickupItems.id));
  return rows.map((i) => ({
    id: i.id,
    item_name: i.item_name,
    length: Number(i.length_cm).toFixed(2),
    width: Number(i.width_cm).toFixed(2),
    height: Number(i.height_cm).toFixed(2),
    weight_lbs: Number(i.weight_lbs).toFixed(2),
    weight_kg: lbsToKg(i.weight_lbs),
    quantity: i.quantity,
    image_link: i.image_link,
  }));
}

export async function lockPickup(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: pickups.id, status: pickups.status, user_id: pickups.user_id })
    .from(pickups)
    .where(eq(pickups.id, id))
    .for("update")
    .limit(1);
  return row;
}

export async function setPickupStatus(tx: DbOrTx, id: number, status: PickupStatus) {
  await tx.update(pickups).set({ status, updated_at: new Date() }).where(eq(pickups.id, id));
}
