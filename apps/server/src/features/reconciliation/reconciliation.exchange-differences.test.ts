import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { finishSandboxCheckout } from "../../../test/checkout.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { exchangeRates, payments } from "../../db/schema.js";

/** The exchange difference of invoices paid in naira: the rate when issued against the rate when paid. */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");
const DAY = 86_400_000;
const now = Date.now();
const today = new Date(now).toISOString().slice(0, 10);
const report = (query: string, token = manager.token) =>
  client(app, token).get(`/api/admin/reconciliation/exchange-differences?${query}`);

describe("exchange differences", () => {
  it("compares the rate in force when the invoice was issued with the rate of each naira payment, half up", async () => {
    const ivy = await signUpCustomer(app);
    // GBP at 2000 from ten days ago; the invoice is issued five days ago; GBP at 2020.455 from now on.
    await app.db.insert(exchangeRates).values([
      { currency: "GBP", rate: "2000", effective_at: new Date(now - 10 * DAY) },
      { currency: "GBP", rate: "2020.455", effective_at: new Date(now - 1000) },
    ]);
    const issued = new Date(now - 5 * DAY);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, {
      currency: "GBP",
      total_amount: "20.00",
      created_at: issued,
    });
    // Half of it from the wallet at the rate in force (10.00 GBP × 2020.455 = ₦20,204.55).
    await client(app, manager.token).post("/api/admin/wallet/adjust", {
      customer_id: ivy.user.id,
      direction: "credit",
      amount: "20204.55",
      reason: "For the test",
    });
    const paid = await client(app, ivy.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "20204.55",
    });
    expect(paid.body).toMatchObject({ applied_minor: 1000, debited_minor: 2_020_455 });
    // The other half by a naira checkout at a locked rate of 2010.125: 1,000 pence → ₦20,101.25.
    await app.db.insert(payments).values({
      invoice_id: invoice.id,
      user_id: ivy.user.id,
      provider: "sandbox",
      reference: "CHK-FX-1",
      status: "success",
      amount_minor: 2_010_125,
      currency: "NGN",
      invoice_amount_minor: 1000,
      invoice_currency: "GBP",
      exchange_rate: "2010.125",
      settled_at: new Date(),
    });

    const res = await report(`from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const rows = res.body.rows as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    const wallet = rows.find((r) => r.source === "wallet");
    const checkout = rows.find((r) => r.source === "checkout");
    expect(wallet).toMatchObject({
      invoice_id: invoice.id,
      currency: "GBP",
      invoice_amount_minor: 1000,
      rate_at_issue: "2000",
      rate_at_payment: "2020.455",
      paid_kobo: 2_020_455,
      at_issue_kobo: 2_000_000,
      difference_kobo: 20_455,
      issued_at: issued.toISOString(),
    });
    expect(checkout).toMatchObject({
      rate_at_issue: "2000",
      rate_at_payment: "2010.125",
      paid_kobo: 2_010_125,
      at_issue_kobo: 2_000_000,
      difference_kobo: 10_125,
      reference: "CHK-FX-1",
    });
    expect(res.body.total_difference_kobo).toBe(30_580);

    const csv = await report(`from=${today}&to=${today}&format=csv`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Invoice,Customer,Currency,Amount settled,Issued,Rate when issued,Paid,Rate when paid,Paid (NGN),At rate when issued (NGN),Difference (NGN),Paid by,Reference",
    );
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(",2000,") && l.includes(",20204.55,20000.00,204.55,wallet,"))).toBe(true);

    // Outside the dates: nothing.
    expect((await report("from=2020-01-01&to=2020-01-31")).body).toEqual({ rows: [], total_difference_kobo: 0 });
  });

  it("counts only payments that settled the invoice: not one credited to the wallet, not one due for a refund", async () => {
    const jay = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, jay.user, { currency: "GBP", total_amount: "10.00" });
    const first = await client(app, jay.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    const second = await client(app, jay.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    for (const started of [first, second]) await finishSandboxCheckout(app, jay.token, started.body);
    await app.db.insert(payments).values({
      invoice_id: invoice.id,
      user_id: jay.user.id,
      provider: "sandbox",
      reference: "CHK-FX-REFUND",
      status: "success",
      amount_minor: 2_000_000,
      currency: "NGN",
      invoice_amount_minor: 1000,
      invoice_currency: "GBP",
      exchange_rate: "2000",
      settled_at: new Date(),
      refund_due_at: new Date(),
    });
    const rows = (await report(`from=${today}&to=${today}`)).body.rows as Array<Record<string, unknown>>;
    expect(rows.filter((r) => r.invoice_id === invoice.id).map((r) => r.reference)).toEqual([first.body.reference]);
  });

  it("shows a settlement whose rate at issue is too large to convert (published before rates were limited) without a figure, not a 500", async () => {
    const kim = await signUpCustomer(app);
    // A rate above MAX_RATE, stored before decision 0125 limited rates: 100 yuan at it is more kobo than a safe integer.
    await app.db.insert(exchangeRates).values({
      currency: "CNY",
      rate: "999999999999",
      effective_at: new Date(now - 20 * DAY),
    });
    const { invoice } = await insertShipmentInvoice(app.db, kim.user, {
      currency: "CNY",
      total_amount: "100.00",
      created_at: new Date(now - 15 * DAY),
    });
    await app.db.insert(payments).values({
      invoice_id: invoice.id,
      user_id: kim.user.id,
      provider: "sandbox",
      reference: "CHK-FX-LEGACY",
      status: "success",
      amount_minor: 2_000_000,
      currency: "NGN",
      invoice_amount_minor: 10_000,
      invoice_currency: "CNY",
      exchange_rate: "200",
      settled_at: new Date(),
    });
    const res = await report(`from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const row = (res.body.rows as Array<Record<string, unknown>>).find((r) => r.reference === "CHK-FX-LEGACY");
    expect(row).toMatchObject({ rate_at_issue: "999999999999", at_issue_kobo: null, difference_kobo: null });
    expect((await report(`from=${today}&to=${today}&format=csv`)).status).toBe(200);
  });

  it("refuses bad dates naming the field, and workers", async () => {
    // A range from after its end is refused on `to` with the reports' and the ledger's words (JSON and CSV alike).
    for (const format of ["", "&format=csv"]) {
      const backwards = await report(`from=2026-02-01&to=2026-01-01${format}`);
      expect(backwards.status, format).toBe(400);
      expect(backwards.body.fields, format).toEqual({ to: "The start must be on or before the end" });
    }
    const bad = await report("from=soon&to=2026-01-01");
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("from");
    // Days PostgreSQL cannot take, or cannot add a day to, are bad input too (they answered 500).
    expect((await report("from=0000-01-01&to=2026-01-01")).body.fields).toHaveProperty("from");
    expect((await report("from=2026-01-01&to=9999-12-31")).body.fields).toHaveProperty("to");
    expect((await report(`from=${today}&to=${today}`, worker.token)).status).toBe(403);
  });
});
