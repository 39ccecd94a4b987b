import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { prepareDutyPricing, submitDeclared } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { customsDeclarationItems, shipRequests } from "../../db/schema.js";

/** Issue 37: each declaration line's duty and taxes before shipping; a prohibited line is refused, naming it. */

const { app } = await buildTestApp();
await prepareDutyPricing(app, { paymentRate: false });
const submit = (items: Record<string, unknown>[]) => submitDeclared(app, items);

describe("duty and taxes estimated per declaration line (issue 37)", () => {
  it("suggests an HS code from the description, keeps the customer's, and prices each line and the total", async () => {
    const { customer, res } = await submit([
      { description: "iPhone 15 smartphone", quantity: 1, unit_value: "800", currency: "USD", hs_code: "" },
      { description: "Men's jeans", quantity: 2, unit_value: "25.50", currency: "USD", hs_code: "620342" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.ship_request.items).toMatchObject([
      { hs_code: "8517", hs_code_source: "suggested" },
      { hs_code: "620342", hs_code_source: "customer" },
    ]);
    const { duties, quote } = res.body;
    expect(duties.problems).toEqual([]);
    expect(duties.lines).toMatchObject([
      { index: 0, heading: "8517", duty_rate: "10", customs_rate: "1500", fob_kobo: 120_000_000 },
      { index: 1, heading: "6203", duty_rate: "20", customs_rate: "1500", fob_kobo: 7_650_000 },
    ]);
    // The quote's freight line (not its repacking fee) is the freight, converted at the customs rate and shared by
    // FOB to the kobo (decision 0125).
    expect(quote.parcels[0].lines.map((l: { kind: string }) => l.kind)).toEqual(["freight", "repack"]);
    expect(duties.freight_kobo).toBe(quote.parcels[0].lines[0].amount_minor * 1500);
    expect(duties.lines[0].freight_kobo + duties.lines[1].freight_kobo).toBe(duties.freight_kobo);
    expect(duties.total_kobo).toBe(duties.lines[0].total_kobo + duties.lines[1].total_kobo);
    expect(duties.levies).toMatchObject({ surcharge_percent: "7", vat_percent: "7.5" });
    const [line] = duties.lines;
    expect(line.duty_kobo).toBe(Math.floor((line.cif_kobo * 10) / 100 + 0.5));
    // The detail shows the same estimate.
    const detail = await client(app, customer.token).get(`/api/ship-requests/${res.body.ship_request.id}`);
    expect(detail.body.duties).toEqual(duties);
  });

  it("refuses a prohibited line before storing anything, naming it; an unknown line is estimated as a problem", async () => {
    const before = await app.db.$count(shipRequests);
    const { res } = await submit([
      { description: "Trainers", quantity: 1, unit_value: "60", currency: "USD", hs_code: "" },
      { description: "Used clothing bale", quantity: 1, unit_value: "100", currency: "USD", hs_code: "" },
    ]);
    expect(res.status).toBe(400);
    const message =
      "Line 2 (Used clothing bale) cannot be shipped to Nigeria: Used (worn) clothing and textiles (HS 6309) is prohibited. Second-hand clothing is on Nigeria's import prohibition list.";
    expect(res.body.fields).toEqual({ "items.1.hs_code": message });
    expect(res.body.error).toBe(message);
    expect(await app.db.$count(shipRequests)).toBe(before);

    const unknown = await submit([
      { description: "Ceramic dinner plates", quantity: 1, unit_value: "40", currency: "USD", hs_code: "" },
    ]);
    expect(unknown.res.status).toBe(201);
    expect(unknown.res.body.duties.problems).toEqual([
      {
        index: 0,
        reason: "no_hs_code",
        message: "Line 1 (Ceramic dinner plates) has no HS code: choose one before we can estimate its duty.",
      },
    ]);
    const [stored] = await app.db
      .select()
      .from(customsDeclarationItems)
      .where(eq(customsDeclarationItems.ship_request_id, unknown.res.body.ship_request.id));
    expect(stored).toMatchObject({ hs_code: null, hs_code_source: null });
  });
});
