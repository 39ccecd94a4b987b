import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { auditLog, invoices, mailOutbox, pickups } from "../../db/schema.js";
import { insertPickup } from "../../db/factories/index.js";

const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const worker = await signInAdmin(app, "worker");
const customer = await signUpCustomer(app, { firstname: "Tunde" });
const userId = customer.user.id as number;

const put = (token: string | undefined, body: unknown) => client(app, token).put("/api/pickup/pickup-status", body);

describe("GET /api/pickup", () => {
  it("lists pickups with the customer's e-mail and the invoice cell; searches, filters, sorts, exports", async () => {
    const a = await insertPickup(app.db, userId, { contact_name: "Amaka Eze", created_at: new Date("2025-03-01") });
    const b = await insertPickup(app.db, userId, { status: "delivered", created_at: new Date("2025-04-01") });
    await app.db.insert(invoices).values({
      transaction_id: "INV5555PKP",
      reference_type: "pickup",
      reference_id: b.id,
      user_id: userId,
      admin_id: owner.admin.id,
      total_amount: "15000",
      currency: "NGN",
      due_date: new Date("2026-01-01"),
    });
    const ids = (body: { pickups: Array<{ id: number }> }) => body.pickups.map((r) => r.id);

    const list = await client(app, worker.token).get("/api/pickup");
    expect(list.status).toBe(200);
    expect(ids(list.body)).toEqual([b.id, a.id]);
    expect(list.body.pickups[0]).toMatchObject({
      status: "delivered",
      email_address: customer.email,
      invoice: { transaction_id: "INV5555PKP", total_amount: "15000.00", currency: "NGN", status: "pending" },
    });
    expect(list.body.pickups[1].invoice).toBeNull();

    expect(ids((await client(app, worker.token).get("/api/pickup?q=amaka")).body)).toEqual([a.id]);
    expect(ids((await client(app, worker.token).get(`/api/pickup?q=${a.id}`)).body)).toEqual([a.id]);
    expect(
      ids((await client(app, worker.token).get(`/api/pickup?q=${encodeURIComponent(customer.email)}`)).body),
    ).toHaveLength(2);
    expect(ids((await client(app, worker.token).get("/api/pickup?status=delivered")).body)).toEqual([b.id]);
    expect(ids((await client(app, worker.token).get("/api/pickup?sort=asc")).body)).toEqual([a.id, b.id]);
    expect(ids((await client(app, worker.token).get("/api/pickup?pageSize=1&page=2")).body)).toEqual([a.id]);

    const csv = await client(app, worker.token).get("/api/pickup?format=csv");
    const lines = String(csv.raw.body).trim().split("\r\n");
    expect(lines[0]).toBe("Pickup No.,Status,Email,Contact,City,Country,Date,Invoice,Invoice Amount,Invoice Currency");
    expect(lines[1]).toContain(`${b.id},delivered,${customer.email}`);
    expect(lines[1]).toContain("INV5555PKP,15000.00,NGN");

    expect((await client(app, customer.token).get("/api/pickup")).status).toBe(401);
    expect((await client(app).get("/api/pickup")).status).toBe(401);
  });
});

describe("GET /api/pickup/:id", () => {
  it("answers the detail with the customer's e-mail, items with the weight in kg, and the audit trail", async () => {
    const p = await insertPickup(app.db, userId, {
      address_2: "Block C",
      delivery_address: "15 Admiralty Way",
      extra_info: "Call first",
    });
    const res = await client(app, worker.token).get(`/api/pickup/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body.pickup).toMatchObject({
      id: p.id,
      status: "pending",
      email_address: customer.email,
      customer_name: "Tunde Lovelace",
      address_1: "3 Allen Avenue",
      address_2: "Block C",
      city: "Ikeja",
      zip: "100271",
      delivery_address: "15 Admiralty Way",
      extra_info: "Call first",
      images: [],
      audit: [],
      invoice: null,
    });
    // 22 lbs = 9.98 kg
    expect(res.body.pickup.items).toEqual([
      expect.objectContaining({
        item_name: "Books",
        length: "40.00",
        width: "30.00",
        height: "30.00",
        weight_lbs: "22.00",
        weight_kg: 9.98,
        quantity: 1,
      }),
    ]);
    expect((await client(app, worker.token).get("/api/pickup/987654")).status).toBe(404);
    expect((await client(app, customer.token).get(`/api/pickup/${p.id}`)).status).toBe(401);
  });
});

describe("PUT /api/pickup/pickup-status", () => {
  it("validates the id and the status with the spec's messages", async () => {
    const p = await insertPickup(app.db, userId);
    expect((await put(owner.token, { status: "delivered" })).body.fields.pickup_id).toBe("Pickup ID is required");
    expect((await put(owner.token, { pickup_id: -2, status: "delivered" })).body.fields.pickup_id).toBe(
      "Pickup ID is required",
    );
    expect((await put(owner.token, { pickup_id: p.id })).body.fields.status).toBe("Status is required");
    expect((await put(owner.token, { pickup_id: p.id, status: "  " })).body.fields.status).toBe("Status is required");
    expect((await put(owner.token, { pickup_id: p.id, status: "lost" })).body.fields.status).toBe("Invalid status");
    expect((await put(owner.token, { pickup_id: 987_654, status: "delivered" })).status).toBe(404);
    expect((await put(owner.token, { pickup_id: 99_999_999_999, status: "delivered" })).status).toBe(400);
  });

  it("accepts every spec status from a worker, audits each change and e-mails the customer", async () => {
    const p = await insertPickup(app.db, userId);
    for (const status of ["processing", "in-transit", "delivered", "cancelled", "pending"]) {
      const res = await put(worker.token, { pickup_id: p.id, status });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "Status updated!", id: p.id, status });
    }
    const [row] = await app.db.select().from(pickups).where(eq(pickups.id, p.id));
    expect(row!.status).toBe("pending");
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "pickup"), eq(auditLog.entity_id, p.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((e) => `${e.old_value}→${e.new_value}`)).toEqual([
      "pending→processing",
      "processing→in-transit",
      "in-transit→delivered",
      "delivered→cancelled",
      "cancelled→pending",
    ]);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, customer.email));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Your pickup #${p.id} is now on its way`, `Your pickup #${p.id} is now delivered`]),
    );
  });

  it("does not tell the customer twice: back from pending to the status they were last told sends nothing", async () => {
    const p = await insertPickup(app.db, userId);
    const subjects = async () =>
      (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, customer.email)))
        .map((m) => m.subject)
        .filter((subject) => subject.startsWith(`Your pickup #${p.id} `));
    for (const status of ["processing", "pending", "processing"]) {
      expect((await put(worker.token, { pickup_id: p.id, status })).status).toBe(200);
    }
    // One 'processing' e-mail (two identical ones before).
    expect(await subjects()).toEqual([`Your pickup #${p.id} is now being arranged`]);
    await put(worker.token, { pickup_id: p.id, status: "in-transit" });
    await put(worker.token, { pickup_id: p.id, status: "processing" });
    // Moving back to processing after in transit is news: told again.
    expect(await subjects()).toHaveLength(3);
  });

  it("refuses customers and anonymous callers", async () => {
    const p = await insertPickup(app.db, userId);
    expect((await put(customer.token, { pickup_id: p.id, status: "delivered" })).status).toBe(401);
    expect((await put(undefined, { pickup_id: p.id, status: "delivered" })).status).toBe(401);
  });
});
