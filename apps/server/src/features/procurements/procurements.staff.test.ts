import { and, eq } from "drizzle-orm";
import { parseWarehouseAddress } from "@app/shared/procurements/staff";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { auditLog, mailOutbox, procurementProducts, procurements, uploads } from "../../db/schema.js";
import { insertInvoice, insertProcurement } from "../../db/factories/index.js";

const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const worker = await signInAdmin(app, "worker");
const customer = await signUpCustomer(app, { firstname: "Ngozi" });
const userId = customer.user.id as number;

const mailsTo = (to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));

describe("GET /api/procurement", () => {
  it("lists shop requests with their computed total, the customer's e-mail and an empty invoice cell", async () => {
    const p = await insertProcurement(app.db, userId, { store_name: "Zara Home" });
    const res = await client(app, worker.token).get("/api/procurement");
    expect(res.status).toBe(200);
    const row = res.body.procurements.find((r: { id: number }) => r.id === p.id);
    // 89.99 × 1 + 0.10 × 3 + 12.50 added charges
    expect(row).toMatchObject({
      status: "pending",
      store_name: "Zara Home",
      email_address: customer.email,
      total: "102.79",
      invoice: null,
    });
    expect(res.body.pagination).toMatchObject({ page: 1, pageSize: 20 });
  });

  it("a total beyond numeric(16, 2), stored before the form capped it, still lists, opens and exports", async () => {
    const huge = await insertProcurement(app.db, userId, { store_name: "Huge Store" }, [
      { product_name: "Big", product_link: "https://shop.test/p", quantity: 100_000, unit_price: "999999999999.99" },
    ]);
    const list = await client(app, worker.token).get("/api/procurement");
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = list.body.procurements.find((r: { id: number }) => r.id === huge.id);
    expect(row.total).toBe("99999999999999012.50");
    expect((await client(app, worker.token).get(`/api/procurement/${huge.id}`)).status).toBe(200);
    expect((await client(app, worker.token).get("/api/procurement?format=csv")).status).toBe(200);
    const records = await client(app, owner.token).get(`/api/invoice/records?type=procurement&user_id=${userId}`);
    expect(records.status).toBe(200);
    await app.db.delete(procurementProducts).where(eq(procurementProducts.procurement_id, huge.id));
    await app.db.delete(procurements).where(eq(procurements.id, huge.id));
  });

  it("searches by e-mail, store or number, filters by status, sorts by date and exports CSV", async () => {
    const a = await insertProcurement(app.db, userId, {
      store_name: "Argos 50%_off",
      created_at: new Date("2025-01-01"),
    });
    const b = await insertProcurement(app.db, userId, {
      store_name: "Boots",
      status: "approved",
      created_at: new Date("2025-02-01"),
    });
    const ids = (body: { procurements: Array<{ id: number }> }) => body.procurements.map((r) => r.id);

    expect(ids((await client(app, worker.token).get("/api/procurement?q=argos%2050%25_")).body)).toEqual([a.id]);
    expect(ids((await client(app, worker.token).get("/api/procurement?q=50%25x")).body)).toEqual([]);
    expect(ids((await client(app, worker.token).get(`/api/procurement?q=${b.id}`)).body)).toContain(b.id);
    const byEmail = await client(app, worker.token).get(
      `/api/procurement?q=${customer.email.slice(0, 6).toUpperCase()}&pageSize=100`,
    );
    expect(ids(byEmail.body)).toEqual(expect.arrayContaining([a.id, b.id]));
    const approved = await client(app, worker.token).get("/api/procurement?status=approved");
    expect(ids(approved.body)).toEqual([b.id]);
    const oldestFirst = await client(app, worker.token).get("/api/procurement?sort=asc&pageSize=2");
    expect(ids(oldestFirst.body)).toEqual([a.id, b.id]);
    expect((await client(app, worker.token).get("/api/procurement?status=done")).status).toBe(400);

    const csv = await client(app, worker.token).get("/api/procurement?status=approved&format=csv");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/shop-requests-.*\.csv/);
    const lines = String(csv.raw.body).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Procurement No.,Status,Total,Currency,Store,Email,Date,Invoice,Invoice Amount,Invoice Currency",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${b.id},approved,102.79,USD ($),Boots,${customer.email}`);
  });

  it("refuses customers and anonymous callers", async () => {
    expect((await client(app, customer.token).get("/api/procurement")).status).toBe(401);
    expect((await client(app).get("/api/procurement")).status).toBe(401);
    expect((await client(app).get("/api/procurement/1")).status).toBe(401);
  });
});

describe("GET /api/procurement/:id", () => {
  it("answers the printable detail: products with amounts, address as stored, images, e-mail and audit", async () => {
    const twice = JSON.stringify(
      JSON.stringify({ address_line1: "1 Main St", city: "Stafford", state: "TX", zip: "77477", country: "US" }),
    );
    const p = await insertProcurement(app.db, userId, {
      address: twice as never,
      delivery_address: "15 Admiralty Way",
    });
    await app.db.insert(uploads).values({
      storage_name: `${p.id}-photo.png`,
      mime_type: "image/png",
      size_bytes: 10,
      owner_user_id: userId,
      entity_type: "procurement",
      entity_id: p.id,
    });
    const res = await client(app, worker.token).get(`/api/procurement/${p.id}`);
    expect(res.status).toBe(200);
    const detail = res.body.procurement;
    expect(detail).toMatchObject({
      id: p.id,
      email_address: customer.email,
      customer_name: "Ngozi Lovelace",
      store_website: "https://www.amazon.com",
      delivery_address: "15 Admiralty Way",
      added_charges: "12.50",
      total: "102.79",
      extra_info: "Keep the boxes.",
      audit: [],
    });
    // Stored as text, it comes back as text: the detail page reads it with the safe parser.
    expect(typeof detail.address).toBe("string");
    expect(parseWarehouseAddress(detail.address)).toMatchObject({ address_line1: "1 Main St", city: "Stafford" });
    expect(detail.products).toEqual([
      expect.objectContaining({
        product_name: "Headphones",
        colour: "Black",
        size: "One size",
        quantity: 1,
        unit_price: "89.99",
        amount: "89.99",
      }),
      expect.objectContaining({ product_name: "Shoes", quantity: 3, unit_price: "0.10", amount: "0.30" }),
    ]);
    expect(detail.images).toEqual([expect.objectContaining({ url: `/api/uploads/${p.id}-photo.png` })]);
    expect((await client(app, worker.token).get("/api/procurement/987654")).status).toBe(404);
  });
});

describe("PUT /api/procurement/procurement-status", () => {
  const put = (token: string | undefined, body: unknown) =>
    client(app, token).put("/api/procurement/procurement-status", body);

  it("validates the id and the status value", async () => {
    const p = await insertProcurement(app.db, userId);
    expect((await put(owner.token, { status: "approved" })).body.fields.procurement_id).toBe("ID is required");
    expect((await put(owner.token, { procurement_id: 0, status: "approved" })).body.fields.procurement_id).toBe(
      "ID is required",
    );
    expect((await put(owner.token, { procurement_id: "x", status: "approved" })).body.fields.procurement_id).toBe(
      "ID is required",
    );
    expect((await put(owner.token, { procurement_id: p.id, status: "" })).body.fields.status).toBe(
      "Status is required",
    );
    const bad = await put(owner.token, { procurement_id: p.id, status: "shipped" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toBe("Invalid status");
    expect((await put(owner.token, { procurement_id: 987_654, status: "approved" })).status).toBe(404);
    expect((await put(owner.token, { procurement_id: 99_999_999_999, status: "approved" })).status).toBe(400);
    const [row] = await app.db.select().from(procurements).where(eq(procurements.id, p.id));
    expect(row!.status).toBe("pending");
  });

  it("lets a worker approve: status saved, audit with old and new value, the customer e-mailed", async () => {
    const p = await insertProcurement(app.db, userId);
    const before = (await mailsTo(customer.email)).length;
    const res = await put(worker.token, { procurement_id: p.id, status: "approved" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Status updated!", id: p.id, status: "approved" });
    const [row] = await app.db.select().from(procurements).where(eq(procurements.id, p.id));
    expect(row!.status).toBe("approved");
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "procurement"), eq(auditLog.entity_id, p.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: worker.admin.id,
        field: "status",
        old_value: "pending",
        new_value: "approved",
      }),
    ]);
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe(`Your shop request #${p.id} has been approved`);
    expect(mails.at(-1)!.text_body).toContain("Hello Ngozi");

    // The same status again changes nothing and sends nothing.
    expect((await put(worker.token, { procurement_id: p.id, status: "approved" })).status).toBe(200);
    expect(await mailsTo(customer.email)).toHaveLength(before + 1);

    const rejected = await put(owner.token, { procurement_id: p.id, status: "rejected" });
    expect(rejected.status).toBe(200);
    expect((await mailsTo(customer.email)).at(-1)!.subject).toBe(`Your shop request #${p.id} has been rejected`);
    const detail = await client(app, worker.token).get(`/api/procurement/${p.id}`);
    expect(detail.body.procurement.audit.map((e: { new_value: string }) => e.new_value)).toEqual([
      "rejected",
      "approved",
    ]);

    // Back to pending: recorded, but nothing to tell the customer.
    await put(owner.token, { procurement_id: p.id, status: "pending" });
    expect(await mailsTo(customer.email)).toHaveLength(before + 2);
    // And back to the decision they were last told: no second identical e-mail (two 'rejected' mails before).
    expect((await put(owner.token, { procurement_id: p.id, status: "rejected" })).status).toBe(200);
    expect(await mailsTo(customer.email)).toHaveLength(before + 2);
    // A different decision is news again.
    await put(owner.token, { procurement_id: p.id, status: "approved" });
    expect((await mailsTo(customer.email)).at(-1)!.subject).toBe(`Your shop request #${p.id} has been approved`);
    expect(await mailsTo(customer.email)).toHaveLength(before + 3);
  });

  it("an approval e-mail tells of the invoice already issued instead of promising one", async () => {
    const approvalText = async (invoice: { status: "pending" | "paid" | "overdue" } | null) => {
      const p = await insertProcurement(app.db, userId);
      if (invoice)
        await insertInvoice(app.db, userId, {
          reference_type: "procurement",
          reference_id: p.id,
          transaction_id: `INV7${p.id}SHP`,
          total_amount: "210.49",
          currency: "GBP",
          status: invoice.status,
        });
      expect((await put(worker.token, { procurement_id: p.id, status: "approved" })).status).toBe(200);
      const mail = (await mailsTo(customer.email)).at(-1)!;
      expect(mail.subject).toBe(`Your shop request #${p.id} has been approved`);
      return { id: p.id, text: mail.text_body.replace(/\s+/g, " ") };
    };
    const promise = "We will send you an invoice for it";

    const none = await approvalText(null);
    expect(none.text).toContain(`${promise}; we buy the items once it is paid.`);

    const unpaid = await approvalText({ status: "pending" });
    expect(unpaid.text).not.toContain(promise);
    expect(unpaid.text).toContain(
      `Its invoice INV7${unpaid.id}SHP for £210.49 is in your account; we buy the items once it is paid.`,
    );
    const overdue = await approvalText({ status: "overdue" });
    expect(overdue.text).toContain(`Its invoice INV7${overdue.id}SHP for £210.49 is in your account`);

    const paid = await approvalText({ status: "paid" });
    expect(paid.text).not.toContain(promise);
    expect(paid.text).toContain(`Its invoice INV7${paid.id}SHP is paid, so we will now buy the items.`);
  });

  it("refuses customers and anonymous callers", async () => {
    const p = await insertProcurement(app.db, userId);
    expect((await put(customer.token, { procurement_id: p.id, status: "approved" })).status).toBe(401);
    expect((await put(undefined, { procurement_id: p.id, status: "approved" })).status).toBe(401);
  });
});
