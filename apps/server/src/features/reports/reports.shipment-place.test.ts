import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { finishSandboxCheckout } from "../../../test/checkout.js";
import { client, signUpCustomer } from "../../../test/http.js";
import type { DbOrTx } from "../../db/client.js";
import { insertShipment } from "../../db/factories/index.js";
import { insertMaster } from "../../db/factories/masters.js";
import { rowsOf } from "./reports.range.js";

/**
 * A shipment staff created directly (POST /api/shipment, no ship request) is placed at its own warehouse (its
 * country's) by the reports' warehouse filter, and so are its invoice's money and unpaid counts; once a ship request
 * joins it, at the request's warehouse; its country changed while it has none, at the new one (docs/decisions/0120).
 * The kept unpaid counts (migration 0063) agree with a recount after each move. Its movement (in transit, delivered)
 * is placed the same way, after its master's origin (docs/decisions/0138).
 */
const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
const brixtonManager = await signInAdmin(app, "manager");
const richmondManager = await signInAdmin(app, "manager");
const customer = await signUpCustomer(app);
const TODAY = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
const RANGE = `from=${TODAY}&to=${TODAY}`;
const RATE = 1_500;

expect(
  (await client(app, manager.token).post("/api/admin/exchange-rates", { currency: "USD", rate: `${RATE}` })).status,
).toBe(201);
for (const [scoped, warehouse] of [
  [brixtonManager, "Brixton"],
  [richmondManager, "Trail Richmond"],
] as const) {
  const set = await client(app, owner.token).patch(`/api/admins/${scoped.admin.id}/warehouses`, {
    warehouses: [warehouse],
  });
  expect(set.status).toBe(200);
}

let serial = 0;
/** A shipment staff create on the shipment form, leaving from `country`, and its invoice of `total` dollars. */
async function billedStaffShipment(country: string, total: number) {
  const created = await client(app, manager.token).post("/api/shipment", {
    email: customer.email,
    tracking_number: `PLC${Date.now() % 100000}${serial++}X`,
    warehouse_arrival_date: "2026-03-01",
    shipment_date: "2026-03-02",
    estimated_delivery_date: "2026-03-20",
    delivery_address: "15 Admiralty Way, Lekki, Lagos",
    weight: 2,
    shipping_cost: total,
    payment_status: "Pending",
    created_by: 0,
    country,
    currency: "USD ($)",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const shipmentId = created.body.shipment.id as number;
  const invoiced = await client(app, manager.token).post("/api/invoice", {
    user_id: customer.user.id,
    admin_id: 1,
    reference_type: "shipments",
    reference_id: shipmentId,
    total_amount: total,
    currency: "USD",
    status: "pending",
    transaction_id: `PLC${Date.now() % 100000}${serial++}`,
    due_date: "2099-06-30T12:00:00.000Z",
  });
  expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(201);
  return { shipmentId, invoice: invoiced.body.invoice as { id: number; transaction_id: string } };
}

type Rows = Array<Record<string, unknown>>;
/** Today's report tables that place invoices at warehouses: for one warehouse (the owner's filter) or a scoped account's own. */
async function moneyAt(warehouse: string | null, token = owner.token) {
  const query = warehouse ? `${RANGE}&warehouse=${encodeURIComponent(warehouse)}` : RANGE;
  const res = await client(app, token).get(`/api/admin/reports?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const tables = res.body.tables as Record<string, { rows: Rows }>;
  return {
    money_per_day: tables.money_per_day!.rows,
    naira_per_day: tables.naira_per_day!.rows,
    unpaid_by_age: tables.unpaid_by_age!.rows,
    refunds: tables.refunds!.rows,
  };
}
/** The accountant's export of today, which keeps to the caller's warehouses: invoice numbers and bank lines. */
async function xeroOf(token: string) {
  const rows = async (layout: string) => {
    const answer = await client(app, token).get(`/api/admin/reports/accounting/${layout}?${RANGE}`);
    expect(answer.status).toBe(200);
    return answer.body.rows as Rows;
  };
  return {
    invoices: (await rows("xero_invoices")).map((row) => row["*InvoiceNumber"]),
    bank: (await rows("xero_bank_statement")).map((row) => [row.Description, row["*Amount"]]),
  };
}
const nothing = {
  money_per_day: [],
  naira_per_day: [{ day: TODAY, collected_kobo: 0 }],
  unpaid_by_age: [],
  refunds: [],
};
const unpaid = (minor: number) => [{ age: "0–30 days", currency: "USD", invoices: 1, outstanding_minor: minor }];

/** The kept unpaid counts, summed per key (a key may have several rows). */
const keptCounts = (db: DbOrTx) =>
  rowsOf<Record<string, unknown>>(
    db,
    sql`select place::text, currency, day::text, sum(invoices)::int as invoices, sum(outstanding_minor)::text as minor
          from unpaid_invoices_by_day group by 1, 2, 3
         having sum(invoices) <> 0 or sum(outstanding_minor) <> 0 order by 1, 2, 3`,
  );
/** The kept counts equal what the recount (unpaid_invoice_counts_rebuild) makes of the invoices, rolled back. */
async function expectKeptAsRecounted() {
  const kept = await keptCounts(app.db);
  let recounted: unknown;
  await app.db
    .transaction(async (tx) => {
      await tx.execute(sql`select unpaid_invoice_counts_rebuild()`);
      recounted = await keptCounts(tx);
      throw new Error("rolled back");
    })
    .catch(() => undefined);
  expect(recounted).toBeDefined();
  expect(kept).toEqual(recounted);
  return kept.map((row) => row.place);
}

const linkShipRequest = (warehouse: string, shipmentId: number | null) =>
  rowsOf<{ id: number }>(
    app.db,
    sql`insert into ship_requests (user_id, warehouse, consolidate, repack, service, delivery, office, shipment_id)
        values (${customer.user.id}, ${warehouse}, true, 'keep_outer_box', 'air_express', 'office_pickup', 'yaba',
                ${shipmentId}) returning id`,
  );

describe("a shipment staff created, with no ship request, in the reports' warehouse filter", () => {
  let open: Awaited<ReturnType<typeof billedStaffShipment>>;

  it("places its unpaid and paid invoices at its warehouse in every money table, and at no other", async () => {
    open = await billedStaffShipment("UK", 70);
    const paid = await billedStaffShipment("UK", 40);
    const started = await client(app, customer.token).post("/api/payments/initialize", {
      invoice_id: paid.invoice.id,
      currency: "NGN",
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await finishSandboxCheckout(app, customer.token, started.body)).body.paid).toBe(true);
    const refunded = await client(app, manager.token).post(`/api/invoice/${paid.invoice.id}/refund`, {
      reason: "For the place test",
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);

    const brixton = {
      money_per_day: [{ day: TODAY, currency: "USD", invoiced_minor: 11_000, collected_minor: 4_000 }],
      naira_per_day: [{ day: TODAY, collected_kobo: 4_000 * RATE }],
      unpaid_by_age: unpaid(7_000),
      refunds: [{ currency: "NGN", refunds: 1, amount_minor: 4_000 * RATE }],
    };
    expect(await moneyAt("Brixton")).toEqual(brixton);
    // A manager of Brixton alone reads them without a filter, and in the accountant's export; Trail Richmond's
    // figures and a manager of Trail Richmond hold none of them.
    expect(await moneyAt(null, brixtonManager.token)).toEqual(brixton);
    expect(await xeroOf(brixtonManager.token)).toEqual({
      invoices: [open.invoice.transaction_id, paid.invoice.transaction_id],
      bank: [
        [`Payment of invoice ${paid.invoice.transaction_id}`, (4_000 * RATE) / 100],
        [`Refund of invoice ${paid.invoice.transaction_id}`, (-4_000 * RATE) / 100],
      ],
    });
    expect(await moneyAt("Trail Richmond")).toEqual(nothing);
    expect(await moneyAt(null, richmondManager.token)).toEqual(nothing);
    expect(await xeroOf(richmondManager.token)).toEqual({ invoices: [], bank: [] });
    expect(await expectKeptAsRecounted()).toEqual(["{Brixton}"]);
  });

  it("moves its invoice to the warehouse of a ship request that joins it, and back when the request leaves", async () => {
    const [request] = await linkShipRequest("Guangzhou", open.shipmentId);
    expect((await moneyAt("Guangzhou")).unpaid_by_age).toEqual(unpaid(7_000));
    expect((await moneyAt("Guangzhou")).money_per_day).toEqual([
      { day: TODAY, currency: "USD", invoiced_minor: 7_000, collected_minor: 0 },
    ]);
    expect((await moneyAt("Brixton")).unpaid_by_age).toEqual([]);
    expect(await expectKeptAsRecounted()).toEqual(["{Guangzhou}"]);

    await app.db.execute(sql`update ship_requests set shipment_id = null where id = ${request!.id}`);
    expect((await moneyAt("Brixton")).unpaid_by_age).toEqual(unpaid(7_000));
    expect((await moneyAt("Guangzhou")).unpaid_by_age).toEqual([]);
    expect(await expectKeptAsRecounted()).toEqual(["{Brixton}"]);
  });

  it("moves its invoice with the shipment's country while it has no ship request, not once it has one", async () => {
    // No staff operation changes a shipment's country: the column is changed as a data fix would.
    await app.db.execute(sql`update shipments set country = 'China' where id = ${open.shipmentId}`);
    expect((await moneyAt("Guangzhou")).unpaid_by_age).toEqual(unpaid(7_000));
    expect((await moneyAt("Brixton")).unpaid_by_age).toEqual([]);
    expect(await expectKeptAsRecounted()).toEqual(["{Guangzhou}"]);

    await linkShipRequest("Trail Richmond", open.shipmentId);
    await app.db.execute(sql`update shipments set country = 'UK' where id = ${open.shipmentId}`);
    expect((await moneyAt("Trail Richmond")).unpaid_by_age).toEqual(unpaid(7_000));
    expect((await moneyAt("Brixton")).unpaid_by_age).toEqual([]);
    expect(await expectKeptAsRecounted()).toEqual(['{"Trail Richmond"}']);
  });
});

describe("shipments in transit and delivered, at their warehouse", () => {
  const owned = { id: customer.user.id, email_address: customer.email };
  const tableAt = async (table: string, warehouse: string | null, token = owner.token) => {
    const query = warehouse ? `${RANGE}&warehouse=${encodeURIComponent(warehouse)}` : RANGE;
    const res = await client(app, token).get(`/api/admin/reports/table/${table}?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.rows as Rows;
  };
  const inTransit = async (warehouse: string | null, token = owner.token) =>
    (await tableAt("movement_now", warehouse, token)).find((row) => row.measure === "Shipments in transit")?.count;
  /** How many shipments in transit the list the count links to shows the caller. */
  const listed = async (token: string) => {
    const res = await client(app, token).get("/api/shipment?status=In%20Transit");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.pagination.total as number;
  };

  it("counts a shipment in transit at its master's origin, else its ship request's warehouse, else its own", async () => {
    const travelling = { shipment_status: "In Transit" as const, country: "UK" as const };
    await insertShipment(app.db, owned, travelling); // staff created: no ship request, no master
    const requested = await insertShipment(app.db, owned, travelling);
    await linkShipRequest("Brixton", requested.id);
    const master = await insertMaster(app.db, { origin: "Brixton" });
    const loaded = await insertShipment(app.db, owned, { ...travelling, master_shipment_id: master.id });
    await linkShipRequest("Brixton", loaded.id);
    await insertShipment(app.db, owned, { shipment_status: "In Transit", country: "USA" });

    expect(await inTransit("Brixton")).toBe(3);
    expect(await inTransit("Trail Richmond")).toBe(1);
    expect(await inTransit(null)).toBe(4);
    // A manager of one warehouse counts what the list the count links to shows them.
    expect(await inTransit(null, brixtonManager.token)).toBe(3);
    expect(await listed(brixtonManager.token)).toBe(3);
    expect(await inTransit(null, richmondManager.token)).toBe(1);
    expect(await listed(richmondManager.token)).toBe(1);
  });

  it("counts a staff-created shipment's delivery at its own warehouse", async () => {
    const shipment = await insertShipment(app.db, owned, { shipment_status: "In Transit", country: "UK" });
    const delivered = await client(app, manager.token).put("/api/shipment/shipment-status", {
      tracking_number: shipment.tracking_number,
      shipment_status: "Delivered",
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    // Expected on 2026-01-20 (the factory's), delivered today: late.
    const late = [{ delivered: 1, on_time: 0, rate_percent: 0 }];
    expect(await tableAt("on_time", "Brixton")).toEqual(late);
    expect(await tableAt("on_time", null, brixtonManager.token)).toEqual(late);
    expect(await tableAt("on_time", "Trail Richmond")).toEqual([{ delivered: 0, on_time: 0, rate_percent: null }]);
  });
});
