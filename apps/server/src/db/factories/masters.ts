import type { DbOrTx } from "../client.js";
import { customsDeclarationItems, masterShipments, shipRequests, type shipments } from "../schema.js";
import { insertCustomer } from "./accounts.js";
import { insertShipment } from "./shipments.js";

type MasterRow = typeof masterShipments.$inferInsert;
type ShipmentRow = typeof shipments.$inferInsert;
type ShipRequestRow = typeof shipRequests.$inferInsert;
type DeclarationLine = Omit<typeof customsDeclarationItems.$inferInsert, "ship_request_id">;

/** The one customs line a paid ship request of the factory declares unless told otherwise. */
const SHOES: DeclarationLine = {
  description: "Men's leather shoes",
  quantity: 2,
  unit_value_minor: 4550,
  currency: "USD",
};

/**
 * A ship request as it is once packed and paid: its shipment (Pending, paid), an office pickup, one customs line
 * (or `items`).
 * `status` and `warehouse` make the other cases (packed, another warehouse) for the master shipments' load checks.
 */
export async function insertPaidShipRequest(
  db: DbOrTx,
  customer: { id: number; email_address: string },
  overrides: { request?: Partial<ShipRequestRow>; shipment?: Partial<ShipmentRow>; items?: DeclarationLine[] } = {},
) {
  const shipment = await insertShipment(db, customer, { payment_status: "Paid", ...overrides.shipment });
  const [request] = await db
    .insert(shipRequests)
    .values({
      user_id: customer.id,
      warehouse: "Trail Richmond",
      status: "paid",
      consolidate: true,
      repack: "keep_outer_box",
      service: "air_express",
      delivery: "office_pickup",
      office: "yaba",
      currency: "USD",
      quote_total_minor: 4500,
      shipment_id: shipment.id,
      ...overrides.request,
    })
    .returning();
  await db
    .insert(customsDeclarationItems)
    .values((overrides.items ?? [SHOES]).map((item) => ({ ...item, ship_request_id: request!.id })));
  return { request: request!, shipment };
}

/** A master shipment (air, Trail Richmond → Lagos) that has not departed. */
export async function insertMaster(db: DbOrTx, overrides: Partial<MasterRow> = {}) {
  const [row] = await db
    .insert(masterShipments)
    .values({
      mode: "air",
      carrier: "Turkish Cargo",
      transport_document: `235-${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
      origin: "Trail Richmond",
      destination: "Lagos (LOS)",
      departure_date: "2026-12-01",
      expected_arrival_date: "2026-12-04",
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A master carrying `shipmentsPerCustomer[i]` paid ship requests' shipments of customer i (fresh customers unless
 * given): for tests and demo data that need a loaded master.
 */
export async function insertMasterWithShipments(
  db: DbOrTx,
  options: {
    shipmentsPerCustomer: number[];
    customers?: Array<{ id: number; email_address: string }>;
    master?: Partial<MasterRow>;
  },
) {
  const master = await insertMaster(db, options.master);
  const customers = [];
  const linked = [];
  for (const [i, count] of options.shipmentsPerCustomer.entries()) {
    const customer = options.customers?.[i] ?? (await insertCustomer(db));
    customers.push(customer);
    for (let n = 0; n < count; n++) {
      const made = await insertPaidShipRequest(db, customer, {
        request: { warehouse: master.origin },
        shipment: { master_shipment_id: master.id },
      });
      linked.push({ ...made, customer });
    }
  }
  return { master, customers, linked };
}
