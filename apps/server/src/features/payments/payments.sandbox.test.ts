import { describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { auditOf, invoiceById, paymentsOf, receiptsTo, shipmentById } from "../../../test/records.js";
import { paymentSettings } from "./payment-gateway.js";

/** PAYMENT_PROVIDER=sandbox (the default): the same server path against the built-in Paystack stand-in. */
const { app } = await buildTestApp();
const ada = await signUpCustomer(app);

async function startFor(token = ada.token) {
  const { invoice, shipment } = await insertShipmentInvoice(app.db, ada.user);
  const res = await client(app, token).post("/api/payments/initialize", { invoice_id: invoice.id });
  return { invoice, shipment, res };
}

describe("sandbox provider", () => {
  it("pays with the successful test card: verify and the signed webhook both settle it, once", async () => {
    const { invoice, shipment, res } = await startFor();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: "sandbox", public_key: "pk_test_sandbox" });
    expect(res.body.access_code).toMatch(/^sbx_/);

    const checkout = await client(app, ada.token).post("/api/payments/sandbox/checkout", {
      access_code: res.body.access_code,
      outcome: "success",
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({ status: "success", reference: res.body.reference });

    const verify = await client(app, ada.token).post("/api/payments/verify", { reference: res.body.reference });
    expect(verify.body).toMatchObject({ paid: true, status: "success", message: "Payment Success!" });
    expect(verify.body.invoice.status).toBe("paid");

    // The sandbox's own signed charge.success webhook arrives too (asynchronously); whichever of the two
    // comes second finds the attempt settled and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [payment] = await paymentsOf(app.db, invoice.id);
    expect((await auditOf(app.db, "payment", payment!.id)).map((a) => a.action)).toEqual(["payment_settled"]);
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Paid");
    expect(await receiptsTo(app.db, ada.email)).toHaveLength(1);
  });

  it("settles through the signed webhook alone when the browser never calls verify", async () => {
    const { invoice, res } = await startFor();
    await client(app, ada.token).post("/api/payments/sandbox/checkout", {
      access_code: res.body.access_code,
      outcome: "success",
    });
    await vi.waitFor(async () => expect((await invoiceById(app.db, invoice.id)).status).toBe("paid"));
    const [payment] = await paymentsOf(app.db, invoice.id);
    const audit = await auditOf(app.db, "payment", payment!.id);
    expect(audit.map((a) => a.actor_label)).toEqual(["Payment provider (sandbox webhook)"]);
  });

  it("the declined test card leaves the invoice unpaid and records the failed attempt", async () => {
    const { invoice, res } = await startFor();
    const declined = await client(app, ada.token).post("/api/payments/sandbox/checkout", {
      access_code: res.body.access_code,
      outcome: "declined",
    });
    expect(declined.body).toMatchObject({
      status: "failed",
      message: "Your card was declined. Try another card or cancel.",
    });
    const verify = await client(app, ada.token).post("/api/payments/verify", { reference: res.body.reference });
    expect(verify.body).toMatchObject({ paid: false, status: "failed" });
    expect((await invoiceById(app.db, invoice.id)).status).toBe("pending");
    expect((await paymentsOf(app.db, invoice.id))[0]).toMatchObject({ status: "failed", failure_reason: "Declined" });
  });

  it("a cancelled checkout is recorded as abandoned and leaves the invoice unpaid", async () => {
    const { invoice, res } = await startFor();
    const verify = await client(app, ada.token).post("/api/payments/verify", { reference: res.body.reference });
    expect(verify.body).toMatchObject({ paid: false, status: "abandoned" });
    expect((await invoiceById(app.db, invoice.id)).status).toBe("pending");
  });

  it("guards the stand-in API with the secret key and the checkout with the customer's own session", async () => {
    const { res } = await startFor();
    const noKey = await client(app).get(`/api/payments/sandbox/paystack/transaction/verify/${res.body.reference}`);
    expect(noKey.status).toBe(401);
    expect(noKey.body).toEqual({ status: false, message: "Invalid key" });
    const withKey = await client(app).get(`/api/payments/sandbox/paystack/transaction/verify/${res.body.reference}`, {
      authorization: `Bearer ${paymentSettings(app.config).secretKey}`,
    });
    expect(withKey.body).toMatchObject({ status: true, data: { status: "abandoned", amount: 18550, currency: "USD" } });

    const eve = await signUpCustomer(app);
    const stolen = await client(app, eve.token).post("/api/payments/sandbox/checkout", {
      access_code: res.body.access_code,
      outcome: "success",
    });
    expect(stolen.status).toBe(404);
    expect(
      (await client(app).post("/api/payments/sandbox/checkout", { access_code: "x", outcome: "success" })).status,
    ).toBe(401);
  });

  it("a manager refunds a sandbox payment through the stand-in's POST /refund; a second refund is refused", async () => {
    const { invoice, shipment, res } = await startFor();
    await client(app, ada.token).post("/api/payments/sandbox/checkout", {
      access_code: res.body.access_code,
      outcome: "success",
    });
    await client(app, ada.token).post("/api/payments/verify", { reference: res.body.reference });
    const manager = await signInAdmin(app, "manager");
    const refund = await client(app, manager.token).post(`/api/invoice/${invoice.id}/refund`, {
      reason: "Customer cancelled the order",
    });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: "refunded", refund_reference: expect.any(String) });
    expect((await invoiceById(app.db, invoice.id)).status).toBe("refunded");
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Refunded");
    const key = { authorization: `Bearer ${paymentSettings(app.config).secretKey}` };
    const again = await client(app).post(
      "/api/payments/sandbox/paystack/refund",
      { transaction: res.body.reference },
      key,
    );
    expect(again.body).toEqual({ status: false, message: "Transaction has been fully reversed" });
  });

  it("lists the payment calls in the OpenAPI document", async () => {
    const res = await client(app).get("/api/docs/json");
    expect(res.status).toBe(200);
    for (const path of [
      "/api/payments/initialize",
      "/api/payments/verify",
      "/api/payments/webhook",
      "/api/invoices/{id}",
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
  });
});
