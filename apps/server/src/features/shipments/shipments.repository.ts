import type { InvoiceSummary, Shipment } from "@app/shared/shipments/shipments";
import { and, count, eq, ilike, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { shipments } from "../../db/schema.js";
import { newestFirst } from "../../lib/list.js";

export type ShipmentRow = typeof shipments.$inferSelect;

export interface CustomerShipmentFilter {
  userId: number;
  status?: ShipmentRow["shipment_status"];
  /** Part of a tracking number. */
  q?: string;
}

function whereOf(filter: CustomerShipmentFilter): SQL | undefined {
  const conditions: SQL[] = [eq(shipments.user_id, filter.userId)];
  if (filter.status) conditions.push(eq(shipments.shipment_status, filter.status));
  if (filter.q) conditions.push(ilike(shipments.tracking_number, `%${filter.q.replace(/[%_\\]/g, "\\$&")}%`));
  return and(...conditions);
}

/** One page of a customer's shipments, newest first, and how many there are in all. */
export async function listCustomerShipments(
  db: DbOrTx,
  filter: CustomerShipmentFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(where)
      .orderBy(...newestFirst("desc", shipments.created_at, shipments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shipments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The shipment only when it belongs to this customer. */
export async function findCustomerShipment(db: DbOrTx, userId: number, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.user_id, userId)))
    .limit(1);
  return row;
}

const money = (value: string | null) => (value == null ? null : Number(value).toFixed(2));

/** The shipment as the portal shows it: money with two decimals, timestamps as ISO strings. */
export function toShipmentRecord(row: ShipmentRow, invoice: InvoiceSummary | null): Shipment {
  return {
    id: row.id,
    tracking_number: row.tracking_number,
    shipment_status: row.shipment_status,
    payment_status: row.payment_status,
    delivery_address: row.delivery_address,
    shipping_cost: Number(row.shipping_cost).toFixed(2),
    currency: row.currency,
    warehouse_arrival_date: row.warehouse_arrival_date,
    shipment_date: row.shipment_date,
    estimated_delivery_date: row.estimated_delivery_date,
    weight: Number(row.weight).toFixed(2),
    dimensions: row.dimensions ?? null,
    courier: row.courier ?? null,
    country: row.country,
    email_address: row.email_address,
    added_charges: money(row.added_charges),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    invoice,
  };
}
