import type { DbOrTx } from "../client.js";
import { pickupItems, pickups, procurementProducts, procurements } from "../schema.js";

type ProcurementRow = typeof procurements.$inferInsert;
type ProductRow = Omit<typeof procurementProducts.$inferInsert, "procurement_id" | "position">;
type PickupRow = typeof pickups.$inferInsert;
type ItemRow = Omit<typeof pickupItems.$inferInsert, "pickup_id" | "position">;

const DEFAULT_PRODUCTS: ProductRow[] = [
  {
    product_name: "Headphones",
    product_link: "https://a.example/1",
    quantity: 1,
    unit_price: "89.99",
    colour: "Black",
    size: "One size",
  },
  { product_name: "Shoes", product_link: "https://a.example/2", quantity: 3, unit_price: "0.10" },
];

/** A shop-for-me request of `userId` with its products (two by default), in the order given. */
export async function insertProcurement(
  db: DbOrTx,
  userId: number,
  overrides: Partial<ProcurementRow> = {},
  products: ProductRow[] = DEFAULT_PRODUCTS,
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
  if (products.length)
    await db
      .insert(procurementProducts)
      .values(products.map((product, position) => ({ ...product, procurement_id: row!.id, position })));
  return row!;
}

const DEFAULT_ITEMS: ItemRow[] = [
  { item_name: "Books", length_cm: "40", width_cm: "30", height_cm: "30", weight_lbs: "22", quantity: 1 },
];

/** A pickup request of `userId` with its items (one by default), in the order given. */
export async function insertPickup(
  db: DbOrTx,
  userId: number,
  overrides: Partial<PickupRow> = {},
  items: ItemRow[] = DEFAULT_ITEMS,
) {
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
  if (items.length)
    await db.insert(pickupItems).values(items.map((item, position) => ({ ...item, pickup_id: row!.id, position })));
  return row!;
}
