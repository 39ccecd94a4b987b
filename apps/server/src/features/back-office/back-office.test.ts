import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { invoices, shipments, tickets } from "../../db/schema.js";
import { insertPickup, insertProcurement, insertShipment } from "../../db/factories/index.js";

const { app } = await buildTestApp();

describe("admin home summary", () => {
  it("counts pending shipments exactly, unpaid (pending or overdue) invoices, and every total", async () => {
    const { token, admin } = await signInAdmin(app, "worker");
    const api = client(app, token);
    const empty = await api.get("/api/admin/summary");
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      pending_shipments: 0,
      unpaid_invoices: 0,
      totals: { parcels: 0, to_pack: 0, shipments: 0, procurements: 0, pickups: 0, invoices: 0, tickets: 0 },
    });

    const customer = await signUpCustomer(app);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await insertShipment(app.db, { id: customer.user.id, email_address: customer.email })).id);
    await app.db.update(shipments).set({ shipment_status: "In Transit" }).where(eq(shipments.id, ids[0]!));
    await app.db.update(shipments).set({ shipment_status: "Delivered" }).where(eq(shipments.id, ids[1]!));
    await insertProcurement(app.db, customer.user.id);
    await insertPickup(app.db, customer.user.id);
    await insertPickup(app.db, customer.user.id);
    await app.db
      .insert(tickets)
      .values({ user_id: customer.user.id, subject: "S", department: "technical", warehouse: "UK", message: "M" });
    const statuses = ["pending", "overdue", "paid", "cancelled"] as const;
    await app.db.insert(invoices).values(
      statuses.map((status, i) => ({
        transaction_id: `INVSUM${i}`,
        status,
        reference_type: "shipments" as const,
        reference_id: ids[i]!,
        user_id: customer.user.id,
        admin_id: admin.id,
        total_amount: "5.00",
        currency: "USD" as const,
        due_date: new Date(),
      })),
    );

    const res = await api.get("/api/admin/summary");
    expect(res.body).toEqual({
      pending_shipments: 2,
      unpaid_invoices: 2,
      totals: { parcels: 0, to_pack: 0, shipments: 4, procurements: 1, pickups: 2, invoices: 4, tickets: 1 },
    });
  });
});
