import type { DbOrTx } from "../client.js";
import { shipmentStatusHistory, shipments } from "../schema.js";
import { uniqueSuffix } from "./unique.js";

type ShipmentRow = typeof shipments.$inferInsert;

/** A shipment of `user` (its e-mail is copied onto the shipment, as staff do); `overrides` set any column. */
export async function insertShipment(
  db: DbOrTx,
  user: { id: number; email_address: string },
  overrides: Partial<ShipmentRow> = {},
) {
  const [row] = await db
    .insert(shipments)
    .values({
      tracking_number: `SWT${uniqueSuffix()}`,
      user_id: user.id,
      email_address: user.email_address,
      delivery_address: "12 Test Street, Lagos",
      shipping_cost: "185.50",
      currency: "USD ($)",
      warehouse_arrival_date: "2026-01-05",
      shipment_date: "2026-01-06",
      estimated_delivery_date: "2026-01-20",
      weight: "2.50",
      country: "USA",
      ...overrides,
    })
    .returning();
  return row!;
}

/** Entries of a shipment's status history, oldest first. */
export async function insertStatusHistory(db: DbOrTx, entries: Array<typeof shipmentStatusHistory.$inferInsert>) {
  if (entries.length) await db.insert(shipmentStatusHistory).values(entries);
}
