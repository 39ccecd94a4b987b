import { REPORT_TABLE_NAMES, REPORT_TABLES, type ReportTable } from "@app/shared/reports/staff";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { buildReportsDataset } from "../../../test/reports-dataset.js";
import { insertCustomer, insertInvoice } from "../../db/factories/index.js";
import { insertPaidShipRequest } from "../../db/factories/masters.js";

/** The owner's reports on records made by the factories: exact figures, Lagos days, the warehouse filter. */
const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");
await buildReportsDataset(app);

const RANGE = "from=2026-03-02&to=2026-03-04";
const overview = async (query: string, token = owner.token) => {
  const res = await client(app, token).get(`/api/admin/reports?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tables as Record<string, { rows: Array<Record<string, unknown>> }>;
};

describe("reports", () => {
  it("counts parcels per Lagos day (a parcel at 23:30 UTC is the next day's), on the shelves by age and waiting", async () => {
    const t = await overview(RANGE);
    expect(t.received_per_day!.rows).toEqual([
      { day: "2026-03-02", parcels: 3 },
      { day: "2026-03-03", parcels: 1 },
      { day: "2026-03-04", parcels: 1 },
    ]);
    expect(t.shelf_age!.rows).toEqual([
      { age: "0–7 days", parcels: 3 },
      { age: "8–30 days", parcels: 2 },
      { age: "over 30 days", parcels: 1 },
    ]);
    expect(t.parcel_queues!.rows).toEqual([
      { queue: "Waiting to be packed", count: 2 },
      { queue: "Unknown owner", count: 1 },
    ]);
  });

  it("shows what moves: open masters, shipments in transit, customs holds by their latest reason, transit and on time", async () => {
    const t = await overview(RANGE);
    expect(t.movement_now!.rows).toEqual([
      { measure: "Masters open", count: 3 },
      { measure: "Shipments in transit", count: 4 },
    ]);
    expect(t.customs_holds!.rows).toEqual([
      { reason: "Documentation", masters: 1, shipments: 1 },
      { reason: "Duties unpaid", masters: 0, shipments: 0 },
      { reason: "Inspection", masters: 1, shipments: 2 },
      { reason: "Prohibited item", masters: 0, shipments: 0 },
    ]);
    // 8.5, 10 and 10.5 days: median 10, 90th percentile 10 + 0.8 × 0.5.
    expect(t.transit_times!.rows).toEqual([
      { route: "London, UK → Lagos (LOS)", shipments: 3, median_days: 10, p90_days: 10.4 },
    ]);
    // Four delivered in the range; the one delivered at 00:30 Lagos after its expected day is late.
    expect(t.on_time!.rows).toEqual([{ delivered: 4, on_time: 3, rate_percent: 75 }]);
  });

  it("adds up money per Lagos day and currency, unpaid invoices by age, storage fees and refunds", async () => {
    const t = await overview(RANGE);
    expect(t.money_per_day!.rows).toEqual([
      { day: "2026-03-02", currency: "USD", invoiced_minor: 10_000, collected_minor: 10_000 },
      { day: "2026-03-03", currency: "NGN", invoiced_minor: 5_000_000, collected_minor: 0 },
      { day: "2026-03-04", currency: "NGN", invoiced_minor: 0, collected_minor: 1_500_000 },
    ]);
    expect(t.naira_per_day!.rows).toEqual([
      { day: "2026-03-02", collected_kobo: 16_000_000 },
      { day: "2026-03-03", collected_kobo: 0 },
      { day: "2026-03-04", collected_kobo: 1_500_000 },
    ]);
    expect(t.unpaid_by_age!.rows).toEqual([
      { age: "0–30 days", currency: "USD", invoices: 1, outstanding_minor: 5_000 },
      { age: "31–60 days", currency: "NGN", invoices: 1, outstanding_minor: 80_000 },
      { age: "over 90 days", currency: "NGN", invoices: 1, outstanding_minor: 3_500_000 },
      { age: "over 90 days", currency: "USD", invoices: 1, outstanding_minor: 2_000 },
    ]);
    expect(t.storage_fees!.rows).toEqual([
      { warehouse: "London, UK", currency: "GBP", parcels: 1, fees_minor: 100 },
      { warehouse: "Stafford, Texas, USA", currency: "USD", parcels: 1, fees_minor: 50 },
    ]);
    expect(t.refunds!.rows).toEqual([
      { currency: "NGN", refunds: 1, amount_minor: 800_000 },
      { currency: "USD", refunds: 1, amount_minor: 2_500 },
    ]);
  });

  it("shows each desk's pace and the customers: new, active, top by naira collected", async () => {
    const t = await overview(RANGE);
    expect(t.desk!.rows).toEqual([
      { worker: "Amaka Obi", parcels: 4, active_hours: 3, per_hour: 1.3 },
      { worker: "Bayo Ade", parcels: 1, active_hours: 1, per_hour: 1 },
    ]);
    expect(t.customers_summary!.rows).toEqual([{ new_customers: 1, active_customers: 3 }]);
    expect(t.top_customers!.rows.map((row) => [row.customer, row.collected_kobo])).toEqual([
      ["Ada Eze", 16_000_000],
      ["Bola Ola", 1_500_000],
    ]);
  });

  it("narrows parcels, movement and money to one warehouse", async () => {
    // An unpaid invoice of a ship request from Trail Richmond. Of the dataset's invoices only the USD 100.00 one has a
    // warehouse: its shipment, with no ship request, leaves from the USA (docs/decisions/0120).
    const customer = await insertCustomer(app.db);
    const { shipment } = await insertPaidShipRequest(app.db, customer);
    await insertInvoice(app.db, customer.id, {
      reference_type: "shipments",
      reference_id: shipment.id,
      total_amount: "70.00",
    });
    const t = await overview(`${RANGE}&warehouse=Trail%20Richmond`, manager.token);
    expect(t.unpaid_by_age!.rows).toEqual([
      { age: "0–30 days", currency: "USD", invoices: 1, outstanding_minor: 7_000 },
    ]);
    expect(t.money_per_day!.rows).toEqual([
      { day: "2026-03-02", currency: "USD", invoiced_minor: 10_000, collected_minor: 10_000 },
    ]);
    expect(t.refunds!.rows).toEqual([{ currency: "NGN", refunds: 1, amount_minor: 800_000 }]);
    expect(t.received_per_day!.rows.map((row) => row.parcels)).toEqual([3, 0, 0]);
    expect(t.shelf_age!.rows.map((row) => row.parcels)).toEqual([3, 1, 0]);
    expect(t.parcel_queues!.rows.map((row) => row.count)).toEqual([1, 1]);
    // Two in transit on its masters, and one on no master whose country is the USA (docs/decisions/0138).
    expect(t.movement_now!.rows.map((row) => row.count)).toEqual([2, 3]);
    expect(t.customs_holds!.rows.map((row) => row.masters)).toEqual([0, 0, 1, 0]);
    // The delivered shipment with no master nor ship request, from the USA, on time.
    expect(t.on_time!.rows).toEqual([{ delivered: 1, on_time: 1, rate_percent: 100 }]);
    expect(t.desk!.rows).toEqual([{ worker: "Amaka Obi", parcels: 3, active_hours: 2, per_hour: 1.5 }]);
  });

  it("gives a manager of some warehouses their warehouses' figures, none of another's, no company customer figures", async () => {
    const some = await signInAdmin(app, "manager");
    const set = await client(app, owner.token).patch(`/api/admins/${some.admin.id}/warehouses`, {
      warehouses: ["Trail Richmond"],
    });
    expect(set.status).toBe(200);
    const theirs = await overview(RANGE, some.token);
    const filtered = await overview(`${RANGE}&warehouse=Trail%20Richmond`);
    expect(theirs).toEqual({
      ...filtered,
      customers_summary: { rows: [] },
      top_customers: { rows: [] },
    });
    // Another warehouse answers as the lists do: nothing of it.
    const other = await overview(`${RANGE}&warehouse=Brixton`, some.token);
    expect(other.received_per_day!.rows.map((row) => row.parcels)).toEqual([0, 0, 0]);
    for (const table of ["money_per_day", "unpaid_by_age", "storage_fees", "refunds", "desk", "transit_times"])
      expect(other[table]!.rows, table).toEqual([]);
    expect(other.movement_now!.rows.map((row) => row.count)).toEqual([0, 0]);
    const csv = await client(app, some.token).get(`/api/admin/reports/table/storage_fees?${RANGE}&format=csv`);
    expect(csv.body).not.toContain("London");
    // The accountant's export: their warehouses' invoices and payments (the USD 100.00 invoice's checkout and refund),
    // no wallet top-ups.
    const invoices = await client(app, some.token).get(`/api/admin/reports/accounting/xero_invoices?${RANGE}`);
    const all = await client(app, owner.token).get(`/api/admin/reports/accounting/xero_invoices?${RANGE}`);
    expect(invoices.status).toBe(200);
    expect(invoices.body.rows.length).toBeLessThan(all.body.rows.length);
    const bank = await client(app, some.token).get(`/api/admin/reports/accounting/xero_bank_statement?${RANGE}`);
    expect(bank.body.rows.map((row: Record<string, unknown>) => row.Reference)).toEqual(["RPT-ADA-1", "RF-ADA-2"]);
  });

  it("reads the states now whatever the range, and counts every flow in the range", async () => {
    const [march, january] = [await overview(RANGE), await overview("from=2026-01-01&to=2026-01-03")];
    for (const name of REPORT_TABLE_NAMES) {
      const table: ReportTable = REPORT_TABLES[name];
      if (table.now) expect(january[name], name).toEqual(march[name]);
      else expect(january[name], name).not.toEqual(march[name]);
    }
  });

  it("answers one table as CSV, with the screen table's columns", async () => {
    const res = await client(app, owner.token).get(`/api/admin/reports/table/received_per_day?${RANGE}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.body).toBe("Day,Parcels\r\n2026-03-02,3\r\n2026-03-03,1\r\n2026-03-04,1\r\n");
    const json = await client(app, owner.token).get(`/api/admin/reports/table/refunds?${RANGE}`);
    expect(json.body.rows).toHaveLength(2);
  });

  it("refuses workers, a reversed range and one longer than a year", async () => {
    expect((await client(app, worker.token).get(`/api/admin/reports?${RANGE}`)).status).toBe(403);
    const reversed = await client(app, owner.token).get("/api/admin/reports?from=2026-03-04&to=2026-03-02");
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields?.to).toBe("The start must be on or before the end");
    const long = await client(app, owner.token).get("/api/admin/reports?from=2025-01-01&to=2026-03-02");
    expect(long.status).toBe(400);
    expect(long.body.fields?.from).toBe("Choose at most 366 days");
    expect((await client(app, owner.token).get(`/api/admin/reports?${RANGE}&warehouse=Mars`)).status).toBe(400);
    // Days at the calendar's edges (year 0, a range starting in it at Lagos midnight) are a 400 naming the field.
    for (const path of [
      "/api/admin/reports?from=0000-01-01&to=0000-01-02",
      "/api/admin/reports/table/refunds?from=0001-01-01&to=0001-01-02",
      "/api/admin/reports/accounting/xero_invoices?from=0000-01-01&to=0000-01-02",
    ]) {
      const edge = await client(app, owner.token).get(path);
      expect(edge.status, path).toBe(400);
      expect(Object.values(edge.body.fields ?? {}), path).toContain(
        "Enter a day that exists, between 2000-01-01 and 2100-12-31",
      );
    }
  });
});
