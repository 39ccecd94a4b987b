import { and, count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertInvoice } from "../../db/factories/index.js";
import {
  auditLog,
  customers,
  mailOutbox,
  notificationPreferences,
  shipmentStatusHistory,
  shipments,
} from "../../db/schema.js";

const { app } = await buildTestApp({ PUBLIC_URL: "https://freight.example.test" });
const owner = await signInAdmin(app, "owner");
const worker = await signInAdmin(app, "worker");
const customer = await signUpCustomer(app);
const staff = client(app, worker.token);

let serial = 0;
const validShipment = (overrides: Record<string, unknown> = {}) => ({
  email: customer.email,
  tracking_number: `TST${Date.now() % 100000}${serial++}X`,
  warehouse_arrival_date: "2026-03-01",
  shipment_date: "2026-03-03",
  estimated_delivery_date: "2026-03-20",
  delivery_address: "15 Admiralty Way, Lekki, Lagos",
  weight: 12.5,
  dimensions: "60 x 40 x 35 cm",
  courier: "DHL",
  shipping_cost: 185.5,
  payment_status: "Pending",
  created_by: 0,
  country: "USA",
  currency: "USD ($)",
  ...overrides,
});

async function createShipment(overrides: Record<string, unknown> = {}) {
  const res = await staff.post("/api/shipment", validShipment(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.shipment as { id: number; tracking_number: string };
}

describe("staff shipments: create", () => {
  it("shows every spec validation message of create-shipment for a bad value", async () => {
    const cases: Array<[string, unknown, string]> = [
      ["email", "not-an-email", "Valid email is required"],
      ["tracking_number", "", "Tracking number is required"],
      ["warehouse_arrival_date", "", "Warehouse arrival date is required"],
      ["shipment_date", "", "Shipment date is required"],
      ["estimated_delivery_date", "", "Estimated delivery date is required"],
      ["delivery_address", "", "Delivery address is required"],
      ["weight", 0.05, "Weight must be at least 0.1 kg"],
      ["shipping_cost", -1, "Shipping cost is required"],
      ["shipping_cost", undefined, "Shipping cost is required"],
      ["payment_status", "", "Payment status is required"],
      // Refunded comes only from recording a refund on the shipment's invoice.
      ["payment_status", "Refunded", "Payment status must be one of: Pending, Paid, Failed"],
      ["created_by", -1, "Admin ID is required"],
      ["created_by", undefined, "Admin ID is required"],
      ["country", "France", "Invalid country"],
      ["currency", "EUR (€)", "Invalid currency"],
    ];
    for (const [field, value, message] of cases) {
      const res = await staff.post("/api/shipment", validShipment({ [field]: value }));
      expect(res.status, `${field}=${String(value)}`).toBe(400);
      expect(res.body.fields[field], `${field}=${String(value)}`).toBe(message);
    }
    // Dimensions and courier are optional in the rule.
    const optional = await staff.post("/api/shipment", validShipment({ dimensions: undefined, courier: "" }));
    expect(optional.status).toBe(201);
  });

  it("links the shipment to the customer, records the session's admin, the first timeline entry, audit and an e-mail", async () => {
    const res = await staff.post(
      "/api/shipment",
      validShipment({ created_by: 999_999, tracking_number: "swg777xyz", email: customer.email.toUpperCase() }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Shipment created successfully.");
    const [row] = await app.db.select().from(shipments).where(eq(shipments.id, res.body.shipment.id));
    expect(row).toMatchObject({
      tracking_number: "SWG777XYZ",
      user_id: customer.user.id,
      email_address: customer.email,
      created_by: worker.admin.id,
      shipment_status: "Pending",
      shipping_cost: "185.50",
      weight: "12.50",
    });
    const history = await app.db
      .select()
      .from(shipmentStatusHistory)
      .where(eq(shipmentStatusHistory.shipment_id, row!.id));
    expect(history.map((h) => [h.shipment_status, h.changed_by])).toEqual([["Pending", worker.admin.id]]);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "shipment"), eq(auditLog.entity_id, row!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "created", actor_id: worker.admin.id, new_value: "Pending" });
    const mail = await app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Shipment SWG777XYZ registered"));
    expect(mail[0]?.to_address).toBe(customer.email);
    expect(mail[0]?.text_body).toContain("https://freight.example.test/track-package/SWG777XYZ");

    // The customer sees it in the portal API.
    const mine = await client(app, customer.token).get("/api/shipments");
    if (mine.status === 200)
      expect(mine.body.shipments.map((s: { tracking_number: string }) => s.tracking_number)).toContain("SWG777XYZ");
  });

  it("refuses an e-mail no customer uses (400) and a taken tracking number (409), writing nothing", async () => {
    const before = await app.db.$count(shipments);
    const nobody = await staff.post("/api/shipment", validShipment({ email: "nobody@example.com" }));
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toBe("No customer account uses this email address.");
    expect(nobody.body.fields.email).toBe("No customer account uses this email address.");
    const first = await createShipment();
    const dup = await staff.post(
      "/api/shipment",
      validShipment({ tracking_number: first.tracking_number.toLowerCase() }),
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe("A shipment with this tracking number already exists.");
    expect(await app.db.$count(shipments)).toBe(before + 1);
  });

  it("generates unused tracking numbers of the spec's form", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await staff.get("/api/shipment/tracking-number");
      expect(res.status).toBe(200);
      const match = /^SWG(\d+)[A-Z]{3}$/.exec(res.body.tracking_number);
      expect(match).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThanOrEqual(100);
      expect(Number(match![1])).toBeLessThanOrEqual(90099);
      expect(await app.db.$count(shipments, eq(shipments.tracking_number, res.body.tracking_number))).toBe(0);
    }
  });
});

describe("staff shipments: status updates", () => {
  it("changes the shipment status with a timeline entry, an audit entry and an e-mail to the customer", async () => {
    const shipment = await createShipment();
    const res = await staff.put("/api/shipment/shipment-status", {
      tracking_number: shipment.tracking_number,
      shipment_status: "In Transit",
    });
    expect(res.status).toBe(200);
    expect(res.body.shipment.shipment_status).toBe("In Transit");
    const history = await app.db
      .select()
      .from(shipmentStatusHistory)
      .where(eq(shipmentStatusHistory.shipment_id, shipment.id))
      .orderBy(desc(shipmentStatusHistory.id));
    expect(history.map((h) => h.shipment_status)).toEqual(["In Transit", "Pending"]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, shipment.id), eq(auditLog.entity_type, "shipment")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      field: "shipment_status",
      old_value: "Pending",
      new_value: "In Transit",
      actor_id: worker.admin.id,
    });
    expect(audit!.actor_label).toContain("(worker)");
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Shipment ${shipment.tracking_number} is now In Transit`));
    expect(mail?.to_address).toBe(customer.email);
    expect(mail?.text_body).toContain("from Pending to In Transit");

    // The public tracking page reads the same timeline.
    const track = await client(app).get(`/api/track/${shipment.tracking_number}`);
    if (track.status === 200)
      expect(track.body.history.map((h: { shipment_status: string }) => h.shipment_status)).toEqual([
        "In Transit",
        "Pending",
      ]);

    // The same value again changes nothing and sends nothing.
    await staff.put("/api/shipment/shipment-status", {
      tracking_number: shipment.tracking_number,
      shipment_status: "In Transit",
    });
    expect(await app.db.$count(shipmentStatusHistory, eq(shipmentStatusHistory.shipment_id, shipment.id))).toBe(2);
  });

  it("sends shipment e-mails as 'milestones' notices: none to a customer who turned them off, a link to do so for others", async () => {
    const quiet = await signUpCustomer(app);
    const [account] = await app.db.select().from(customers).where(eq(customers.email_address, quiet.email));
    await app.db
      .insert(notificationPreferences)
      .values({ customer_id: account!.id, kind: "milestones", channel: "email", enabled: false });
    const theirs = await createShipment({ email: quiet.email });
    const res = await staff.put("/api/shipment/shipment-status", {
      tracking_number: theirs.tracking_number,
      shipment_status: "In Transit",
    });
    expect(res.body.shipment.shipment_status).toBe("In Transit");
    expect(await app.db.$count(mailOutbox, eq(mailOutbox.to_address, quiet.email))).toBe(0);

    const ours = await createShipment();
    const [registered] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Shipment ${ours.tracking_number} registered`));
    expect(registered?.text_body).toContain("/unsubscribe?token=");
  });

  it("changes the payment status with an audit entry", async () => {
    const shipment = await createShipment();
    const res = await staff.put("/api/shipment/payment-status", {
      tracking_number: shipment.tracking_number,
      payment_status: "Paid",
    });
    expect(res.status).toBe(200);
    expect(res.body.shipment.payment_status).toBe("Paid");
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, shipment.id), eq(auditLog.field, "payment_status")));
    expect(rows.map((r) => [r.old_value, r.new_value])).toEqual([["Pending", "Paid"]]);
  });

  it("validates status values against the spec's lists and answers 404 for an unknown tracking number", async () => {
    const shipment = await createShipment();
    const bad = await staff.put("/api/shipment/shipment-status", {
      tracking_number: shipment.tracking_number,
      shipment_status: "Lost",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Shipment status must be one of: Pending, In Transit, Available, Delivered, Cancelled");
    const badPay = await staff.put("/api/shipment/payment-status", {
      tracking_number: shipment.tracking_number,
      payment_status: "paid",
    });
    expect(badPay.status).toBe(400);
    expect(badPay.body.error).toBe("Payment status must be one of: Pending, Paid, Failed");
    const missing = await staff.put("/api/shipment/shipment-status", {
      tracking_number: "NOPE1",
      shipment_status: "Delivered",
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Shipment not found.");
    expect(await app.db.$count(shipmentStatusHistory, eq(shipmentStatusHistory.shipment_id, shipment.id))).toBe(1);
  });
});

describe("staff shipments: list and detail", () => {
  it("pages, searches by tracking number or e-mail prefix, filters by status, sorts by date and exports CSV", async () => {
    const other = await signUpCustomer(app, { email_address: "zed.list@example.com" });
    const a = await createShipment({ email: other.email, tracking_number: "LST100AAA" });
    const b = await createShipment({ email: other.email, tracking_number: "LST200BBB" });
    await staff.put("/api/shipment/shipment-status", {
      tracking_number: b.tracking_number,
      shipment_status: "Delivered",
    });
    const [adminRow] = [owner.admin];
    await insertInvoice(app.db, other.user.id, {
      transaction_id: "INV1234ABC",
      reference_type: "shipments",
      reference_id: a.id,
      admin_id: adminRow.id,
      total_amount: "10.00",
      currency: "USD",
      due_date: new Date(),
    });

    const byTracking = await staff.get("/api/shipment?q=lst");
    expect(byTracking.status).toBe(200);
    expect(byTracking.body.shipments.map((s: { tracking_number: string }) => s.tracking_number)).toEqual([
      "LST200BBB",
      "LST100AAA",
    ]);
    expect(byTracking.body.pagination).toMatchObject({ total: 2, page: 1, totalIsCapped: false });
    const invoiced = byTracking.body.shipments.find((s: { id: number }) => s.id === a.id);
    expect(invoiced.invoice).toEqual({ id: expect.any(Number), transaction_id: "INV1234ABC" });
    expect(byTracking.body.shipments[0].invoice).toBeNull();

    const byEmail = await staff.get("/api/shipment?q=Zed.List@&status=Delivered");
    expect(byEmail.body.shipments.map((s: { tracking_number: string }) => s.tracking_number)).toEqual(["LST200BBB"]);
    const oldest = await staff.get("/api/shipment?q=zed.list&sort=asc&pageSize=1");
    expect(oldest.body.shipments[0].tracking_number).toBe("LST100AAA");
    expect(oldest.body.pagination).toMatchObject({ total: 2, totalPages: 2, pageSize: 1 });
    const secondOldest = await staff.get("/api/shipment?q=zed.list&sort=asc&pageSize=1&page=2");
    expect(secondOldest.body.shipments[0].tracking_number).toBe("LST200BBB");
    const wildcard = await staff.get("/api/shipment?q=%25");
    expect(wildcard.body.shipments).toEqual([]);
    // Characters beyond ASCII and at the edge of Unicode are searched for, not errors.
    for (const q of ["z\u00e9d", "\u{10ffff}", "lst\u{10ffff}"]) {
      const odd = await staff.get(`/api/shipment?q=${encodeURIComponent(q)}`);
      expect(odd.status).toBe(200);
      expect(odd.body.shipments).toEqual([]);
    }
    const control = await staff.get(`/api/shipment?q=${encodeURIComponent("lst\u0007")}`);
    expect(control.status).toBe(400);
    expect(control.body.error).toBe("Search text cannot contain control characters.");
    // NUL, which PostgreSQL cannot store, is refused for every route before its own rules, naming the field.
    const nul = await staff.get(`/api/shipment?q=${encodeURIComponent("lst\u0000")}`);
    expect(nul.status).toBe(400);
    expect(nul.body.fields).toHaveProperty("q");
    // Without a search: the status filter alone, and the whole list.
    const delivered = await staff.get("/api/shipment?status=Delivered&pageSize=100");
    const deliveredNumbers = delivered.body.shipments.map((s: { tracking_number: string }) => s.tracking_number);
    expect(deliveredNumbers).toContain("LST200BBB");
    expect(deliveredNumbers).not.toContain("LST100AAA");
    const everything = await staff.get("/api/shipment?pageSize=100");
    const dates = everything.body.shipments.map((s: { created_at: string }) => s.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(everything.body.shipments.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await staff.get("/api/shipment?status=Lost")).status).toBe(400);

    const csv = await staff.get("/api/shipment?q=zed.list&format=csv");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Tracking No.,Shipment Status,Payment Status,Email,Currency,Shipping Cost,Created On,Invoice",
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain("INV1234ABC");
  });

  it("counts every match exactly, however many pages there are", async () => {
    const many = await signUpCustomer(app, { email_address: "many.pages@example.com" });
    for (let i = 0; i < 12; i++) await createShipment({ email: many.email, tracking_number: `PAGE${100 + i}ZZZ` });
    const first = await staff.get("/api/shipment?q=many.pages@&pageSize=1");
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 1, total: 12, totalPages: 12, totalIsCapped: false });
    expect(first.body.shipments[0].tracking_number).toBe("PAGE111ZZZ");
    const later = await staff.get("/api/shipment?q=many.pages@&pageSize=1&page=5");
    expect(later.body.pagination).toEqual({ page: 5, pageSize: 1, total: 12, totalPages: 12, totalIsCapped: false });
    expect(later.body.shipments[0].tracking_number).toBe("PAGE107ZZZ");
    const all = await staff.get("/api/shipment?pageSize=1");
    const [row] = await app.db.select({ n: count() }).from(shipments);
    const n = row!.n;
    expect(all.body.pagination).toMatchObject({ total: n, totalPages: n, totalIsCapped: false });
  });

  it("sorts by a column (sortBy) in either direction, with or without a search, and rejects an unknown column", async () => {
    const sorter = await signUpCustomer(app, { email_address: "sort.cols@example.com" });
    await createShipment({ email: sorter.email, tracking_number: "SRT300CCC", shipping_cost: 5 });
    await createShipment({ email: sorter.email, tracking_number: "SRT100AAA", shipping_cost: 300 });
    await createShipment({ email: sorter.email, tracking_number: "SRT200BBB", shipping_cost: 40 });
    const numbers = (res: { body: { shipments: Array<{ tracking_number: string }> } }) =>
      res.body.shipments.map((s) => s.tracking_number);

    const byTracking = await staff.get("/api/shipment?q=srt&sortBy=tracking_number&sort=asc");
    expect(byTracking.status).toBe(200);
    expect(numbers(byTracking)).toEqual(["SRT100AAA", "SRT200BBB", "SRT300CCC"]);
    expect(byTracking.body.pagination).toMatchObject({ total: 3, totalPages: 1 });
    const byCost = await staff.get("/api/shipment?q=sort.cols@&sortBy=shipping_cost&sort=desc");
    expect(numbers(byCost)).toEqual(["SRT100AAA", "SRT200BBB", "SRT300CCC"]);
    const cheapestSecondPage = await staff.get("/api/shipment?q=srt&sortBy=shipping_cost&sort=asc&pageSize=2&page=2");
    expect(numbers(cheapestSecondPage)).toEqual(["SRT100AAA"]);
    expect(cheapestSecondPage.body.pagination).toMatchObject({ page: 2, total: 3, totalPages: 2 });

    // Without a search: the whole list, ordered by the column.
    const everything = await staff.get("/api/shipment?sortBy=tracking_number&sort=desc&pageSize=100");
    const all = numbers(everything);
    expect(all).toEqual([...all].sort().reverse());
    const byDate = await staff.get("/api/shipment?q=srt&sortBy=created_at&sort=asc");
    expect(numbers(byDate)).toEqual(["SRT300CCC", "SRT100AAA", "SRT200BBB"]);

    const csv = await staff.get("/api/shipment?q=srt&sortBy=tracking_number&sort=asc&format=csv");
    expect(
      String(csv.body)
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]),
    ).toEqual(["SRT100AAA", "SRT200BBB", "SRT300CCC"]);
    const bad = await staff.get("/api/shipment?sortBy=delivery_address");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Invalid sort column");
  });

  it("returns the detail with its timeline and audit trail, and 404 for an unknown id", async () => {
    const shipment = await createShipment();
    await staff.put("/api/shipment/shipment-status", {
      tracking_number: shipment.tracking_number,
      shipment_status: "Available",
    });
    const res = await client(app, owner.token).get(`/api/shipment/${shipment.id}`);
    expect(res.status).toBe(200);
    expect(res.body.shipment).toMatchObject({
      tracking_number: shipment.tracking_number,
      shipment_status: "Available",
      customer_name: "Ada Lovelace",
      created_by_name: `${worker.admin.firstname} ${worker.admin.lastname}`,
      warehouse_arrival_date: "2026-03-01",
      invoice: null,
    });
    expect(res.body.history.map((h: { shipment_status: string }) => h.shipment_status)).toEqual([
      "Available",
      "Pending",
    ]);
    expect(res.body.audit.map((a: { action: string }) => a.action)).toEqual(["changed", "created"]);
    expect((await staff.get("/api/shipment/999999")).status).toBe(404);
  });
});
