import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { auditLog, invoices, mailOutbox, shipments } from "../../db/schema.js";
import { insertPickup, insertProcurement, insertShipment } from "../../db/factories/index.js";

const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");
const customer = await signUpCustomer(app);
const other = await signUpCustomer(app);
const userId = customer.user.id as number;

let txCounter = 0;
const txId = () => `TST${1000 + ++txCounter}ABC`;

async function goodBody(overrides: Record<string, unknown> = {}) {
  const procurement = await insertProcurement(app.db, userId);
  return {
    user_id: userId,
    admin_id: 999_999,
    reference_id: procurement.id,
    reference_type: "procurement",
    total_amount: 150.25,
    currency: "USD",
    status: "pending",
    transaction_id: txId(),
    due_date: "2026-06-30T12:00:00.000Z",
    extra_info: "Items and fees",
    ...overrides,
  };
}

describe("POST /api/invoice: the spec's validation messages", () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["user_id", { user_id: undefined }, "User ID is required"],
    ["user_id", { user_id: "abc" }, "User ID must be a number"],
    ["user_id", { user_id: -3 }, "User ID must be positive"],
    ["admin_id", { admin_id: "x1" }, "Admin ID must be a number"],
    ["admin_id", { admin_id: 0 }, "Admin ID must be positive"],
    ["reference_id", { reference_id: undefined }, "Reference ID is required"],
    ["reference_id", { reference_id: true }, "Reference ID must be a number"],
    ["reference_id", { reference_id: -1 }, "Reference ID must be positive"],
    ["reference_type", { reference_type: "parcel" }, "Invalid reference type"],
    ["total_amount", { total_amount: -5 }, "Total amount must be a positive number"],
    ["total_amount", { total_amount: 0 }, "Total amount must be a positive number"],
    ["total_amount", { total_amount: undefined }, "Total amount is required"],
    ["total_amount", { total_amount: "lots" }, "Total amount must be a number"],
    ["currency", { currency: "EUR" }, "Invalid currency"],
    ["status", { status: "unpaid" }, "Invalid status"],
    ["transaction_id", { transaction_id: "INV 12" }, "Transaction ID may only contain letters, numbers, '-' and '_'"],
    ["due_date", { due_date: "" }, "Due date is required"],
    ["due_date", { due_date: undefined }, "Due date is required"],
  ];
  it.each(cases)("%s %j → %s", async (field, change, message) => {
    const res = await client(app, owner.token).post("/api/invoice", await goodBody(change));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it("writes nothing for a bad body", async () => {
    const body = await goodBody({ currency: "EUR" });
    await client(app, owner.token).post("/api/invoice", body);
    expect(
      await app.db
        .select()
        .from(invoices)
        .where(eq(invoices.transaction_id, body.transaction_id as string)),
    ).toEqual([]);
  });
});

describe("POST /api/invoice: creation", () => {
  it("issues the invoice as the signed-in admin, audits it and e-mails the customer", async () => {
    const body = await goodBody();
    const res = await client(app, manager.token).post("/api/invoice", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: "Invoice created successfully.",
      invoice: { transaction_id: body.transaction_id },
    });
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, res.body.invoice.id));
    expect(row).toMatchObject({
      admin_id: manager.admin.id,
      user_id: userId,
      total_amount: "150.25",
      currency: "USD",
      status: "pending",
    });
    expect(row!.due_date.toISOString()).toBe("2026-06-30T12:00:00.000Z");

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "invoice"), eq(auditLog.entity_id, row!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "created", actor_id: manager.admin.id });
    const mail = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, customer.email));
    expect(
      mail.some(
        (m) => m.subject === `Invoice ${body.transaction_id} has been issued` && m.text_body.includes("$150.25"),
      ),
    ).toBe(true);

    const detail = await client(app, worker.token).get(`/api/invoice/${row!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.invoice).toMatchObject({
      transaction_id: body.transaction_id,
      email_address: customer.email,
      reference_type: "procurement",
      total_amount: "150.25",
      extra_info: "Items and fees",
      admin_name: "Sam managerson",
      payments: [],
    });
    expect(detail.body.invoice.audit[0]).toMatchObject({ action: "created", actor_label: "Sam managerson (manager)" });

    const procurementList = await client(app, worker.token).get(`/api/procurement?q=${body.reference_id}`);
    const listed = procurementList.body.procurements.find((p: { id: number }) => p.id === body.reference_id);
    expect(listed.invoice).toMatchObject({ id: row!.id, transaction_id: body.transaction_id, total_amount: "150.25" });
  });

  it("refuses a second invoice for one record and a reused transaction id with 409", async () => {
    const body = await goodBody();
    expect((await client(app, owner.token).post("/api/invoice", body)).status).toBe(201);
    const again = await client(app, owner.token).post("/api/invoice", { ...body, transaction_id: txId() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This record already has an invoice.");
    const reused = await client(app, owner.token).post(
      "/api/invoice",
      await goodBody({ transaction_id: body.transaction_id }),
    );
    expect(reused.status).toBe(409);
    expect(reused.body.fields.transaction_id).toMatch(/already in use/);
  });

  it("checks that the record exists and belongs to the customer, for every reference type", async () => {
    const missing = await client(app, owner.token).post("/api/invoice", await goodBody({ reference_id: 987_654 }));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("No shop request has this reference ID.");

    const othersPickup = await insertPickup(app.db, other.user.id);
    const notTheirs = await client(app, owner.token).post(
      "/api/invoice",
      await goodBody({ reference_type: "pickup", reference_id: othersPickup.id }),
    );
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.error).toBe("This pickup belongs to another customer.");

    const noCustomer = await client(app, owner.token).post("/api/invoice", await goodBody({ user_id: 987_654 }));
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.fields.user_id).toBe("No customer has this user ID.");

    const shipment = await insertShipment(app.db, { id: userId, email_address: customer.email });
    const ok = await client(app, owner.token).post(
      "/api/invoice",
      await goodBody({ reference_type: "shipments", reference_id: shipment.id, status: "paid" }),
    );
    expect(ok.status).toBe(201);
    // Issued as already paid (an off-site payment): the shipment's payment status follows.
    const [paidShipment] = await app.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(paidShipment!.payment_status).toBe("Paid");
  });

  it("lets only managers and owners create; workers get 403, customers and anonymous callers 401", async () => {
    expect((await client(app, worker.token).post("/api/invoice", await goodBody())).status).toBe(403);
    expect((await client(app, customer.token).post("/api/invoice", await goodBody())).status).toBe(401);
    expect((await client(app).post("/api/invoice", await goodBody())).status).toBe(401);
    // The role is checked before the body: a refused caller learns nothing from validation.
    expect((await client(app).post("/api/invoice", {})).status).toBe(401);
    expect((await client(app, worker.token).post("/api/invoice", {})).status).toBe(403);
  });
});

describe("PUT /api/invoice/invoice-status", () => {
  async function newInvoice(overrides: Record<string, unknown> = {}) {
    const res = await client(app, owner.token).post("/api/invoice", await goodBody(overrides));
    expect(res.status).toBe(201);
    return res.body.invoice.id as number;
  }

  it("validates the id and the status", async () => {
    const id = await newInvoice();
    const put = (body: unknown) => client(app, owner.token).put("/api/invoice/invoice-status", body);
    expect((await put({ status: "paid" })).body.fields.invoice_id).toBe("Invoice ID is required");
    expect((await put({ invoice_id: 0, status: "paid" })).body.fields.invoice_id).toBe("Invoice ID is required");
    expect((await put({ invoice_id: id, status: "" })).body.fields.status).toBe("Status is required");
    expect((await put({ invoice_id: id, status: "settled" })).body.fields.status).toBe("Invalid status");
    expect((await put({ invoice_id: 987_654, status: "paid" })).status).toBe(404);
    expect((await put({ invoice_id: 99_999_999_999, status: "paid" })).status).toBe(400);
  });

  it("changes the status, audits old and new value, and a paid shipment invoice marks the shipment paid", async () => {
    const shipment = await insertShipment(app.db, { id: userId, email_address: customer.email });
    const id = await newInvoice({ reference_type: "shipments", reference_id: shipment.id });
    const res = await client(app, manager.token).put("/api/invoice/invoice-status", { invoice_id: id, status: "paid" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Status updated!", id, status: "paid" });
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row!.status).toBe("paid");
    expect(row!.paid_at).not.toBeNull();
    const [ship] = await app.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(ship!.payment_status).toBe("Paid");

    const detail = await client(app, owner.token).get(`/api/invoice/${id}`);
    expect(detail.body.invoice.audit[0]).toMatchObject({ field: "status", old_value: "pending", new_value: "paid" });

    // Only money moves a paid invoice: the edit is refused (a refund is recorded instead).
    const back = await client(app, owner.token).put("/api/invoice/invoice-status", {
      invoice_id: id,
      status: "pending",
    });
    expect(back.status).toBe(409);
    const [after] = await app.db.select().from(invoices).where(eq(invoices.id, id));
    expect(after).toMatchObject({ status: "paid" });
  });

  it("refuses workers (403), customers and anonymous callers (401)", async () => {
    const id = await newInvoice();
    const body = { invoice_id: id, status: "overdue" };
    expect((await client(app, worker.token).put("/api/invoice/invoice-status", body)).status).toBe(403);
    expect((await client(app, customer.token).put("/api/invoice/invoice-status", body)).status).toBe(401);
    expect((await client(app).put("/api/invoice/invoice-status", body)).status).toBe(401);
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row!.status).toBe("pending");
  });
});

describe("GET /api/invoice", () => {
  it("pages, searches by transaction id or e-mail, filters by status, sorts and exports CSV", async () => {
    const first = await goodBody({ transaction_id: "SRCH1111AAA", status: "overdue" });
    await client(app, owner.token).post("/api/invoice", first);
    const res = await client(app, worker.token).get("/api/invoice?q=srch1111&pageSize=5");
    expect(res.status).toBe(200);
    expect(res.body.invoices.map((i: { transaction_id: string }) => i.transaction_id)).toEqual(["SRCH1111AAA"]);
    expect(res.body.invoices[0]).toMatchObject({
      email_address: customer.email,
      status: "overdue",
      total_amount: "150.25",
    });

    const byEmail = await client(app, worker.token).get(
      `/api/invoice?q=${encodeURIComponent(customer.email)}&pageSize=100`,
    );
    expect(byEmail.body.invoices.length).toBeGreaterThan(1);
    expect(byEmail.body.invoices.every((i: { email_address: string }) => i.email_address === customer.email)).toBe(
      true,
    );

    const overdue = await client(app, worker.token).get("/api/invoice?status=overdue");
    expect(overdue.body.invoices.every((i: { status: string }) => i.status === "overdue")).toBe(true);
    expect((await client(app, worker.token).get("/api/invoice?status=late")).status).toBe(400);

    const page = await client(app, worker.token).get("/api/invoice?pageSize=2&sort=asc");
    expect(page.body.invoices).toHaveLength(2);
    expect(page.body.invoices[0].id).toBeLessThan(page.body.invoices[1].id);
    expect(page.body.pagination.total).toBeGreaterThan(2);

    const csv = await client(app, worker.token).get("/api/invoice?q=SRCH1111&format=csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(String(csv.raw.body).split("\r\n")[0]).toBe(
      "Transaction ID,Status,Type,Reference ID,Email,Amount,Currency,Due Date,Created On",
    );
    expect(csv.raw.body).toContain("SRCH1111AAA,overdue,procurement");

    expect((await client(app, customer.token).get("/api/invoice")).status).toBe(401);
    expect((await client(app).get("/api/invoice/1")).status).toBe(401);
    expect((await client(app, worker.token).get("/api/invoice/987654")).status).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("lists every staff shop request, pickup and invoice call", async () => {
    const docs = await client(app).get("/api/docs/json");
    expect(docs.status).toBe(200);
    const paths = docs.body.paths as Record<string, Record<string, unknown>>;
    for (const [path, method] of [
      ["/api/procurement", "get"],
      ["/api/procurement/{id}", "get"],
      ["/api/procurement/procurement-status", "put"],
      ["/api/pickup", "get"],
      ["/api/pickup/{id}", "get"],
      ["/api/pickup/pickup-status", "put"],
      ["/api/invoice", "get"],
      ["/api/invoice", "post"],
      ["/api/invoice/{id}", "get"],
      ["/api/invoice/invoice-status", "put"],
    ]) {
      expect(paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    }
  });
});
