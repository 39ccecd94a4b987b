import { describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { auditOf, invoiceById, paymentsOf } from "../../../test/records.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { paymentSettings } from "./payment-gateway.js";

/**
 * The sandbox offers each of Paystack's checkout channels we ask for (card, bank transfer, USSD) and settles them
 * through the same verify and signed-webhook path; default settings (no dollars at Paystack).
 */
const [{ app }, withUsd] = await Promise.all([
  buildTestApp({ PAYSTACK_ACCEPTS_USD: "false" }),
  buildTestApp({ PAYSTACK_ACCEPTS_USD: "true" }),
]);
const ada = await signUpCustomer(app);
const manager = await signInAdmin(app, "manager");
await client(app, manager.token).post("/api/admin/exchange-rates", { currency: "GBP", rate: "2051.3" });

async function startGbp(total = "20.00") {
  const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "GBP", total_amount: total });
  const res = await client(app, ada.token).post("/api/payments/initialize", { invoice_id: invoice.id });
  expect(res.status).toBe(200);
  return { invoice, started: res.body as { access_code: string; reference: string; amount_minor: number } };
}

const checkout = (body: Record<string, unknown>) => client(app, ada.token).post("/api/payments/sandbox/checkout", body);

describe("sandbox checkout channels", () => {
  it("a simulated bank transfer pays a GBP invoice in naira: verify and the webhook settle it once", async () => {
    const { invoice, started } = await startGbp();
    expect(started.amount_minor).toBe(4_102_600);
    const paid = await checkout({ access_code: started.access_code, outcome: "success", channel: "bank_transfer" });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe("success");
    const verify = await client(app, ada.token).post("/api/payments/verify", { reference: started.reference });
    expect(verify.body).toMatchObject({ paid: true, status: "success" });
    await vi.waitFor(async () => {
      const [payment] = await paymentsOf(app.db, invoice.id);
      expect(payment).toMatchObject({ status: "success", currency: "NGN", amount_minor: 4_102_600 });
      expect((payment!.provider_response as { channel: string }).channel).toBe("bank_transfer");
    });
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
    // The invoice's history says how it was paid (it said 'by card' whatever the channel).
    const paidEntry = (await auditOf(app.db, "invoice", invoice.id)).find((a) => a.new_value === "paid");
    expect(paidEntry?.cause).toBe(
      `payment ${started.reference} (Bank transfer) was settled through the payment sandbox`,
    );
    // The stand-in reports the channel, like Paystack's verify.
    const { secretKey } = paymentSettings(app.config);
    const verified = await app.inject({
      method: "GET",
      url: `/api/payments/sandbox/paystack/transaction/verify/${started.reference}`,
      headers: { authorization: `Bearer ${secretKey}` },
    });
    expect(verified.json().data).toMatchObject({ channel: "bank_transfer", currency: "NGN", status: "success" });
  });

  it("USSD pays too; a channel the checkout does not offer or does not exist answers 400 naming it", async () => {
    const { invoice, started } = await startGbp("1.00");
    const bad = await checkout({ access_code: started.access_code, outcome: "success", channel: "bitcoin" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain("channel");
    expect((await invoiceById(app.db, invoice.id)).status).toBe("pending");
    const ussd = await checkout({ access_code: started.access_code, outcome: "success", channel: "ussd" });
    expect(ussd.body.status).toBe("success");
    const verify = await client(app, ada.token).post("/api/payments/verify", { reference: started.reference });
    expect(verify.body.paid).toBe(true);
  });

  it("dollars at a merchant that takes them go by card only", async () => {
    const eve = await signUpCustomer(withUsd.app);
    const { invoice } = await insertShipmentInvoice(withUsd.app.db, eve.user, { currency: "USD" });
    const started = await client(withUsd.app, eve.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    expect(started.body).toMatchObject({ currency: "USD", channels: ["card"] });
    const transfer = await client(withUsd.app, eve.token).post("/api/payments/sandbox/checkout", {
      access_code: started.body.access_code,
      outcome: "success",
      channel: "bank_transfer",
    });
    expect(transfer.status).toBe(400);
    expect(transfer.body.fields.channel).toBe("This checkout does not offer bank_transfer: it offers card");
    expect((await invoiceById(withUsd.app.db, invoice.id)).status).toBe("pending");
  });
});
