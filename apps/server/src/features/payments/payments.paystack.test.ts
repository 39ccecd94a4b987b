import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertInvoice, insertShipmentInvoice } from "../../db/factories/index.js";
import { auditOf, invoiceById, paymentsOf, receiptsTo, shipmentById } from "../../../test/records.js";
import { startFakePaystack } from "../../../test/fake-paystack.js";

/** The whole server path with PAYMENT_PROVIDER=paystack against a stand-in Paystack HTTP server. */
const SECRET = "sk_test_integration";
const paystack = await startFakePaystack(SECRET);
const { app } = await buildTestApp({
  PAYMENT_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_PUBLIC_KEY: "pk_test_integration",
  PAYSTACK_API_BASE: paystack.url,
});
afterAll(() => paystack.close());

let ada: Awaited<ReturnType<typeof signUpCustomer>>;
beforeAll(async () => {
  ada = await signUpCustomer(app, { firstname: "Adaeze", lastname: "Obi" });
});
beforeEach(() => paystack.reset());

async function start(invoiceId: number, token = ada.token) {
  return client(app, token).post("/api/payments/initialize", { invoice_id: invoiceId });
}

describe("POST /api/payments/initialize", () => {
  it("initializes a Paystack transaction with the secret key and stores the attempt", async () => {
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { total_amount: "185.50", currency: "USD" });
    const res = await start(invoice.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ public_key: "pk_test_integration", provider: "paystack" });
    expect(res.body.access_code).toMatch(/^fake_access_/);
    expect(res.body.reference.startsWith(`${invoice.transaction_id}-`)).toBe(true);

    const call = paystack.requests[0]!;
    expect(call).toMatchObject({ method: "POST", path: "/transaction/initialize", authorization: `Bearer ${SECRET}` });
    expect(call.body).toMatchObject({
      email: ada.email,
      amount: 18550,
      currency: "USD",
      reference: res.body.reference,
    });
    expect((call.body as { metadata: { custom_fields: unknown[] } }).metadata.custom_fields).toEqual([
      { display_name: "Customer Name", variable_name: "customer_name", value: "Adaeze Obi" },
      { display_name: "Type", variable_name: "type", value: "shipments" },
      { display_name: "Transaction ID", variable_name: "transaction_id", value: invoice.transaction_id },
    ]);
    const [payment] = await paymentsOf(app.db, invoice.id);
    expect(payment).toMatchObject({
      status: "initialized",
      amount_minor: 18550,
      currency: "USD",
      access_code: res.body.access_code,
    });

    const again = await start(invoice.id);
    expect(again.body.reference).not.toBe(res.body.reference);
  });

  it("retries a transient initialize failure as a new attempt with a fresh reference", async () => {
    const invoice = await insertInvoice(app.db, ada.user.id, { currency: "NGN", total_amount: "15000" });
    paystack.script({ http: 503, body: { status: false, message: "Service unavailable" } });
    const res = await start(invoice.id);
    expect(res.status).toBe(200);
    const attempts = await paymentsOf(app.db, invoice.id);
    expect(attempts.map((p) => p.status)).toEqual(["failed", "initialized"]);
    expect(attempts[1]!.reference).toBe(res.body.reference);
    expect(attempts[0]!.reference).not.toBe(res.body.reference);
    expect(attempts[1]!.amount_minor).toBe(1_500_000);
  });

  it("answers 502 with a clear message when Paystack refuses (status: false)", async () => {
    const invoice = await insertInvoice(app.db, ada.user.id);
    paystack.script({ http: 400, body: { status: false, message: "Currency not supported by merchant" } });
    const res = await start(invoice.id);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe("Could not start the payment. Please try again.");
    const [attempt] = await paymentsOf(app.db, invoice.id);
    expect(attempt).toMatchObject({ status: "failed" });
    expect(attempt!.failure_reason).toContain("Currency not supported by merchant");
  });
});

describe("POST /api/payments/verify", () => {
  async function paidWith(status: string, patch: { amount?: number; currency?: string } = {}) {
    const { invoice, shipment } = await insertShipmentInvoice(app.db, ada.user);
    const { body } = await start(invoice.id);
    Object.assign(paystack.transactions.get(body.reference)!, { status, ...patch });
    const res = await client(app, ada.token).post("/api/payments/verify", { reference: body.reference });
    return { res, invoice, shipment, reference: body.reference as string };
  }

  it("settles on success: invoice paid, shipment Paid, audit trail, one receipt, payment success", async () => {
    const before = (await receiptsTo(app.db, ada.email)).length;
    const { res, invoice, shipment, reference } = await paidWith("success");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", paid: true, message: "Payment Success!" });
    expect(res.body.invoice).toMatchObject({ id: invoice.id, status: "paid" });
    expect(paystack.requests.at(-1)).toMatchObject({ method: "GET", path: `/transaction/verify/${reference}` });

    const stored = await invoiceById(app.db, invoice.id);
    expect(stored.status).toBe("paid");
    expect(stored.paid_at).toBeInstanceOf(Date);
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Paid");
    expect((await paymentsOf(app.db, invoice.id))[0]).toMatchObject({ status: "success" });
    expect((await auditOf(app.db, "invoice", invoice.id)).map((a) => [a.field, a.old_value, a.new_value])).toEqual([
      ["status", "pending", "paid"],
    ]);
    expect((await auditOf(app.db, "shipment", shipment.id)).map((a) => [a.field, a.new_value])).toEqual([
      ["payment_status", "Paid"],
    ]);
    const receipts = await receiptsTo(app.db, ada.email);
    expect(receipts).toHaveLength(before + 1);
    expect(receipts.at(-1)!.text_body).toContain("$185.50");

    // A late second verify changes nothing and sends nothing.
    const again = await client(app, ada.token).post("/api/payments/verify", { reference });
    expect(again.body).toMatchObject({ status: "success", paid: true });
    expect(await receiptsTo(app.db, ada.email)).toHaveLength(before + 1);
  });

  it.each([
    ["failed", {}, "failed"],
    ["abandoned", {}, "abandoned"],
    ["success", { amount: 100 }, "failed"],
    ["success", { currency: "NGN" }, "failed"],
  ])("does not settle a %s transaction %j", async (status, patch, recorded) => {
    const before = (await receiptsTo(app.db, ada.email)).length;
    const { res, invoice, shipment } = await paidWith(status, patch);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paid: false, status: recorded, message: "The payment could not be confirmed." });
    expect((await invoiceById(app.db, invoice.id)).status).toBe("pending");
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Pending");
    const [attempt] = await paymentsOf(app.db, invoice.id);
    expect(attempt!.status).toBe(recorded);
    if ("amount" in patch) expect(attempt!.failure_reason).toContain("Amount mismatch");
    if ("currency" in patch) expect(attempt!.failure_reason).toContain("Currency mismatch");
    expect(await receiptsTo(app.db, ada.email)).toHaveLength(before);
  });

  it("retries verify after a 5xx and a dropped connection, then settles", async () => {
    const invoice = await insertInvoice(app.db, ada.user.id);
    const { body } = await start(invoice.id);
    paystack.transactions.get(body.reference)!.status = "success";
    paystack.script({ http: 500, body: { status: false, message: "Internal error" } }, "reset");
    const res = await client(app, ada.token).post("/api/payments/verify", { reference: body.reference });
    expect(res.body).toMatchObject({ paid: true });
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
  });

  it("answers 502 and changes nothing when Paystack cannot confirm (status: false)", async () => {
    const invoice = await insertInvoice(app.db, ada.user.id);
    const { body } = await start(invoice.id);
    paystack.script({ http: 400, body: { status: false, message: "Transaction reference not found" } });
    const res = await client(app, ada.token).post("/api/payments/verify", { reference: body.reference });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatch(/still confirming/);
    expect((await invoiceById(app.db, invoice.id)).status).toBe("pending");
    expect((await paymentsOf(app.db, invoice.id))[0]!.status).toBe("initialized");
  });
});

describe("who may pay what", () => {
  it("a customer cannot start a payment for another customer's invoice, nor verify their payment", async () => {
    const bob = await signUpCustomer(app);
    const bobs = await insertInvoice(app.db, bob.user.id);
    const res = await start(bobs.id);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Invoice not found.");
    expect(await paymentsOf(app.db, bobs.id)).toHaveLength(0);

    const { body } = await start(bobs.id, bob.token);
    const stolen = await client(app, ada.token).post("/api/payments/verify", { reference: body.reference });
    expect(stolen.status).toBe(404);
  });

  it("a paid or cancelled invoice cannot be paid again", async () => {
    const paid = await insertInvoice(app.db, ada.user.id, { status: "paid" });
    const cancelled = await insertInvoice(app.db, ada.user.id, { status: "cancelled" });
    const overdue = await insertInvoice(app.db, ada.user.id, { status: "overdue" });
    const r1 = await start(paid.id);
    expect(r1.status).toBe(409);
    expect(r1.body.error).toBe("This invoice has already been paid.");
    const r2 = await start(cancelled.id);
    expect(r2.status).toBe(409);
    expect(r2.body.error).toBe("This invoice has been cancelled and cannot be paid.");
    expect(paystack.requests).toHaveLength(0);
    expect((await start(overdue.id)).status).toBe(200);
  });

  it("needs a session and a valid invoice id", async () => {
    expect((await client(app).post("/api/payments/initialize", { invoice_id: 1 })).status).toBe(401);
    const bad = await client(app, ada.token).post("/api/payments/initialize", { invoice_id: "abc" });
    expect(bad.status).toBe(400);
  });

  it("mounts no sandbox in paystack mode", async () => {
    const res = await client(app, ada.token).post("/api/payments/sandbox/checkout", {
      access_code: "x",
      outcome: "success",
    });
    expect(res.status).toBe(404);
  });
});
