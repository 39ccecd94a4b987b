/**
 * Records for the staff API tests (shop requests, pickups, shipments), written straight to the
 * database so the staff tests do not depend on the portal's forms. Test-only: imported by *.test.ts.
 */
import type { Db } from "../../db/client.js";
import { pickupItems, pickups, procurementProducts, procurements, shipments } from "../../db/schema.js";

let counter = 0;

export async function seedProcurement(
  db: Db,
  userId: number,
  overrides: Partial<typeof procurements.$inferInsert> = {},
) {
  const [row] = await db
    .insert(procurements)
    .values({
      user_id: userId,
      warehouse: "Trail Richmond",
      currency: "USD ($)",
      address: {
        address_line1: "12603 Trail Richmond Dr",
        address_line2: "Suite SW10001",
        city: "Stafford",
        state: "Texas",
        country: "United States",
        zip: "77477",
      },
      store_name: "Amazon",
      store_website: "https://www.amazon.com",
      added_charges: "12.50",
      extra_info: "Keep the boxes.",
      ...overrides,
    })
    .returning();
  await db.insert(procurementProducts).values([
    {
      procurement_id: row!.id,
      position: 0,
      product_name: "Headphones",
      product_link: "https://a.example/1",
      quantity: 1,
      unit_price: "89.99",
      colour: "Black",
      size: "One size",
    },
    {
      procurement_id: row!.id,
      position: 1,
      product_name: "Shoes",
      product_link: "https://a.example/2",
      quantity: 3,
      unit_price: "0.10",
    },
  ]);
  return row!;
}

export async function seedPickup(db: Db, userId: number, overrides: Partial<typeof pickups.$inferInsert> = {}) {
  const [row] = await db
    .insert(pickups)
    .values({
      user_id: userId,
      contact_name: "Chidi Okafor",
      contact_number: "08031234567",
      contact_email: "contact@example.com",
      address_1: "3 Allen Avenue",
      city: "Ikeja",
      state: "Lagos",
      country: "Nigeria",
      zip: "100271",
      ...overrides,
    })
    .returning();
  await db.insert(pickupItems).values([
    {
      pickup_id: row!.id,
      position: 0,
      item_name: "Books",
      length_cm: "40",
      width_cm: "30",
      height_cm: "30",
      weight_lbs: "22",
      quantity: 1,
    },
  ]);
  return row!;
}

export async function seedShipment(db: Db, userId: number, email: string) {
  counter += 1;
  const [row] = await db
    .insert(shipments)
    .values({
      tracking_number: `SWGT${Date.now().toString(36).toUpperCase()}${counter}`,
      user_id: userId,
      email_address: email,
      delivery_address: "15 Admiralty Way, Lagos",
      shipping_cost: "185.50",
      currency: "USD ($)",
      warehouse_arrival_date: "2026-01-01",
      shipment_date: "2026-01-02",
      estimated_delivery_date: "2026-01-10",
      weight: "12.40",
      country: "USA",
    })
    .returning();
  return row!;
}
