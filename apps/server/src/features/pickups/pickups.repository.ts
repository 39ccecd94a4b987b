import type { Pickup, PickupItem, PickupSummary } from "@app/shared/pickups/pickups";
import type { InvoiceSummary } from "@app/shared/shipments/shipments";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { pickupItems, pickups } from "../../db/schema.js";
import { newestFirst } from "../../lib/list.js";

export type PickupRow = typeof pickups.$inferSelect;
export type PickupItemRow = typeof pickupItems.$inferSelect;
export type PickupListRow = PickupRow & { item_count: number };

export interface CustomerPickupFilter {
  userId: number;
  status?: PickupRow["status"];
  /** Part of the contact name or the city. */
  q?: string;
}

function whereOf(filter: CustomerPickupFilter): SQL | undefined {
  const conditions: SQL[] = [eq(pickups.user_id, filter.userId)];
  if (filter.status) conditions.push(eq(pickups.status, filter.status));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[%_\\]/g, "\\$&")}%`;
    conditions.push(or(ilike(pickups.contact_name, pattern), ilike(pickups.city, pattern))!);
  }
  return and(...conditions);
}

/** The outer table is named in full: inside the subquery a bare "id" would mean the item's id. */
const itemCountSql = sql<number>`(select count(*) from pickup_items pi where pi.pickup_id = "pickups"."id")::int`;

/** One page of a customer's pickups, newest first, each with its number of items. */
export async function listCustomerPickups(
  db: DbOrTx,
  filter: CustomerPickupFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PickupListRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ pickup: pickups, item_count: itemCountSql })
      .from(pickups)
      .where(where)
      .orderBy(...newestFirst("desc", pickups.created_at, pickups.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pickups).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.pickup, item_count: Number(r.item_count) })), total: total?.n ?? 0 };
}

/** The pickup only when it belongs to this customer. */
export async function findCustomerPickup(db: DbOrTx, userId: number, id: number): Promise<PickupRow | undefined> {
  const [row] = await db
    .select()
    .from(pickups)
    .where(and(eq(pickups.id, id), eq(pickups.user_id, userId)))
    .limit(1);
  return row;
}

export async function itemsOf(db: DbOrTx, pickupId: number): Promise<PickupItemRow[]> {
  return db
    .select()
    .from(pickupItems)
    .where(eq(pickupItems.pickup_id, pickupId))
    .orderBy(asc(pickupItems.position), asc(pickupItems.id));
}

export async function insertPickup(db: DbOrTx, values: typeof pickups.$inferInsert): Promise<PickupRow> {
  const [row] = await db.insert(pickups).values(values).returning();
  return row!;
}

export async function insertItems(db: DbOrTx, values: Array<typeof pickupItems.$inferInsert>) {
  if (values.length > 0) await db.insert(pickupItems).values(values);
}

export function toPickupSummary(row: PickupListRow, invoice: InvoiceSummary | null): PickupSummary {
  return {
    id: row.id,
    status: row.status,
    contact_name: row.contact_name,
    city: row.city,
    country: row.country,
    item_count: row.item_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    invoice,
  };
}

const twoDecimals = (value: string) => Number(value).toFixed(2);

export function toItemRecord(row: PickupItemRow): PickupItem {
  return {
    id: row.id,
    item_name: row.item_name,
    length: twoDecimals(row.length_cm),
    width: twoDecimals(row.width_cm),
    height: twoDecimals(row.height_cm),
    weight: twoDecimals(row.weight_lbs),
    quantity: row.quantity,
    image_link: row.image_link ?? null,
  };
}

export function toPickupRecord(
  row: PickupRow,
  items: PickupItemRow[],
  extra: { customer_name: string; email_address: string; images: Pickup["images"]; invoice: InvoiceSummary | null },
): Pickup {
  return {
    ...toPickupSummary({ ...row, item_count: items.length }, extra.invoice),
    customer_name: extra.customer_name,
    email_address: extra.email_address,
    contact_number: row.contact_number,
    contact_email: row.contact_email,
    address_1: row.address_1,
    address_2: row.address_2 ?? null,
    state: row.state,
    zip: row.zip,
    extra_info: row.extra_info ?? null,
    doorstep_delivery: row.doorstep_delivery,
    delivery_address: row.delivery_address ?? null,
    items: items.map(toItemRecord),
    images: extra.images,
  };
}
