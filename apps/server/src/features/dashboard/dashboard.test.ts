import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertInvoice, insertShipment } from "../../db/factories/index.js";
import { customers, packages, pickups, procurements } from "../../db/schema.js";

const { app } = await buildTestApp();
const { admin } = await signInAdmin(app);

const addShipment = (user: { id: number; email_address: string }, shipment_status: "Pending" | "In Transit") =>
  insertShipment(app.db, user, {
    shipment_status,
    delivery_address: "12 Test Street",
    shipping_cost: "10",
    weight: "1",
  });

async function addInvoice(userId: number, status: "pending" | "paid" | "overdue" | "cancelled") {
  await insertInvoice(app.db, userId, {
    status,
    admin_id: admin.id,
    total_amount: "10",
    currency: "USD",
    due_date: new Date(),
  });
}

describe("customer home", () => {
  it("counts only the customer's own records: pending shipments, unpaid invoices and totals", async () => {
    const first = await signUpCustomer(app);
    const second = await signUpCustomer(app);
    await addShipment(first.user, "Pending");
    await addShipment(first.user, "Pending");
    await addShipment(first.user, "In Transit");
    await addShipment(second.user, "Pending");
    for (const status of ["pending", "overdue", "cancelled", "paid"] as const) await addInvoice(first.user.id, status);
    await addInvoice(second.user.id, "pending");
    await app.db.insert(procurements).values({
      user_id: first.user.id,
      warehouse: "Brixton",
      currency: "GBP (£)",
      address: { address_line1: "x", city: "x", state: "x", country: "x", zip: "1" },
      store_name: "Shop",
      store_website: "https://shop.example.com",
    });
    await app.db.insert(pickups).values({
      user_id: first.user.id,
      contact_name: "A",
      contact_number: "1",
      contact_email: "a@example.com",
      address_1: "x",
      city: "x",
      state: "x",
      country: "x",
      zip: "1",
    });
    // Waiting at our warehouses: received, ready to ship, on hold; not expected, shipped or another customer's.
    const parcel = (user_id: number, status: (typeof packages.$inferInsert)["status"]) => ({
      user_id,
      status,
      warehouse: "Brixton",
      ...(status === "expected" ? {} : { received_at: new Date() }),
    });
    await app.db
      .insert(packages)
      .values([
        parcel(first.user.id, "received"),
        parcel(first.user.id, "ready_to_ship"),
        parcel(first.user.id, "on_hold"),
        parcel(first.user.id, "expected"),
        parcel(first.user.id, "shipped"),
        parcel(second.user.id, "received"),
      ]);

    const res = await client(app, first.token).get("/api/dashboard");
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({
      pending_shipments: 2,
      unpaid_invoices: 3,
      shipments: 3,
      procurements: 1,
      pickups: 1,
      packages_waiting: 3,
    });
    const other = await client(app, second.token).get("/api/dashboard");
    expect(other.body.counts).toEqual({
      pending_shipments: 1,
      unpaid_invoices: 1,
      shipments: 1,
      procurements: 0,
      pickups: 0,
      packages_waiting: 1,
    });
  });

  it("lists the shopping warehouses (the origins USA, UK, China) with the suite number written in, and remembers the choice", async () => {
    const { token, user } = await signUpCustomer(app);
    const res = await client(app, token).get("/api/dashboard");
    expect(res.body.warehouse_choice).toBe("Trail Richmond");
    expect(res.body.suite_number).toBe(user.suite_number);
    // The Lagos warehouses are destinations only: no shopping address there.
    expect(res.body.warehouses.map((w: { city: string }) => w.city)).toEqual([
      "Trail Richmond",
      "Brixton",
      "Guangzhou",
    ]);
    expect(res.body.warehouses.map((w: { country: string }) => w.country)).not.toContain("Nigeria");
    expect(res.body.warehouses[0].address_line2).toBe(`Suite ${user.suite_number}`);
    expect(res.body.warehouses[1].address_line2).toBe(`Unit ${user.suite_number}`);
    expect(res.body.warehouses[2]).toMatchObject({
      city: "Guangzhou",
      label: "Guangzhou, China",
      currency: "CNY (¥)",
      address_line2: `Room ${user.suite_number}`,
      town: "Guangzhou",
      state: "Guangdong",
      country: "China",
    });

    const change = await client(app, token).put("/api/details/warehouse", { warehouse_choice: "Brixton" });
    expect(change.status).toBe(200);
    expect(change.body).toEqual({ message: "Warehouse updated.", warehouse_choice: "Brixton" });
    expect((await client(app, token).get("/api/dashboard")).body.warehouse_choice).toBe("Brixton");
    expect((await client(app, token).get("/api/users/me")).body.user.warehouse_choice).toBe("Brixton");

    const china = await client(app, token).put("/api/details/warehouse", { warehouse_choice: "Guangzhou" });
    expect(china.status, JSON.stringify(china.body)).toBe(200);
    expect((await client(app, token).get("/api/dashboard")).body.warehouse_choice).toBe("Guangzhou");

    for (const lagos of ["Sabo Yaba", "Isolo"]) {
      const refused = await client(app, token).put("/api/details/warehouse", { warehouse_choice: lagos });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("Please choose one of our warehouses");
      expect(refused.body.fields?.warehouse_choice).toBe("Please choose one of our warehouses");
    }
    expect((await client(app, token).get("/api/dashboard")).body.warehouse_choice).toBe("Guangzhou");
  });

  it("shows a customer who chose a Lagos warehouse before it became a destination only the first shopping address", async () => {
    const { token, user } = await signUpCustomer(app);
    await app.db.update(customers).set({ warehouse_choice: "Sabo Yaba" }).where(eq(customers.id, user.id));
    const res = await client(app, token).get("/api/dashboard");
    expect(res.body.warehouse_choice).toBe("Trail Richmond");
    expect(res.body.warehouses.map((w: { city: string }) => w.city)).not.toContain("Sabo Yaba");
  });

  it("needs a session", async () => {
    expect((await client(app).get("/api/dashboard")).status).toBe(401);
    expect((await client(app).put("/api/details/warehouse", { warehouse_choice: "Brixton" })).status).toBe(401);
  });

  it("lists the portal operation calls in the OpenAPI document", async () => {
    const docs = await client(app).get("/api/docs/json");
    expect(docs.status).toBe(200);
    for (const path of [
      "/api/dashboard",
      "/api/details/warehouse",
      "/api/shipments",
      "/api/shipments/{id}",
      "/api/procurements",
      "/api/procurements/{id}",
      "/api/pickups",
      "/api/pickups/{id}",
    ]) {
      expect(Object.keys(docs.body.paths), path).toContain(path);
    }
    expect(docs.body.paths["/api/procurements"].post).toBeDefined();
    expect(docs.body.paths["/api/pickups"].post).toBeDefined();
  });
});
