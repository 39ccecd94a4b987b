import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { parseCsv } from "../../../test/csv.js";
import { insertPricedDuty } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { insertCustomer, insertStatusHistory } from "../../db/factories/index.js";
import { insertPaidShipRequest } from "../../db/factories/masters.js";
import { proofOfDeliveries, shipmentDuties, shipments } from "../../db/schema.js";

const { app } = await buildTestApp();

/** The monthly duty-paid report for customs (issue 37): the month's delivered duty-paid shipments and their totals. */
describe("the monthly duty-paid report", async () => {
  const manager = await signInAdmin(app, "manager");
  const customer = await insertCustomer(app.db, { firstname: "Ada", lastname: "Obi" });
  const phone = { description: "Smartphone", quantity: 1, unit_value_minor: 39_900, currency: "USD" as const };
  /** A duty-paid shipment delivered at `at`: by a proof of delivery, or by its status history (`pod` false). */
  const delivered = async (at: string, lines: number[], invoiceMinor: number, pod = true, currency = "USD") => {
    const made = await insertPaidShipRequest(app.db, customer, {
      shipment: { shipment_status: "Delivered" },
      items: lines.map((_, i) => ({ ...phone, hs_code: i ? "6403990000" : "8517130000" })),
    });
    const priced = await insertPricedDuty(app.db, made.shipment, made.request.id, lines, {
      currency: currency as "USD",
      amountMinor: invoiceMinor,
      rate: "1500",
    });
    if (pod)
      await app.db
        .insert(proofOfDeliveries)
        .values({ shipment_id: made.shipment.id, delivered_at: new Date(at), received_by: "Ada", delivery_code: "1" });
    else
      await insertStatusHistory(app.db, [
        { shipment_id: made.shipment.id, shipment_status: "Delivered", created_at: new Date(at) },
      ]);
    return { ...made, ...priced };
  };
  // November 2026 in Lagos: from 2026-10-31T23:00Z to 2026-11-30T23:00Z.
  const first = await delivered("2026-10-31T23:30:00Z", [1_000_050, 2_500_000], 2_334);
  const second = await delivered("2026-11-20T10:00:00Z", [750_025], 500, false);
  const third = await delivered("2026-11-30T22:59:00Z", [120_000], 90, true, "GBP");
  await delivered("2026-11-30T23:00:00Z", [999], 1); // 1 December in Lagos
  await delivered("2026-10-31T22:59:00Z", [999], 1); // still October in Lagos
  // Delivered in the month but priced without duty: not in the report.
  const plain = await insertPaidShipRequest(app.db, customer, { shipment: { shipment_status: "Delivered" } });
  await app.db
    .insert(proofOfDeliveries)
    .values({ shipment_id: plain.shipment.id, delivered_at: new Date("2026-11-10T10:00:00Z"), received_by: "Ada" });
  const url = (query: string) => `/api/admin/reports/duty-paid?${query}`;

  it("lists the month's delivered duty-paid shipments with their HS codes, duty paid and delivery date", async () => {
    const res = await client(app, manager.token).get(url("month=2026-11"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows.map((r: { tracking_number: string }) => r.tracking_number)).toEqual(
      [first, second, third].map((s) => s.shipment.tracking_number),
    );
    expect(res.body.rows[0]).toMatchObject({
      consignee: "Ada Obi",
      hs_codes: ["6403990000", "8517130000"],
      invoice: first.invoice.transaction_id,
      invoice_currency: "USD",
      invoice_duty_minor: 2_334,
      duty_paid_kobo: 3_500_050,
      assessed_kobo: null,
      delivered_at: "2026-10-31T23:30:00.000Z",
    });
  });

  it("has totals equal to the invoices' duty lines", async () => {
    const { body } = await client(app, manager.token).get(url("month=2026-11"));
    const ids = [first, second, third].map((s) => s.invoice.id);
    const lines = await app.db.select().from(shipmentDuties).where(inArray(shipmentDuties.invoice_id, ids));
    const sum = (currency: string) =>
      lines.filter((l) => l.invoice_currency === currency).reduce((total, l) => total + l.invoice_amount_minor, 0);
    expect(body.totals).toEqual({
      shipments: 3,
      duty_paid_kobo: lines.reduce((total, l) => total + l.estimated_kobo, 0),
      assessed_kobo: 0,
      invoice_duty: [
        { currency: "GBP", total_minor: sum("GBP") },
        { currency: "USD", total_minor: sum("USD") },
      ],
    });
    expect(body.totals.invoice_duty).toEqual([
      { currency: "GBP", total_minor: 90 },
      { currency: "USD", total_minor: 2_834 },
    ]);
    expect(body.totals.duty_paid_kobo).toBe(3_500_050 + 750_025 + 120_000);
    const [shipment] = await app.db.select().from(shipments).where(eq(shipments.id, first.shipment.id));
    expect(shipment!.shipment_status).toBe("Delivered");
  });

  it("downloads as CSV; a bad month is refused; workers may not see it", async () => {
    const csv = await client(app, manager.token).get(url("month=2026-11&format=csv"));
    expect(csv.status).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="duty-paid-2026-11-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...rows] = parseCsv(csv.raw.body);
    const at = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(
      rows.map((r) => [at(r, "House waybill"), at(r, "HS codes"), at(r, "Duty paid (NGN)"), at(r, "Delivered")]),
    ).toEqual([
      [first.shipment.tracking_number, "6403990000 8517130000", "35000.50", "1 Nov 2026"],
      [second.shipment.tracking_number, "8517130000", "7500.25", "20 Nov 2026"],
      [third.shipment.tracking_number, "8517130000", "1200.00", "30 Nov 2026"],
    ]);
    const bad = await client(app, manager.token).get(url("month=2026-13"));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ month: "Enter a month as YYYY-MM" });
    // Months PostgreSQL cannot take (year 0, or the month after 9999-12) are a 400 too, not a 500.
    for (const month of ["9999-12", "0000-01"]) {
      const edge = await client(app, manager.token).get(url(`month=${month}`));
      expect(edge.status, month).toBe(400);
      expect(edge.body.fields, month).toEqual({ month: "Enter a month between 2000-01 and 2100-12" });
    }
    const worker = await signInAdmin(app, "worker");
    expect((await client(app, worker.token).get(url("month=2026-11"))).status).toBe(403);
  });

  it("lists no shipment whose invoice was refunded since: its duty was given back", async () => {
    const late = await delivered("2026-11-15T10:00:00Z", [50_000], 40);
    const listed = async () =>
      (await client(app, manager.token).get(url("month=2026-11"))).body.rows.map(
        (r: { tracking_number: string }) => r.tracking_number,
      );
    expect(await listed()).toContain(late.shipment.tracking_number);
    const refunded = await client(app, manager.token).post(`/api/invoice/${late.invoice.id}/refund`, {
      reason: "Parcel lost",
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await listed()).toEqual([first, second, third].map((s) => s.shipment.tracking_number));
  });
});
