import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertCustomer } from "../../db/factories/accounts.js";
import { insertMaster, insertMasterWithShipments, insertPaidShipRequest } from "../../db/factories/masters.js";
import { auditLog, shipments } from "../../db/schema.js";

const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);

const form = {
  mode: "air",
  carrier: "Turkish Cargo",
  transport_document: "235-12345675",
  origin: "Trail Richmond",
  destination: "Lagos (LOS)",
  cutoff_at: "2026-11-30T18:00:00Z",
  departure_date: "2026-12-01",
  expected_arrival_date: "2026-12-04",
};

const mastersOf = async (ids: number[]) =>
  (await app.db.select().from(shipments).where(inArray(shipments.id, ids))).map((s) => s.master_shipment_id);

describe("master shipments: open, list, detail, edit", () => {
  it("opens a master, lists and finds it, shows its detail and audits each changed fact", async () => {
    const created = await staff.post("/api/admin/master-shipments", form);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      reference: expect.stringMatching(/^MS\d+$/),
      mode: "air",
      origin: "Trail Richmond",
      origin_label: "Stafford, Texas, USA",
      stage: "loading",
      last_milestone: null,
      shipments_count: 0,
      cutoff_at: "2026-11-30T18:00:00.000Z",
    });
    const id = created.body.id as number;

    const list = await staff.get("/api/admin/master-shipments?q=235-1234&status=loading");
    expect(list.status).toBe(200);
    expect(list.body.masters.map((m: { id: number }) => m.id)).toContain(id);
    // The reference and the AWB/B/L number by their start in any case; not by a part in the middle.
    const found = async (q: string) =>
      (await staff.get(`/api/admin/master-shipments?q=${encodeURIComponent(q)}`)).body.masters.map(
        (m: { id: number }) => m.id,
      );
    expect(await found(created.body.reference.toLowerCase())).toContain(id);
    expect(await found(created.body.reference.slice(2))).toContain(id);
    expect(await found(created.body.transport_document.toLowerCase().slice(0, 5))).toContain(id);
    expect(await found(created.body.transport_document.slice(2))).not.toContain(id);
    const other = await staff.get("/api/admin/master-shipments?status=delivered");
    expect(other.body.masters.map((m: { id: number }) => m.id)).not.toContain(id);
    const csv = await staff.get(`/api/admin/master-shipments?format=csv&q=${created.body.reference}`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.raw.body).toContain("Turkish Cargo");

    const edited = await staff.put(`/api/admin/master-shipments/${id}`, { ...form, carrier: "Qatar Airways Cargo" });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.carrier).toBe("Qatar Airways Cargo");

    const detail = await staff.get(`/api/admin/master-shipments/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ master: { id, carrier: "Qatar Airways Cargo" }, shipments: [], updates: [] });
    expect(detail.body.audit.map((a: { summary: string }) => a.summary)).toContain(
      "Carrier changed from Turkish Cargo to Qatar Airways Cargo",
    );
    expect((await staff.get("/api/admin/master-shipments/999999")).status).toBe(404);
  });

  it("refuses an expected arrival before departure with the field's message", async () => {
    const res = await staff.post("/api/admin/master-shipments", { ...form, expected_arrival_date: "2026-11-01" });
    expect(res.status).toBe(400);
    expect(res.body.fields.expected_arrival_date).toBe("Expected arrival cannot be before departure");
  });

  it("refuses days and times the database has no place for, naming the field (500 before)", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ departure_date: "0000-01-01", expected_arrival_date: undefined }, "departure_date"],
      [{ expected_arrival_date: "0000-06-01" }, "expected_arrival_date"],
      [{ cutoff_at: "0000-01-01T10:00:00Z" }, "cutoff_at"],
    ];
    for (const [change, field] of cases) {
      const res = await staff.post("/api/admin/master-shipments", { ...form, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.fields, JSON.stringify(change)).toHaveProperty(field);
    }
  });
});

describe("loading paid ship requests", () => {
  it("loads paid requests of the origin, lists them in the detail and no longer offers them as eligible", async () => {
    const master = await insertMaster(app.db);
    const customer = await insertCustomer(app.db);
    const a = await insertPaidShipRequest(app.db, customer);
    const b = await insertPaidShipRequest(app.db, customer);
    const elsewhere = await insertPaidShipRequest(app.db, customer, { request: { warehouse: "Brixton" } });

    const eligible = await staff.get(`/api/admin/master-shipments/${master.id}/eligible?pageSize=100`);
    expect(eligible.status).toBe(200);
    const offered = eligible.body.requests.map((r: { ship_request_id: number }) => r.ship_request_id);
    expect(offered).toEqual(expect.arrayContaining([a.request.id, b.request.id]));
    expect(offered).not.toContain(elsewhere.request.id);

    const res = await staff.post(`/api/admin/master-shipments/${master.id}/shipments`, {
      ship_request_ids: [a.request.id, b.request.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ added: 2, master: { shipments_count: 2, customers_count: 1 } });
    expect(await mastersOf([a.shipment.id, b.shipment.id])).toEqual([master.id, master.id]);

    const detail = await staff.get(`/api/admin/master-shipments/${master.id}`);
    expect(detail.body.shipments).toHaveLength(2);
    expect(detail.body.shipments[0]).toMatchObject({
      ship_request_id: expect.any(Number),
      customer: { id: customer.id, email_address: customer.email_address },
      weight_kg: "2.50",
      declared: [{ currency: "USD", total_minor: 9100 }],
      items_count: 1,
    });
    const again = await staff.get(`/api/admin/master-shipments/${master.id}/eligible?pageSize=100`);
    const still = again.body.requests.map((r: { ship_request_id: number }) => r.ship_request_id);
    expect(still).not.toContain(a.request.id);
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.entity_id, a.shipment.id));
    expect(trail.some((t) => t.entity_type === "shipment" && t.new_value === master.reference)).toBe(true);
  });

  it("stores nothing and names each offending request: not paid, another warehouse, already on a master, unknown", async () => {
    const master = await insertMaster(app.db);
    const { master: otherMaster, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [1] });
    const customer = await insertCustomer(app.db);
    const good = await insertPaidShipRequest(app.db, customer);
    const packed = await insertPaidShipRequest(app.db, customer, { request: { status: "packed" } });
    const brixton = await insertPaidShipRequest(app.db, customer, { request: { warehouse: "Brixton" } });
    const onOther = linked[0]!;
    const cases: Array<[number, RegExp]> = [
      [packed.request.id, new RegExp(`#${packed.request.id} is packed, not paid`)],
      [brixton.request.id, new RegExp(`#${brixton.request.id} is at Brixton, not at the origin Trail Richmond`)],
      [onOther.request.id, new RegExp(`#${onOther.request.id} is already on master shipment ${otherMaster.reference}`)],
      [2_000_000_000, /#2000000000 does not exist/],
    ];
    for (const [badId, message] of cases) {
      const res = await staff.post(`/api/admin/master-shipments/${master.id}/shipments`, {
        ship_request_ids: [good.request.id, badId],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toMatch(/^Nothing was loaded\./);
      expect(res.body.error).toMatch(message);
      expect(res.body.error).not.toContain(`#${good.request.id} `);
      expect(await mastersOf([good.shipment.id])).toEqual([null]);
    }
    expect(await mastersOf([onOther.shipment.id])).toEqual([otherMaster.id]);
    const all = await staff.post(`/api/admin/master-shipments/${master.id}/shipments`, {
      ship_request_ids: [packed.request.id, brixton.request.id],
    });
    expect(all.body.error).toContain(`#${packed.request.id}`);
    expect(all.body.error).toContain(`#${brixton.request.id}`);
    expect((await staff.get(`/api/admin/master-shipments/${master.id}`)).body.master.shipments_count).toBe(0);
    // One shipment loaded reads as one in the master's history.
    const one = await staff.post(`/api/admin/master-shipments/${master.id}/shipments`, {
      ship_request_ids: [good.request.id],
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const [loaded] = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity_type, "master_shipment"),
          eq(auditLog.entity_id, master.id),
          eq(auditLog.action, "loaded"),
        ),
      );
    expect(loaded!.new_value).toMatch(new RegExp(`^1 shipment: \\S+ \\(ship request #${good.request.id}\\)$`));
  });

  it("answers a ship request of a warehouse the caller does not work at as one that does not exist", async () => {
    const london = client(app, (await signInAdmin(app, "worker", ["Brixton"])).token);
    const master = await insertMaster(app.db, { origin: "Brixton" });
    const customer = await insertCustomer(app.db);
    const submitted = await insertPaidShipRequest(app.db, customer, { request: { status: "submitted" } });
    const guangzhou = await insertPaidShipRequest(app.db, customer, { request: { warehouse: "Guangzhou" } });
    const ids = [submitted.request.id, guangzhou.request.id];
    const res = await london.post(`/api/admin/master-shipments/${master.id}/shipments`, { ship_request_ids: ids });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe(
      `Nothing was loaded. These ship requests cannot be loaded: #${ids[0]} does not exist; #${ids[1]} does not exist.`,
    );
    // Staff of all warehouses are told what is wrong with each.
    const told = await staff.post(`/api/admin/master-shipments/${master.id}/shipments`, { ship_request_ids: ids });
    expect(told.body.error).toContain(`#${ids[0]} is submitted, not paid`);
    expect(told.body.error).toContain(`#${ids[1]} is at Guangzhou, not at the origin Brixton`);
  });

  it("keeps the origin once shipments are loaded", async () => {
    const { master } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [1] });
    const res = await staff.put(`/api/admin/master-shipments/${master.id}`, { ...form, origin: "Brixton" });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/origin cannot change/);
  });
});

describe("unloading", () => {
  it("takes a shipment off before departure, and refuses once the master departed", async () => {
    const { master, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [2] });
    const [first, second] = linked;
    const off = await staff.delete(`/api/admin/master-shipments/${master.id}/shipments/${first!.shipment.id}`);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.shipments_count).toBe(1);
    expect(await mastersOf([first!.shipment.id])).toEqual([null]);
    expect(
      (await staff.delete(`/api/admin/master-shipments/${master.id}/shipments/${first!.shipment.id}`)).status,
    ).toBe(404);

    const departed = await staff.post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "milestone",
      milestone: "departed_origin",
    });
    expect(departed.status, JSON.stringify(departed.body)).toBe(201);
    const refused = await staff.delete(`/api/admin/master-shipments/${master.id}/shipments/${second!.shipment.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/has departed/);
    expect(await mastersOf([second!.shipment.id])).toEqual([master.id]);
    const late = await staff.post(`/api/admin/master-shipments/${master.id}/shipments`, {
      ship_request_ids: [first!.request.id],
    });
    expect(late.status).toBe(409);
  });
});
