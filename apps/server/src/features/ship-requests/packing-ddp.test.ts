import { todayText } from "@app/shared/rates/staff";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { packDeclared, prepareDutyPricing } from "../../../test/duties.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { createPackage } from "../../db/factories/index.js";
import { invoices, shipmentDuties, shipmentDutyLines } from "../../db/schema.js";

/** Issue 37, DDP: packing bills the duty estimated at that moment, and keeps it as priced when the tariff changes. */

const { app } = await buildTestApp();
const owner = await prepareDutyPricing(app);
const packedRequest = (items: Record<string, unknown>[]) => packDeclared(app, owner, items);

describe("duties and taxes on the invoice (DDP, issue 37)", () => {
  it("puts the estimate on the invoice in its currency and stores it per line; a later tariff leaves it as priced", async () => {
    const first = await packedRequest([
      { description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" },
      { description: "T-shirts", quantity: 3, unit_value: "10", currency: "USD", hs_code: "610910" },
    ]);
    const { packed } = first;
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.id, packed.body.invoice.id));
    const line = invoice!.evidence!.lines.at(-1)!;
    const [duty] = await app.db.select().from(shipmentDuties).where(eq(shipmentDuties.invoice_id, invoice!.id));
    const lines = await app.db
      .select()
      .from(shipmentDutyLines)
      .where(eq(shipmentDutyLines.shipment_duty_id, duty!.id))
      .orderBy(shipmentDutyLines.id);
    expect(lines.map((l) => [l.hs_code, l.duty_rate, l.customs_rate])).toEqual([
      ["851713", "10.0000", "1500.000000"],
      ["610910", "20.0000", "1500.000000"],
    ]);
    expect(duty!.estimated_kobo).toBe(lines[0]!.total_kobo + lines[1]!.total_kobo);
    // ₦ total ÷ ₦1,600 per $1, half up to the cent.
    const cents = Math.floor((duty!.estimated_kobo * 2 + 1600) / 3200);
    expect(duty).toMatchObject({ invoice_currency: "USD", invoice_amount_minor: cents, invoice_rate: "1600.000000" });
    expect(line).toMatchObject({ label: "Duties and taxes (estimated)", kind: "duties", amount_minor: cents });
    const shipping = invoice!.evidence!.lines.slice(0, -1).reduce((sum, l) => sum + l.amount_minor, 0);
    expect(invoice!.evidence!.total_minor).toBe(shipping + cents);
    expect(Math.round(Number(invoice!.total_amount) * 100)).toBe(shipping + cents);
    // The amount the packer confirmed beforehand is the invoice's, duty included.
    expect(first.price.status, JSON.stringify(first.price.body)).toBe(200);
    expect(first.price.body.amount).toMatchObject({ total_minor: shipping + cents, currency: "USD" });
    // The confirm dialog's lines add up to its title: the boxes, then the duty as a line of its own.
    expect(first.price.body.duty).toEqual({ label: "Duties and taxes (estimated)", total_minor: cents });
    const lines_minor = first.price.body.boxes.map((b: { total_minor: number }) => b.total_minor);
    expect([...lines_minor, cents].reduce((sum, m) => sum + m, 0)).toBe(first.price.body.amount.total_minor);
    expect(first.price.body.notes).toEqual([]);

    // A new tariff version from today: new estimates use it, the packed invoice and its duty do not move.
    const version = await client(app, owner.token).post("/api/admin/customs/tariff", {
      heading: "8517",
      description: "Telephones",
      duty_rate: "20",
      valid_from: todayText(),
    });
    expect(version.status).toBe(201);
    const later = await packedRequest([
      { description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" },
      { description: "T-shirts", quantity: 3, unit_value: "10", currency: "USD", hs_code: "610910" },
    ]);
    expect(later.submitted.duties.lines[0]).toMatchObject({ duty_rate: "20", tariff_id: version.body.version.id });
    const [again] = await app.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(again!.evidence).toEqual(invoice!.evidence);
    expect(again!.total_amount).toBe(invoice!.total_amount);
    const [kept] = await app.db.select().from(shipmentDutyLines).where(eq(shipmentDutyLines.id, lines[0]!.id));
    expect(kept).toMatchObject({
      duty_rate: "10.0000",
      tariff_id: lines[0]!.tariff_id,
      total_kobo: lines[0]!.total_kobo,
    });

    // The packed request's detail shows the duty as billed, not a fresh estimate with the new heading version.
    const detail = await client(app, first.customer.token).get(`/api/ship-requests/${first.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.duties_priced).toMatchObject({
      invoice_currency: "USD",
      invoice_amount_minor: cents,
      invoice_rate: "1600",
    });
    expect(detail.body.duties.total_kobo).toBe(duty!.estimated_kobo);
    expect(
      detail.body.duties.lines.map((l: { hs_code: string; duty_rate: string; customs_rate: string }) => [
        l.hs_code,
        l.duty_rate,
        l.customs_rate,
      ]),
    ).toEqual([
      ["851713", "10", "1500"],
      ["610910", "20", "1500"],
    ]);
    expect(later.submitted.duties_priced).toBeNull();
  });

  it("a line that cannot be priced leaves the invoice with shipping only, and the packer is told why", async () => {
    const { packed, price } = await packedRequest([
      { description: "Ceramic dinner plates", quantity: 1, unit_value: "40", currency: "USD", hs_code: "" },
    ]);
    expect(packed.status).toBe(201);
    expect(price.body.amount).toEqual(packed.body.amount);
    expect(packed.body.message).toContain(
      "No duties and taxes on the invoice: Line 1 (Ceramic dinner plates) has no HS code",
    );
    // The packer reads it before confirming, not only once the invoice is issued and e-mailed.
    expect(price.body.duty).toBeNull();
    expect(price.body.notes).toHaveLength(1);
    expect(price.body.notes[0]).toContain(
      "No duties and taxes on the invoice: Line 1 (Ceramic dinner plates) has no HS code",
    );
    expect(packed.body.message).toContain(price.body.notes[0]);
    expect(await app.db.$count(shipmentDuties, eq(shipmentDuties.invoice_id, packed.body.invoice.id))).toBe(0);
  });

  it("estimates and bills the same duty for the same box: CIF's freight is the carriage only (decision 0125)", async () => {
    // Consolidated and repacked, fragile and insured: every kind of line but oversize is on the quote's box.
    const customer = await signUpCustomer(app);
    const packages = [];
    for (const weight_grams of [1200, 900]) {
      const measures = { weight_grams, length_mm: 300, width_mm: 200, height_mm: 150 };
      packages.push(await createPackage(app.db, { owner: { id: customer.user.id }, ...measures }));
    }
    const submitted = await client(app, customer.token).post("/api/ship-requests", {
      ...SAMPLE_SHIP_REQUEST_FORM,
      package_ids: packages.map((p) => p.id),
      service: "air_economy",
      repack: "remove_packaging",
      fragile: true,
      insurance: true,
      items: [{ description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" }],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const id = submitted.body.ship_request.id as number;
    const { quote, duties } = (await client(app, customer.token).get(`/api/ship-requests/${id}`)).body;
    const [box] = quote.parcels;
    expect(box.lines.map((l: { kind: string }) => l.kind)).toEqual([
      "freight",
      "fragile",
      "insurance",
      "consolidation",
      "repack",
    ]);
    expect(duties.freight_kobo).toBe(box.lines[0].amount_minor * 1500);

    // Packed into exactly the estimated box: the invoice's duty is the estimate's, on the same freight.
    const packedBox = {
      weight: String(box.weight_grams / 1000),
      weight_unit: "kg",
      length: String(box.length_mm / 10),
      width: String(box.width_mm / 10),
      height: String(box.height_mm / 10),
      length_unit: "cm",
    };
    const packed = await client(app, owner.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [packedBox] });
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const [duty] = await app.db
      .select()
      .from(shipmentDuties)
      .where(eq(shipmentDuties.invoice_id, packed.body.invoice.id));
    const [line] = await app.db
      .select()
      .from(shipmentDutyLines)
      .where(eq(shipmentDutyLines.shipment_duty_id, duty!.id));
    expect(line!.freight_kobo).toBe(duties.freight_kobo);
    expect(duty!.estimated_kobo).toBe(duties.total_kobo);
  });
});
