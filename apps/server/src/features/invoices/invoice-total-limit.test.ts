import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertInvoice, insertProcurement } from "../../db/factories/index.js";

/*
 * An invoice's total in another currency than naira is at most what converts into a safe integer of kobo at the
 * highest accepted rate (decision 0125): staff are told the limit, and an invoice made before it answers 409 where it
 * would be converted into naira, not 500.
 */
const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const customer = await signUpCustomer(app);
const published = await client(app, owner.token).post("/api/admin/exchange-rates", { currency: "GBP", rate: "2000" });
expect(published.status, JSON.stringify(published.body)).toBe(201);

const invoiceOf = async (total_amount: string) => {
  const shopRequest = await insertProcurement(app.db, customer.user.id, { currency: "GBP (£)" });
  return client(app, owner.token).post("/api/invoice", {
    user_id: customer.user.id,
    reference_id: shopRequest.id,
    reference_type: "procurement",
    total_amount,
    currency: "GBP",
    status: "pending",
    due_date: "2026-12-30T12:00:00.000Z",
  });
};

describe("an invoice's total converts into naira", () => {
  it("refuses a total in pounds past £900,000,000.00 naming the limit; the limit itself is paid in naira", async () => {
    const tooLarge = await invoiceOf("100000000000.00");
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.fields).toEqual({
      total_amount: "Total amount must be at most £900,000,000.00 for an invoice in GBP",
    });
    const largest = await invoiceOf("900000000.00");
    expect(largest.status, JSON.stringify(largest.body)).toBe(201);
    const quote = await client(app, customer.token).get(`/api/wallet/invoice/${largest.body.invoice.id}`);
    expect(quote.status).toBe(200);
    expect(quote.body.due_kobo).toBe(90_000_000_000 * 2000);
  });

  it("an invoice made before the limit answers 409 on the wallet's quote and payment and on a naira checkout", async () => {
    const invoice = await insertInvoice(app.db, customer.user.id, { total_amount: "100000000000.00", currency: "GBP" });
    const message = "This invoice is too large to pay in naira on the website: please contact us to settle it.";
    const calls = [
      client(app, customer.token).get(`/api/wallet/invoice/${invoice.id}`),
      client(app, customer.token).post("/api/payments/initialize", { invoice_id: invoice.id }),
      client(app, customer.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.error).toBe(message);
    }
  });
});
