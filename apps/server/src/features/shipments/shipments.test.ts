import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertInvoice, insertShipment } from "../../db/factories/index.js";
import type { shipments } from "../../db/schema.js";

const { app } = await buildTestApp();
const { admin } = await signInAdmin(app);

/** The portal shows a shipment's money and weight with two decimals, whatever was stored. */
const shipmentFor = (
  user: { id: number; email_address: string },
  overrides: Partial<typeof shipments.$inferInsert> = {},
) => insertShipment(app.db, user, { shipping_cost: "185.5", weight: "2.5", ...overrides });

describe("customer shipments", () => {
  it("lists only the customer's own shipments, newest first, paginated", async () => {
    const first = await signUpCustomer(app);
    const second = await signUpCustomer(app);
    const older = await shipmentFor(first.user, { created_at: new Date(Date.now() - 86_400_000) });
    const newer = await shipmentFor(first.user);
    await shipmentFor(second.user);

    const list = await client(app, first.token).get("/api/shipments");
    expect(list.status).toBe(200);
    expect(list.body.shipments.map((s: { id: number }) => s.id)).toEqual([newer.id, older.id]);
    expect(list.body.pagination).toEqual({ page: 1, pageSize: 20, total: 2, totalPages: 1 });
    expect(list.body.shipments[0]).toMatchObject({
      shipping_cost: "185.50",
      weight: "2.50",
      invoice: null,
      currency: "USD ($)",
    });

    const page2 = await client(app, first.token).get("/api/shipments?page=2&pageSize=1");
    expect(page2.body.shipments.map((s: { id: number }) => s.id)).toEqual([older.id]);
    expect(page2.body.pagination.totalPages).toBe(2);

    const search = await client(app, first.token).get(`/api/shipments?q=${older.tracking_number.slice(-6)}`);
    expect(search.body.shipments.map((s: { id: number }) => s.id)).toEqual([older.id]);
  });

  it("shows the detail with its invoice summary; another customer gets 404", async () => {
    const first = await signUpCustomer(app);
    const second = await signUpCustomer(app);
    const shipment = await shipmentFor(first.user);
    const invoice = await insertInvoice(app.db, first.user.id, {
      transaction_id: `INV${shipment.id}TST`,
      reference_type: "shipments",
      reference_id: shipment.id,
      admin_id: admin.id,
      total_amount: "185.5",
      currency: "USD",
      due_date: new Date(Date.now() + 86_400_000),
    });

    const detail = await client(app, first.token).get(`/api/shipments/${shipment.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.shipment).toMatchObject({
      id: shipment.id,
      tracking_number: shipment.tracking_number,
      shipment_status: "Pending",
      invoice: {
        id: invoice!.id,
        transaction_id: invoice!.transaction_id,
        status: "pending",
        total_amount: "185.50",
        currency: "USD",
      },
    });
    const inList = await client(app, first.token).get("/api/shipments");
    expect(inList.body.shipments[0].invoice.transaction_id).toBe(invoice!.transaction_id);

    const other = await client(app, second.token).get(`/api/shipments/${shipment.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: "Shipment not found." });
    expect((await client(app, second.token).get("/api/shipments")).body.shipments).toEqual([]);
  });

  it("needs a session and a valid id", async () => {
    expect((await client(app).get("/api/shipments")).status).toBe(401);
    expect((await client(app).get("/api/shipments/1")).status).toBe(401);
    const { token } = await signUpCustomer(app);
    expect((await client(app, token).get("/api/shipments/abc")).status).toBe(400);
    expect((await client(app, token).get("/api/shipments/999999")).status).toBe(404);
    const lost = await client(app, token).get("/api/shipments?status=Lost");
    expect(lost.status).toBe(400);
    expect(lost.body).toEqual({ error: "Invalid status", fields: { status: "Invalid status" } });
  });
});
