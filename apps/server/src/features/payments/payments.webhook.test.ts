import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { auditOf, invoiceById, paymentsOf, receiptsTo, shipmentById } from "../../../test/records.js";
import { startFakePaystack } from "../../../test/fake-paystack.js";
import { signWebhook } from "./payment-gateway.js";

const SECRET = "sk_test_webhooks";
const paystack = await startFakePaystack(SECRET);
const { app } = await buildTestApp({
  PAYMENT_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_PUBLIC_KEY: "pk_test_webhooks",
  PAYSTACK_API_BASE: paystack.url,
});
afterAll(() => paystack.close());

let ada: Awaited<ReturnType<typeof signUpCustomer>>;
beforeAll(async () => {
  ada = await signUpCustomer(app);
});

/** An unpaid shipment invoice with a started attempt that Paystack now reports as paid. */
async function paidAttempt() {
  const { invoice, shipment } = await insertShipmentInvoice(app.db, ada.user);
  const started = await client(app, ada.token).post("/api/payments/initialize", { invoice_id: invoice.id });
  expect(started.status).toBe(200);
  const reference = started.body.reference as string;
  paystack.transactions.get(reference)!.status = "success";
  const body = JSON.stringify({ event: "charge.success", data: paystack.data(reference) });
  return { invoice, shipment, reference, body };
}

function deliver(body: string, signature?: string) {
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload: body,
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "x-paystack-signature": signature }),
    },
  });
}

describe("POST /api/payments/webhook", () => {
  it("refuses a missing or bad signature and changes nothing", async () => {
    const { invoice, shipment, body } = await paidAttempt();
    const before = (await receiptsTo(app.db, ada.email)).length;
    const forged = [
      undefined,
      "",
      "not-hex",
      signWebhook("sk_test_someone_else", body),
      signWebhook(SECRET, `${body} `), // signed a different body
      signWebhook(SECRET, body).slice(0, 64),
    ];
    for (const signature of forged) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Invalid signature." });
    }
    expect((await invoiceById(app.db, invoice.id)).status).toBe("pending");
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Pending");
    expect((await paymentsOf(app.db, invoice.id))[0]!.status).toBe("initialized");
    expect(await receiptsTo(app.db, ada.email)).toHaveLength(before);
    expect(await auditOf(app.db, "invoice", invoice.id)).toHaveLength(0);
  });

  it("settles a signed charge.success, and the same event delivered twice settles once with one receipt", async () => {
    const { invoice, shipment, body } = await paidAttempt();
    const before = (await receiptsTo(app.db, ada.email)).length;
    const first = await deliver(body, signWebhook(SECRET, body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: "settled" });
    const second = await deliver(body, signWebhook(SECRET, body));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, outcome: "already_settled" });

    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Paid");
    expect(await receiptsTo(app.db, ada.email)).toHaveLength(before + 1);
    expect((await auditOf(app.db, "invoice", invoice.id)).filter((a) => a.new_value === "paid")).toHaveLength(1);
  });

  it("settles once when webhooks and verify calls arrive at the same time", async () => {
    const { invoice, reference, body } = await paidAttempt();
    const before = (await receiptsTo(app.db, ada.email)).length;
    const signature = signWebhook(SECRET, body);
    const results = await Promise.all([
      deliver(body, signature),
      client(app, ada.token).post("/api/payments/verify", { reference }),
      deliver(body, signature),
      client(app, ada.token).post("/api/payments/verify", { reference }),
    ]);
    expect(results.map((r) => ("statusCode" in r ? r.statusCode : r.status))).toEqual([200, 200, 200, 200]);
    const settledBy = results
      .filter((r) => "statusCode" in r)
      .map((r) => (r as { json(): { outcome: string } }).json().outcome)
      .filter((o) => o === "settled");
    expect(settledBy.length).toBeLessThanOrEqual(1);
    for (const r of results) if ("status" in r) expect(r.body).toMatchObject({ paid: true });

    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
    expect(await receiptsTo(app.db, ada.email)).toHaveLength(before + 1);
    expect((await auditOf(app.db, "invoice", invoice.id)).filter((a) => a.new_value === "paid")).toHaveLength(1);
    expect((await paymentsOf(app.db, invoice.id)).map((p) => p.status)).toEqual(["success"]);
  });

  it("does not settle a signed event whose amount or currency differs from the attempt", async () => {
    const { invoice, reference } = await paidAttempt();
    const data = { ...paystack.data(reference), amount: 1 };
    const body = JSON.stringify({ event: "charge.success", data });
    const res = await deliver(body, signWebhook(SECRET, body));
    expect(res.json()).toEqual({ received: true, outcome: "rejected" });
    expect((await invoiceById(app.db, invoice.id)).status).toBe("pending");
    expect((await paymentsOf(app.db, invoice.id))[0]!.status).toBe("failed");
  });

  it("acknowledges other events and unknown references without changing anything", async () => {
    const other = JSON.stringify({ event: "transfer.success", data: { reference: "x" } });
    expect((await deliver(other, signWebhook(SECRET, other))).json()).toEqual({ received: true, outcome: "ignored" });
    const unknown = JSON.stringify({
      event: "charge.success",
      data: { status: "success", reference: "NOPE-1", amount: 100, currency: "USD" },
    });
    expect((await deliver(unknown, signWebhook(SECRET, unknown))).json()).toEqual({
      received: true,
      outcome: "unknown_reference",
    });
    const garbage = "{not json";
    expect((await deliver(garbage, signWebhook(SECRET, garbage))).statusCode).toBe(400);
  });
});
