import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { invoices } from "../../db/schema.js";
import { insertPickup, insertProcurement, insertShipment } from "../../db/factories/index.js";

/*
 * The staff invoice form without raw ids (docs/decisions/0037): the record picker's list, a transaction id made by
 * the server when none is sent, and the admin always the signed-in one whether admin_id is sent or not.
 */
const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");
const customer = await signUpCustomer(app);
const other = await signUpCustomer(app);
const userId = customer.user.id as number;
const user = { id: userId, email_address: customer.email };

const body = (referenceId: number, overrides: Record<string, unknown> = {}) => ({
  user_id: userId,
  reference_id: referenceId,
  reference_type: "procurement",
  total_amount: "99.10",
  currency: "USD",
  status: "pending",
  due_date: "2026-12-30T12:00:00.000Z",
  ...overrides,
});

describe("POST /api/invoice without a transaction id or admin id", () => {
  it("makes a fresh transaction id and records the signed-in admin", async () => {
    const first = await insertProcurement(app.db, userId);
    const second = await insertProcurement(app.db, userId);
    const a = await client(app, manager.token).post("/api/invoice", body(first.id));
    const b = await client(app, manager.token).post("/api/invoice", body(second.id, { transaction_id: "  " }));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.invoice.transaction_id).toMatch(/^INV\d{4}[A-Z]{3}$/);
    expect(b.body.invoice.transaction_id).toMatch(/^INV\d{4}[A-Z]{3}$/);
    expect(a.body.invoice.transaction_id).not.toBe(b.body.invoice.transaction_id);
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, a.body.invoice.id));
    expect(row).toMatchObject({ admin_id: manager.admin.id, transaction_id: a.body.invoice.transaction_id });
  });

  it("keeps a transaction id staff typed, and still refuses a bad admin id when one is sent", async () => {
    const record = await insertProcurement(app.db, userId);
    const typed = `KEEP${Date.now() % 100000}`;
    const bad = await client(app, owner.token).post("/api/invoice", body(record.id, { admin_id: "x1" }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.admin_id).toBe("Admin ID must be a number");
    const res = await client(app, owner.token).post(
      "/api/invoice",
      body(record.id, { transaction_id: typed, admin_id: 999_999 }),
    );
    expect(res.status).toBe(201);
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, res.body.invoice.id));
    expect(row).toMatchObject({ transaction_id: typed, admin_id: owner.admin.id });
  });
});

describe("GET /api/invoice/records: the form's record picker", () => {
  it("lists the customer's own records of the kind asked, newest first, with their invoice and amount", async () => {
    const older = await insertShipment(app.db, user, { created_at: new Date("2026-01-02T10:00:00Z") });
    const newer = await insertShipment(app.db, user, { created_at: new Date("2026-02-02T10:00:00Z") });
    await insertShipment(app.db, { id: other.user.id as number, email_address: other.email });
    const invoiced = await client(app, owner.token).post(
      "/api/invoice",
      body(older.id, { reference_type: "shipments" }),
    );
    expect(invoiced.status).toBe(201);

    const res = await client(app, manager.token).get(`/api/invoice/records?user_id=${userId}&type=shipments`);
    expect(res.status).toBe(200);
    expect(res.body.records.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    expect(res.body.records[0]).toMatchObject({
      label: `${newer.tracking_number} · ${newer.shipment_status}`,
      invoice: null,
      suggested_total: "185.50",
      currency: "USD",
    });
    expect(res.body.records[1].invoice).toEqual({
      id: invoiced.body.invoice.id,
      transaction_id: invoiced.body.invoice.transaction_id,
    });
  });

  it("names shop requests by store with their items and charges as the amount, and pickups by city", async () => {
    const fresh = await signUpCustomer(app);
    const freshId = fresh.user.id as number;
    const shop = await insertProcurement(app.db, freshId);
    const pickup = await insertPickup(app.db, freshId);
    const shops = await client(app, owner.token).get(`/api/invoice/records?user_id=${freshId}&type=procurement`);
    expect(shops.body.records).toEqual([
      expect.objectContaining({
        id: shop.id,
        label: `Shop request #${shop.id} · Amazon · ${shop.status}`,
        suggested_total: "102.79",
        currency: "USD",
      }),
    ]);
    const pickups = await client(app, owner.token).get(`/api/invoice/records?user_id=${freshId}&type=pickup`);
    expect(pickups.body.records).toEqual([
      expect.objectContaining({
        id: pickup.id,
        label: `Pickup #${pickup.id} · ${pickup.city} · ${pickup.status}`,
        suggested_total: null,
      }),
    ]);
  });

  it("answers 400 naming the field for a bad query, and nothing to workers", async () => {
    const bad = await client(app, owner.token).get("/api/invoice/records?user_id=abc&type=shipments");
    expect(bad.status).toBe(400);
    expect(bad.body.fields.user_id).toBe("User ID must be a number");
    const badType = await client(app, owner.token).get(`/api/invoice/records?user_id=${userId}&type=parcel`);
    expect(badType.status).toBe(400);
    expect(badType.body.fields.type).toBe("Invalid reference type");
    const refused = await client(app, worker.token).get(`/api/invoice/records?user_id=${userId}&type=shipments`);
    expect(refused.status).toBe(403);
  });
});
