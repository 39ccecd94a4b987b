import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { prepareDutyPricing, submitDeclared } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { customsDeclarationItems, shipRequests } from "../../db/schema.js";

/** Issue 37: each declaration line's duty and taxes before shipping; a prohibited line is refused, naming it. */

const { app } = await buildTestApp();
const owner = await prepareDutyPricing(app, { paymentRate: false });
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
        // The customer can no longer change the line: staff classify it (the form's 'choose one' is not theirs).
        message:
          "Line 1 (Ceramic dinner plates) has no HS code, so its duty is not estimated here: our team gives each item its code for customs.",
      },
    ]);
    const unlisted = await submit([
      { description: "Ceramic dinner plates", quantity: 1, unit_value: "40", currency: "USD", hs_code: "9999.99" },
    ]);
    expect(unlisted.res.body.duties.problems[0].message).toBe(
      "Line 1 (Ceramic dinner plates): HS code 999999 is not in our tariff, so its duty is not estimated here: our team checks each item's code for customs.",
    );
    const [stored] = await app.db
      .select()
      .from(customsDeclarationItems)
      .where(eq(customsDeclarationItems.ship_request_id, unknown.res.body.ship_request.id));
    expect(stored).toMatchObject({ hs_code: null, hs_code_source: null });
  });

  it("refuses a declaration past 10,000,000 in total naming the limit; one stored before shows without an estimate", async () => {
    const phones = (quantity: number, unit_value: string, lines: number) =>
      Array.from({ length: lines }, () => ({ description: "Smartphones", quantity, unit_value, currency: "USD" }));
    const before = await app.db.$count(shipRequests);
    const tooLarge = await submit(phones(10_000, "1000000", 100).map((item) => ({ ...item, hs_code: "851713" })));
    expect(tooLarge.res.status).toBe(400);
    expect(tooLarge.res.body.fields).toEqual({
      items: "The declared items may total at most 10,000,000 USD: for more, please contact us.",
    });
    expect(await app.db.$count(shipRequests)).toBe(before);

    // The limit itself is estimated to the kobo.
    const largest = await submit(phones(1_000, "1000", 10).map((item) => ({ ...item, hs_code: "851713" })));
    expect(largest.res.status, JSON.stringify(largest.res.body)).toBe(201);
    expect(largest.res.body.duties.problems).toEqual([]);
    expect(Number.isSafeInteger(largest.res.body.duties.total_kobo)).toBe(true);

    // Stored before the limit (the reviewer's declaration, 10 lines of 10,000 × $1,000,000): shown, packed and
    // cancelled without a duty estimate, each line saying why.
    const { customer } = largest;
    const id = largest.res.body.ship_request.id as number;
    await app.db
      .update(customsDeclarationItems)
      .set({ quantity: 10_000, unit_value_minor: 100_000_000 })
      .where(eq(customsDeclarationItems.ship_request_id, id));
    const detail = await client(app, customer.token).get(`/api/ship-requests/${id}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.duties).toMatchObject({ lines: [], total_kobo: 0, freight_kobo: 0 });
    expect(detail.body.duties.problems).toHaveLength(10);
    expect(detail.body.duties.problems[9]).toEqual({
      index: 9,
      reason: "too_large",
      message:
        "Line 10 (Smartphones): the declaration's value is too large for us to estimate its duty. Our team will tell you what customs charge.",
    });
    // With a payment rate to bill the duty at (it overflowed converting the duty before).
    const rate = { kind: "payment", currency: "USD", rate: "1600" };
    expect((await client(app, owner.token).post("/api/admin/exchange-rates", rate)).status).toBe(201);
    const boxes = [{ weight: "2", length: "30", width: "20", height: "15", weight_unit: "kg", length_unit: "cm" }];
    const price = await client(app, owner.token).post(`/api/admin/ship-requests/${id}/pack/price`, { boxes });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    expect(price.body.amount.total_minor).toBe(price.body.boxes[0].total_minor);
    const cancelled = await client(app, customer.token).post(`/api/ship-requests/${id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.ship_request.status).toBe("cancelled");
  });
});
