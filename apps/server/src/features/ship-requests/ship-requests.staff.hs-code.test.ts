import { todayText } from "@app/shared/rates/staff";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { createPackage, DEMO_RATE_CARDS } from "../../db/factories/index.js";
import { auditLog } from "../../db/schema.js";
import { addCardVersion } from "../rates/public.js";

/** Issue 37: staff correct a declaration line's HS code at the desk, before packing; audited; the estimate follows. */

const { app } = await buildTestApp();
const economy = DEMO_RATE_CARDS.find((c) => c.origin === "Trail Richmond" && c.service === "air_economy")!;
await addCardVersion(app.db, { terms: economy, valid_from: "2026-01-01", created_by: null });
const owner = await signInAdmin(app, "owner");
await client(app, owner.token).post("/api/admin/exchange-rates", {
  kind: "customs",
  currency: "USD",
  rate: "1500",
  effective_at: new Date(Date.now() - 3_600_000).toISOString(),
  confirm: true, // taking effect in the past
});

async function submitted() {
  const customer = await signUpCustomer(app);
  const pkg = await createPackage(app.db, { owner: { id: customer.user.id }, weight_grams: 1000 });
  const res = await client(app, customer.token).post("/api/ship-requests", {
    ...SAMPLE_SHIP_REQUEST_FORM,
    package_ids: [pkg.id],
    service: "air_economy",
    items: [
      { description: "Phone case", quantity: 1, unit_value: "20", currency: "USD", hs_code: "" },
      { description: "Leather shoes", quantity: 1, unit_value: "80", currency: "USD", hs_code: "640399" },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { customer, id: res.body.ship_request.id as number, body: res.body };
}

const hsUrl = (id: number, line: number) => `/api/admin/ship-requests/${id}/items/${line}/hs-code`;

describe("PUT /api/admin/ship-requests/:id/items/:line/hs-code", () => {
  it("sets the line's code as staff's, audits it, and the customer's estimate uses it", async () => {
    const { customer, id, body } = await submitted();
    expect(body.ship_request.items[0]).toMatchObject({ hs_code: "8517", hs_code_source: "suggested" });
    expect(body.duties.lines[0]).toMatchObject({ heading: "8517", duty_rate: "10" });

    const res = await client(app, owner.token).put(hsUrl(id, 1), { hs_code: "4202.32" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Line 1's HS code is now 420232. The customer's estimate uses it.");
    expect(res.body.item).toMatchObject({
      hs_code: "420232",
      hs_code_source: "staff",
      heading: { heading: "4202", restriction: "none" },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/kobo|₦/);

    const detail = await client(app, customer.token).get(`/api/ship-requests/${id}`);
    expect(detail.body.ship_request.items[0]).toMatchObject({ hs_code: "420232", hs_code_source: "staff" });
    expect(detail.body.duties.lines[0]).toMatchObject({ hs_code: "420232", heading: "4202", duty_rate: "20" });
    expect(detail.body.duties.lines[1]).toMatchObject({ hs_code: "640399" });

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "ship_request"), eq(auditLog.entity_id, id), eq(auditLog.action, "changed")));
    expect(audit).toMatchObject({ field: "items.1.hs_code", old_value: "8517", new_value: "420232" });

    // The packing table shows the corrected code with who set it.
    const list = await client(app, owner.token).get(`/api/admin/ship-requests?q=${id}`);
    const row = list.body.ship_requests.find((r: { id: number }) => r.id === id);
    expect(row.declaration.items[0]).toMatchObject({ hs_code: "420232", hs_code_source: "staff" });
  });

  it("flags a prohibited code at the desk, and packing then refuses the request naming the line", async () => {
    const { id } = await submitted();
    const res = await client(app, owner.token).put(hsUrl(id, 2), { hs_code: "630900" });
    expect(res.status).toBe(200);
    expect(res.body.item.heading).toMatchObject({ heading: "6309", restriction: "prohibited" });
    const list = await client(app, owner.token).get(`/api/admin/ship-requests?q=${id}`);
    const row = list.body.ship_requests.find((r: { id: number }) => r.id === id);
    expect(row.declaration.items[1].heading).toMatchObject({ restriction: "prohibited" });
    expect(row.declaration.items[1].heading.restriction_note).toContain("prohibition list");
    const packed = await client(app, owner.token).post(`/api/admin/ship-requests/${id}/pack`, {
      boxes: [{ weight: "1", length: "30", width: "20", height: "15", weight_unit: "kg", length_unit: "cm" }],
    });
    expect(packed.status).toBe(409);
    expect(packed.body.error).toContain("Line 2 (Leather shoes) cannot be shipped to Nigeria");
  });

  it("refuses a code outside the tariff or malformed (400 naming hs_code), no such line (404), once packed (409)", async () => {
    const { id } = await submitted();
    const api = client(app, owner.token);
    const unknown = await api.put(hsUrl(id, 1), { hs_code: "999999" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields?.hs_code).toBe("HS code 999999 is not in the tariff: choose a code our tariff covers.");
    const malformed = await api.put(hsUrl(id, 1), { hs_code: "85" });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain("Enter the HS code, 4 to 10 digits");
    expect((await api.put(hsUrl(id, 3), { hs_code: "8517" })).status).toBe(404);
    expect((await api.put(hsUrl(999_999, 1), { hs_code: "8517" })).status).toBe(404);

    const packed = await api.post(`/api/admin/ship-requests/${id}/pack`, {
      boxes: [{ weight: "1", length: "30", width: "20", height: "15", weight_unit: "kg", length_unit: "cm" }],
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const late = await api.put(hsUrl(id, 1), { hs_code: "8517" });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("HS codes can be corrected only while the ship request waits to be packed.");
  });

  it("the packing table classifies each line as the desk does: the longest heading in force, its newest version, none from tomorrow", async () => {
    const { id } = await submitted();
    const api = client(app, owner.token);
    const tomorrow = todayText(new Date(Date.now() + 86_400_000));
    const publish = async (form: Record<string, string>) => {
      const res = await api.post("/api/admin/customs/tariff", { duty_rate: "20", valid_from: todayText(), ...form });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await publish({
      heading: "640399",
      description: "Other leather footwear",
      restriction: "restricted",
      restriction_note: "Needs an import permit",
    });
    await publish({
      heading: "640399",
      description: "Banned footwear",
      restriction: "prohibited",
      restriction_note: "From tomorrow",
      valid_from: tomorrow,
    });
    await publish({ heading: "8517", description: "Telephones (from tomorrow)", valid_from: tomorrow });
    // Published last: the newest row, yet the shorter heading.
    await publish({ heading: "6403", description: "Footwear with leather uppers" });

    const list = await api.get(`/api/admin/ship-requests?q=${id}`);
    const [phone, shoes] = list.body.ship_requests.find((r: { id: number }) => r.id === id).declaration.items;
    expect(phone.heading).toEqual({
      heading: "8517",
      description: "Telephones, smartphones and network devices",
      restriction: "none",
      restriction_note: null,
    });
    expect(shoes.heading).toEqual({
      heading: "640399",
      description: "Other leather footwear",
      restriction: "restricted",
      restriction_note: "Needs an import permit",
    });
    // The desk's own classification of the same line (the tariff in force, read whole) agrees.
    const desk = await api.put(hsUrl(id, 2), { hs_code: "640399" });
    expect(desk.status).toBe(200);
    expect(desk.body.item.heading).toEqual(shoes.heading);
    // A code under the 4-digit heading only, and one no heading covers.
    expect((await api.put(hsUrl(id, 1), { hs_code: "640320" })).status).toBe(200);
    const again = await api.get(`/api/admin/ship-requests?q=${id}`);
    const [footwear] = again.body.ship_requests.find((r: { id: number }) => r.id === id).declaration.items;
    expect(footwear).toMatchObject({
      hs_code: "640320",
      heading: { heading: "6403", description: "Footwear with leather uppers" },
    });
  });
});
