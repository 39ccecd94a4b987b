import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import {
  insertCustomer,
  insertPickup,
  insertProcurement,
  insertShipmentInvoice,
  insertTicket,
  uniqueSuffix,
} from "../../db/factories/index.js";
import { payments } from "../../db/schema.js";

const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const worker = await signInAdmin(app, "worker");
const asOwner = client(app, owner.token);

/** A customer with one record of every kind (and one payment of their invoice). */
async function customerWithRecords() {
  const mark = uniqueSuffix().toLowerCase();
  const customer = await insertCustomer(app.db, {
    firstname: `Grace${mark}`,
    lastname: "Hopper",
    email_address: `grace-${mark}@example.com`,
    number: `0803${mark.slice(-7)}`,
    delivery_address: {
      address_line1: "5 Harbour Road",
      city: "Lagos",
      state: "Lagos",
      country: "Nigeria",
      phone_number: "08030000000",
      zip: "100001",
    },
  });
  const { shipment, invoice } = await insertShipmentInvoice(app.db, customer);
  const procurement = await insertProcurement(app.db, customer.id);
  const pickup = await insertPickup(app.db, customer.id);
  const ticket = await insertTicket(app.db, customer.id, { subject: `Parcel ${mark}` });
  const [payment] = await app.db
    .insert(payments)
    .values({
      invoice_id: invoice.id,
      user_id: customer.id,
      provider: "paystack",
      reference: `PAY${mark}`,
      amount_minor: 18_550,
      currency: "USD",
    })
    .returning();
  return { mark, customer, shipment, invoice, procurement, pickup, ticket, payment: payment! };
}

const a = await customerWithRecords();
const b = await customerWithRecords();
const idsOf = (body: { customers: Array<{ id: number }> }) => body.customers.map((c) => c.id);

describe("staff customers", () => {
  it("refuses anonymous callers (401) and customers (401) on every customers route; every staff role gets in", async () => {
    const customer = await signUpCustomer(app);
    const urls = [
      "/api/admin/customers",
      "/api/admin/customers?q=grace",
      "/api/admin/customers/search?q=grace",
      `/api/admin/customers/${a.customer.id}`,
    ];
    for (const url of urls) {
      expect((await client(app).get(url)).status, `anonymous ${url}`).toBe(401);
      const asCustomer = await client(app, customer.token).get(url);
      expect(asCustomer.status, `customer ${url}`).toBe(401);
      expect(JSON.stringify(asCustomer.body)).not.toContain(a.customer.email_address);
    }
    for (const role of ["owner", "manager", "worker"] as const) {
      const staff = await signInAdmin(app, role);
      for (const url of urls) expect((await client(app, staff.token).get(url)).status, `${role} ${url}`).toBe(200);
    }
  });

  it("lists customers newest first, paginated, and finds one by name, e-mail, phone, suite number or number", async () => {
    const page = await asOwner.get("/api/admin/customers?q=grace&pageSize=1");
    expect(page.status).toBe(200);
    expect(page.body.customers).toHaveLength(1);
    expect(page.body.customers[0].id).toBe(b.customer.id);
    expect(page.body.pagination.total).toBeGreaterThanOrEqual(2);
    const searches = [
      `Grace${a.mark} hop`,
      a.customer.email_address.toUpperCase(),
      a.customer.number,
      a.customer.suite_number,
      a.customer.suite_number.slice(2),
    ];
    for (const q of searches) {
      const found = await asOwner.get(`/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(idsOf(found.body), q).toContain(a.customer.id);
      expect(idsOf(found.body), q).not.toContain(b.customer.id);
    }
    expect((await asOwner.get(`/api/admin/customers?q=${a.mark}`)).body.customers[0]).toMatchObject({
      id: a.customer.id,
      name: `Grace${a.mark} Hopper`,
      email_address: a.customer.email_address,
      suite_number: a.customer.suite_number,
    });
    // A number also finds the customer of that number (other fields may contain the digits too).
    expect(idsOf((await asOwner.get(`/api/admin/customers?q=%23${a.customer.id}&pageSize=100`)).body)).toContain(
      a.customer.id,
    );
    expect((await asOwner.get("/api/admin/customers?q=nobody-like-this-xyz")).body.customers).toEqual([]);
  });

  it("exports the filtered list as CSV", async () => {
    const csv = await asOwner.get(`/api/admin/customers?q=${a.mark}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.raw.body).toContain(a.customer.email_address);
    expect(csv.raw.body).not.toContain(b.customer.email_address);
  });

  it("offers the typeahead's few matches by name, e-mail and suite number", async () => {
    for (const q of [`grace${a.mark}`, a.customer.email_address, a.customer.suite_number.toLowerCase()]) {
      const res = await client(app, worker.token).get(`/api/admin/customers/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.customers, q).toEqual([
        {
          id: a.customer.id,
          name: `Grace${a.mark} Hopper`,
          email_address: a.customer.email_address,
          suite_number: a.customer.suite_number,
        },
      ]);
    }
    expect((await asOwner.get("/api/admin/customers/search?q=")).body.customers).toEqual([]);
    expect((await asOwner.get("/api/admin/customers/search?q=grace")).body.customers.length).toBeLessThanOrEqual(8);
  });

  it("shows a customer's profile, addresses and all of their records, and nobody else's", async () => {
    const res = await client(app, worker.token).get(`/api/admin/customers/${a.customer.id}`);
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      id: a.customer.id,
      email_address: a.customer.email_address,
      suite_number: a.customer.suite_number,
      warehouse_choice: "Trail Richmond",
      delivery_address: { address_line1: "5 Harbour Road", city: "Lagos" },
    });
    expect(res.body.shipments.map((s: { id: number }) => s.id)).toEqual([a.shipment.id]);
    expect(res.body.shipments[0].tracking_number).toBe(a.shipment.tracking_number);
    expect(res.body.procurements.map((p: { id: number }) => p.id)).toEqual([a.procurement.id]);
    expect(res.body.pickups.map((p: { id: number }) => p.id)).toEqual([a.pickup.id]);
    expect(res.body.tickets.map((t: { id: number }) => t.id)).toEqual([a.ticket.id]);
    expect(res.body.invoices).toEqual([
      expect.objectContaining({ id: a.invoice.id, transaction_id: a.invoice.transaction_id }),
    ]);
    expect(res.body.payments).toEqual([
      expect.objectContaining({ id: a.payment.id, invoice_id: a.invoice.id, reference: a.payment.reference }),
    ]);
  });

  it("answers 404 for an unknown customer and 400 for a bad id", async () => {
    expect((await asOwner.get("/api/admin/customers/2147483000")).status).toBe(404);
    expect((await asOwner.get("/api/admin/customers/abc")).status).toBe(400);
  });
});
