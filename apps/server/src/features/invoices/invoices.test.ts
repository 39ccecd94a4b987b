import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertInvoice } from "../../db/factories/index.js";

const { app } = await buildTestApp();
let ada: Awaited<ReturnType<typeof signUpCustomer>>;
let bob: Awaited<ReturnType<typeof signUpCustomer>>;

beforeAll(async () => {
  ada = await signUpCustomer(app);
  bob = await signUpCustomer(app, { firstname: "Bobby" });
});

describe("GET /api/invoices", () => {
  it("needs a session", async () => {
    expect((await client(app).get("/api/invoices")).status).toBe(401);
  });

  it("lists only the signed-in customer's invoices, newest first, paginated", async () => {
    const day = 86_400_000;
    const older = await insertInvoice(app.db, ada.user.id, {
      created_at: new Date(Date.now() - 3 * day),
      total_amount: "1250",
    });
    const newer = await insertInvoice(app.db, ada.user.id, {
      created_at: new Date(Date.now() - day),
      currency: "NGN",
      extra_info: "Duty",
    });
    const middle = await insertInvoice(app.db, ada.user.id, {
      created_at: new Date(Date.now() - 2 * day),
      status: "paid",
    });
    await insertInvoice(app.db, bob.user.id);

    const res = await client(app, ada.token).get("/api/invoices");
    expect(res.status).toBe(200);
    expect(res.body.invoices.map((i: { id: number }) => i.id)).toEqual([newer.id, middle.id, older.id]);
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 20, total: 3, totalPages: 1 });
    expect(res.body.invoices[2]).toMatchObject({
      transaction_id: older.transaction_id,
      total_amount: "1250.00",
      currency: "USD",
      status: "pending",
      reference_type: "pickup",
    });
    expect(res.body.invoices[0].extra_info).toBe("Duty");

    const page2 = await client(app, ada.token).get("/api/invoices?page=2&pageSize=2");
    expect(page2.body.invoices.map((i: { id: number }) => i.id)).toEqual([older.id]);
    expect(page2.body.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalPages: 2 });

    const paid = await client(app, ada.token).get("/api/invoices?status=paid");
    expect(paid.body.invoices.map((i: { id: number }) => i.id)).toEqual([middle.id]);
    const search = await client(app, ada.token).get(`/api/invoices?q=${older.transaction_id.slice(3)}`);
    expect(search.body.invoices.map((i: { id: number }) => i.id)).toEqual([older.id]);
    expect((await client(app, ada.token).get("/api/invoices?status=bogus")).status).toBe(400);
  });

  it("answers an empty list for a customer without invoices", async () => {
    const carol = await signUpCustomer(app);
    const res = await client(app, carol.token).get("/api/invoices");
    expect(res.body).toEqual({ invoices: [], pagination: { page: 1, pageSize: 20, total: 0, totalPages: 1 } });
  });
});

describe("GET /api/invoices/:id", () => {
  it("returns the customer's own invoice with the fields the payment screen needs", async () => {
    const invoice = await insertInvoice(app.db, ada.user.id, {
      reference_type: "procurement",
      extra_info: "Two parcels",
    });
    const res = await client(app, ada.token).get(`/api/invoices/${invoice.id}`);
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({
      id: invoice.id,
      transaction_id: invoice.transaction_id,
      total_amount: "185.50",
      currency: "USD",
      status: "pending",
      reference_type: "procurement",
      reference_id: invoice.reference_id,
      extra_info: "Two parcels",
      paid_at: null,
    });
    for (const field of ["created_at", "due_date", "updated_at"])
      expect(Date.parse(res.body.invoice[field])).not.toBeNaN();
  });

  it("answers 404 for another customer's invoice and for a missing one", async () => {
    const bobs = await insertInvoice(app.db, bob.user.id);
    const res = await client(app, ada.token).get(`/api/invoices/${bobs.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Invoice not found." });
    expect((await client(app, ada.token).get("/api/invoices/999999")).status).toBe(404);
    expect((await client(app, bob.token).get(`/api/invoices/${bobs.id}`)).status).toBe(200);
  });
});
