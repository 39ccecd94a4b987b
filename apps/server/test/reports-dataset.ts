import type { FastifyInstance } from "fastify";
import {
  createPackage,
  insertCustomer,
  insertInvoice,
  insertShipment,
  insertShipmentInvoice,
  insertStaff,
} from "../src/db/factories/index.js";
import { insertMaster, insertPaidShipRequest } from "../src/db/factories/masters.js";
import { masterUpdates, payments, shipRequestPackages, trackingEvents, warehouses } from "../src/db/schema.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

/**
 * The reports' test records, made with the factories (reports.test.ts asserts exact figures on them). The range is
 * the Lagos days 2026-03-02..2026-03-04: Lagos is UTC+1, so it runs from 2026-03-01T23:00Z to 2026-03-04T23:00Z and
 * several records sit just inside or outside either midnight. The "now" figures are relative to `now`.
 */
export async function buildReportsDataset(app: FastifyInstance, now = Date.now()) {
  const db = app.db;
  await db.update(warehouses).set({ free_storage_days: 30, storage_fee_per_day: 50 });
  const amaka = await insertStaff(db, { firstname: "Amaka", lastname: "Obi", role: "worker" });
  const bayo = await insertStaff(db, { firstname: "Bayo", lastname: "Ade", role: "worker" });
  // Ada signed up at 00:30 Lagos on the range's first day (new); Bola an hour earlier, the day before (not new).
  const ada = await insertCustomer(db, { firstname: "Ada", lastname: "Eze", created_at: at("2026-03-01T23:30:00Z") });
  const bola = await insertCustomer(db, { firstname: "Bola", lastname: "Ola", created_at: at("2026-03-01T22:30:00Z") });
  const chidi = await insertCustomer(db, { firstname: "Chidi", lastname: "Nwa" });

  // Parcels received (all shipped since, so none is on the shelves now).
  const received = (owner: { id: number }, iso: string, by: number, warehouse = "Trail Richmond") =>
    createPackage(db, { owner, status: "shipped", received_at: at(iso), received_by: by, warehouse });
  await received(ada, "2026-03-01T23:30:00Z", amaka.id); // 00:30 Lagos, 2 March: in
  await received(ada, "2026-03-01T22:30:00Z", amaka.id); // 23:30 Lagos, 1 March: out
  await received(ada, "2026-03-02T09:10:00Z", amaka.id); // 10:10 Lagos, 2 March
  await received(ada, "2026-03-02T09:50:00Z", amaka.id); // 10:50 Lagos: the same desk hour
  await received(chidi, "2026-03-03T12:00:00Z", amaka.id, "Brixton");
  await received(bola, "2026-03-04T22:59:00Z", bayo.id, "Brixton"); // 23:59 Lagos, 4 March: in
  await received(bola, "2026-03-04T23:00:00Z", bayo.id, "Brixton"); // 00:00 Lagos, 5 March: out

  // On the shelves now, by age; one of them nobody owns.
  const stored = (owner: { id: number } | null, ageMs: number, warehouse = "Trail Richmond") =>
    createPackage(db, { owner, status: "received", received_at: new Date(now - ageMs), warehouse });
  await stored(ada, 2 * DAY);
  await stored(ada, 7 * DAY + HOUR);
  await stored(null, DAY);
  await stored(bola, 8 * DAY + HOUR, "Brixton");
  await stored(bola, 30 * DAY + HOUR); // one started day of fees: 50
  await stored(bola, 31 * DAY + HOUR, "Brixton"); // two: 100

  // Waiting to be packed, one at each of two warehouses.
  await insertPaidShipRequest(db, ada, { request: { status: "submitted" } });
  await insertPaidShipRequest(db, ada, { request: { status: "submitted", warehouse: "Brixton" } });

  // Masters: open at Trail Richmond (one in customs for inspection, once for documentation before), Brixton's
  // delivered one and one in customs for documentation.
  const open = await insertMaster(db);
  const inspected = await insertMaster(db, { last_milestone: "in_customs" });
  const delivered = await insertMaster(db, { origin: "Brixton", last_milestone: "delivered" });
  const papers = await insertMaster(db, { origin: "Brixton", last_milestone: "in_customs" });
  const customs = (master: number, reason: "inspection" | "documentation", iso: string) => ({
    master_shipment_id: master,
    kind: "milestone" as const,
    milestone: "in_customs" as const,
    customs_reason: reason,
    occurred_at: at(iso),
  });
  await db
    .insert(masterUpdates)
    .values([
      customs(inspected.id, "documentation", "2026-11-01T10:00:00Z"),
      customs(inspected.id, "inspection", "2026-11-02T10:00:00Z"),
      customs(papers.id, "documentation", "2026-11-03T10:00:00Z"),
    ]);
  for (const master of [inspected.id, inspected.id, papers.id]) {
    await insertShipment(db, bola, { shipment_status: "In Transit", master_shipment_id: master });
  }
  await insertShipment(db, bola, { shipment_status: "In Transit" });
  void open;

  // Delivered shipments: three from Brixton's master (8.5, 10 and 10.5 days from first parcel to door), one
  // delivered at 00:30 Lagos the day after its expected date (late), one without a master nor parcels, one after
  // the range's last midnight.
  const trip = async (receivedIso: string, deliveredIso: string, expected: string) => {
    const { request, shipment } = await insertPaidShipRequest(db, ada, {
      request: { status: "shipped", warehouse: "Brixton" },
      shipment: { master_shipment_id: delivered.id, estimated_delivery_date: expected, shipment_status: "Delivered" },
    });
    const parcel = await createPackage(db, {
      owner: ada,
      status: "shipped",
      received_at: at(receivedIso),
      warehouse: "Brixton",
    });
    await db.insert(shipRequestPackages).values({ ship_request_id: request.id, package_id: parcel.id, active: false });
    await deliver(shipment.id, deliveredIso);
  };
  const deliver = (shipmentId: number, iso: string) =>
    db.insert(trackingEvents).values({
      shipment_id: shipmentId,
      kind: "milestone",
      milestone: "delivered",
      source: "staff",
      occurred_at: at(iso),
    });
  await trip("2026-02-20T10:00:00Z", "2026-03-02T10:00:00Z", "2026-03-02");
  await trip("2026-02-22T10:00:00Z", "2026-03-04T22:00:00Z", "2026-03-04");
  await trip("2026-02-24T11:30:00Z", "2026-03-03T23:30:00Z", "2026-03-03");
  await trip("2026-02-24T11:30:00Z", "2026-03-04T23:30:00Z", "2026-03-10");
  const loose = await insertShipment(db, bola, { estimated_delivery_date: "2026-03-10", shipment_status: "Delivered" });
  await deliver(loose.id, "2026-03-03T12:00:00Z");

  // Money. USD 100.00 issued at 00:30 Lagos on 2 March, paid by a naira checkout the same day (₦160,000).
  const { invoice: dollars } = await insertShipmentInvoice(db, ada, {
    total_amount: "100.00",
    currency: "USD",
    status: "paid",
    amount_paid_minor: 10_000,
    created_at: at("2026-03-01T23:30:00Z"),
    due_date: at("2026-03-08T23:30:00Z"),
  });
  const payment = (invoice: { id: number; user_id: number }, values: Partial<typeof payments.$inferInsert>) =>
    db.insert(payments).values({
      invoice_id: invoice.id,
      user_id: invoice.user_id,
      provider: "sandbox",
      reference: `RPT-${Math.random().toString(36).slice(2, 10)}`,
      status: "success",
      amount_minor: 0,
      currency: "NGN",
      ...values,
    });
  await payment(dollars, {
    reference: "RPT-ADA-1",
    amount_minor: 16_000_000,
    invoice_amount_minor: 10_000,
    invoice_currency: "USD",
    exchange_rate: "1600",
    settled_at: at("2026-03-02T10:00:00Z"),
  });
  // A second payment of it in February, refunded on 4 March (₦8,000 back).
  await payment(dollars, {
    reference: "RPT-ADA-2",
    amount_minor: 800_000,
    settled_at: at("2026-02-25T10:00:00Z"),
    refunded_at: at("2026-03-04T12:00:00Z"),
    refund_reference: "RF-ADA-2",
  });
  // ₦50,000 issued on 3 March, ₦15,000 of it paid at 00:15 Lagos on 4 March.
  const naira = await insertInvoice(db, bola.id, {
    total_amount: "50000.00",
    currency: "NGN",
    amount_paid_minor: 1_500_000,
    created_at: at("2026-03-03T12:00:00Z"),
  });
  await payment(naira, { reference: "RPT-BOLA-1", amount_minor: 1_500_000, settled_at: at("2026-03-03T23:15:00Z") });
  // Cancelled (not invoiced), and one issued at 00:10 Lagos on 5 March (out of the range).
  await insertInvoice(db, ada.id, {
    total_amount: "30.00",
    currency: "GBP",
    status: "cancelled",
    created_at: at("2026-03-03T09:00:00Z"),
  });
  await insertInvoice(db, bola.id, {
    total_amount: "40.00",
    currency: "GBP",
    status: "paid",
    created_at: at("2026-03-04T23:10:00Z"),
  });
  // Refunded on 3 March: $25.00 paid in February.
  await insertInvoice(db, ada.id, {
    total_amount: "25.00",
    currency: "USD",
    status: "refunded",
    amount_paid_minor: 2_500,
    created_at: at("2026-02-10T10:00:00Z"),
    refunded_at: at("2026-03-03T10:00:00Z"),
  });
  // Unpaid now: 10 days old ($50), 45 days old (₦1,000 less ₦200 paid), 100 days old ($20).
  await insertInvoice(db, ada.id, { total_amount: "50.00", currency: "USD", created_at: new Date(now - 10 * DAY) });
  await insertInvoice(db, bola.id, {
    total_amount: "1000.00",
    currency: "NGN",
    status: "overdue",
    amount_paid_minor: 20_000,
    created_at: new Date(now - 45 * DAY),
  });
  await insertInvoice(db, bola.id, { total_amount: "20.00", currency: "USD", created_at: new Date(now - 100 * DAY) });
  return { amaka, bayo, ada, bola, chidi };
}
