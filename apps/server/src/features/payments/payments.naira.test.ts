import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { startFakePaystack } from "../../../test/fake-paystack.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { auditOf, invoiceById, paymentsOf, receiptsTo } from "../../../test/records.js";
import { customerWithCredit } from "../../../test/wallet-credit.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { ledgerEntries, ledgerTransactions } from "../../db/schema.js";
import { signWebhook } from "./payment-gateway.js";

/**
 * Naira checkout at a locked rate (docs/decisions/0044), against a stand-in Paystack written from its API reference,
 * with the default settings: a 30-minute lock, no dollars at Paystack.
 */
const SECRET = "sk_test_naira";
const paystack = await startFakePaystack(SECRET);
const { app } = await buildTestApp({
  PAYMENT_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_PUBLIC_KEY: "pk_test_naira",
  PAYSTACK_API_BASE: paystack.url,
  PAYSTACK_ACCEPTS_USD: "false",
});
afterAll(() => paystack.close());
const ada = await signUpCustomer(app);
const manager = await signInAdmin(app, "manager");
const initialize = (body: unknown, token = ada.token) => client(app, token).post("/api/payments/initialize", body);
const initializeCalls = () => paystack.requests.filter((r) => r.path === "/transaction/initialize");

async function publish(currency: string, rate: string) {
  const res = await client(app, manager.token).post("/api/admin/exchange-rates", { currency, rate });
  expect(res.status).toBe(201);
  return res.body.rate as { id: number; effective_at: string };
}

function deliver(data: unknown) {
  const payload = JSON.stringify({ event: "charge.success", data });
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload,
    headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(SECRET, payload) },
  });
}

describe("naira checkout at a locked rate", () => {
  it("without a published rate a GBP invoice answers 409 saying so, and nothing is stored or sent", async () => {
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "GBP", total_amount: "120.00" });
    paystack.reset();
    const res = await initialize({ invoice_id: invoice.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "No naira exchange rate is published for GBP yet, so this invoice cannot be paid online now. Please try again later or contact us.",
    );
    expect(await paymentsOf(app.db, invoice.id)).toHaveLength(0);
    expect(initializeCalls()).toHaveLength(0);
  });

  it("bad input answers 400 naming the field and stores nothing; GBP and CNY are never charged in their own currency", async () => {
    await publish("CNY", "215.5");
    const { invoice: gbp } = await insertShipmentInvoice(app.db, ada.user, { currency: "GBP", total_amount: "10.00" });
    const { invoice: cny } = await insertShipmentInvoice(app.db, ada.user, { currency: "CNY", total_amount: "10.00" });
    const { invoice: usd } = await insertShipmentInvoice(app.db, ada.user, { currency: "USD", total_amount: "10.00" });
    paystack.reset();
    const cases: [unknown, string][] = [
      [{ invoice_id: "x" }, "invoice_id"],
      [{ invoice_id: gbp.id, currency: "EUR" }, "currency"],
      [{ invoice_id: gbp.id, currency: "GBP" }, "currency"],
      [{ invoice_id: cny.id, currency: "CNY" }, "currency"],
      [{ invoice_id: cny.id, currency: "USD" }, "currency"],
      // Dollars only for a merchant whose Paystack takes them (PAYSTACK_ACCEPTS_USD, off here).
      [{ invoice_id: usd.id, currency: "USD" }, "currency"],
    ];
    for (const [body, field] of cases) {
      const res = await initialize(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    expect(await paymentsOf(app.db, gbp.id)).toHaveLength(0);
    expect(await paymentsOf(app.db, cny.id)).toHaveLength(0);
    expect(initializeCalls()).toHaveLength(0);

    // Left to choose, a CNY invoice goes to Paystack in naira at the rate in force: 1,000 fen × 2.155 = 215,500 kobo.
    const started = await initialize({ invoice_id: cny.id });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ currency: "NGN", amount_minor: 215_500 });
    expect(initializeCalls()[0]!.body).toMatchObject({ currency: "NGN", amount: 215_500 });
  });

  it("locks the rate in force: the payment keeps rate, rate id, naira, invoice amount and the lock's end", async () => {
    const rate = await publish("GBP", "2051.305");
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "GBP", total_amount: "121.00" });
    paystack.reset();
    const before = Date.now();
    const res = await initialize({ invoice_id: invoice.id });
    expect(res.status).toBe(200);
    // 12,100 pence × 2,051.305 = 24,820,790.5 kobo exactly: half a kobo goes up, to 24,820,791.
    expect(res.body).toMatchObject({
      currency: "NGN",
      amount_minor: 24_820_791,
      channels: ["card", "bank_transfer", "ussd"],
      quote: {
        invoice_amount_minor: 12_100,
        invoice_currency: "GBP",
        rate: "2051.305",
        rate_effective_at: rate.effective_at,
      },
    });
    const lockEnds = Date.parse(res.body.quote.locked_until);
    expect(lockEnds - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(lockEnds - before).toBeLessThanOrEqual(30 * 60_000 + 5000);
    const sent = initializeCalls().at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ currency: "NGN", amount: 24_820_791, channels: ["card", "bank_transfer", "ussd"] });
    const [payment] = await paymentsOf(app.db, invoice.id);
    expect(payment).toMatchObject({
      currency: "NGN",
      amount_minor: 24_820_791,
      invoice_amount_minor: 12_100,
      invoice_currency: "GBP",
      exchange_rate_id: rate.id,
    });
    expect(Number(payment!.exchange_rate)).toBe(2051.305);
    expect(payment!.rate_locked_until!.toISOString()).toBe(res.body.quote.locked_until);
  });

  it("settles a GBP invoice in naira at its locked rate exactly once: a replayed webhook and a concurrent verify change nothing", async () => {
    await publish("GBP", "2000");
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "GBP", total_amount: "50.00" });
    const started = await initialize({ invoice_id: invoice.id });
    const reference = started.body.reference as string;
    expect(started.body.amount_minor).toBe(10_000_000);
    // A new rate published after the checkout started does not change what this payment settles.
    await publish("GBP", "2400");
    paystack.transactions.get(reference)!.status = "success";
    const receipts = (await receiptsTo(app.db, ada.email)).length;
    const data = paystack.data(reference);
    const answers = await Promise.all([
      deliver(data),
      client(app, ada.token).post("/api/payments/verify", { reference }),
      deliver(data),
      client(app, ada.token).post("/api/payments/verify", { reference }),
    ]);
    expect(answers.map((a) => ("statusCode" in a ? a.statusCode : a.status))).toEqual([200, 200, 200, 200]);
    const settled = [answers[0], answers[2]].filter((a) => a.json().outcome === "settled").length;
    const verified = [answers[1], answers[3]] as { body: { paid: boolean } }[];
    expect(verified.every((v) => v.body.paid)).toBe(true);
    expect(settled).toBeLessThanOrEqual(1);
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
    expect((await invoiceById(app.db, invoice.id)).amount_paid_minor).toBe(5000);
    const payments = await paymentsOf(app.db, invoice.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: "success", amount_minor: 10_000_000, invoice_amount_minor: 5000 });
    const newReceipts = (await receiptsTo(app.db, ada.email)).filter((r) => r.subject.includes(invoice.transaction_id));
    expect(newReceipts).toHaveLength(1);
    expect(newReceipts[0]!.text_body).toContain("₦100,000.00");
    expect(newReceipts[0]!.text_body).toContain("₦2,000 per £1");
    const paidEntries = (await auditOf(app.db, "invoice", invoice.id)).filter((a) => a.new_value === "paid");
    expect(paidEntries).toHaveLength(1);
    // A replay later still changes nothing.
    expect((await deliver(data)).json()).toEqual({ received: true, outcome: "already_settled" });
    expect(await receiptsTo(app.db, ada.email)).toHaveLength(receipts + 1);
    // The ledger holds the naira once: Paystack clearing to receivables, with the rate and the pounds it settled.
    const posted = await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      cause: "checkout_payment",
      amount_minor: 10_000_000,
      invoice_id: invoice.id,
      invoice_amount_minor: 5000,
      invoice_currency: "GBP",
      rate: "2000.000000",
    });
    const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.transaction_id, posted[0]!.id));
    expect(entries.map((e) => e.amount_minor).sort((a, b) => a - b)).toEqual([-10_000_000, 10_000_000]);
  });

  it("money paid after the lock ended never settles at the old rate: it becomes wallet credit, and a new quote is new", async () => {
    await publish("GBP", "2000");
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "GBP", total_amount: "10.00" });
    const started = await initialize({ invoice_id: invoice.id });
    const reference = started.body.reference as string;
    const lockEnd = Date.parse(started.body.quote.locked_until);
    const txn = paystack.transactions.get(reference)!;
    txn.status = "success";
    txn.paid_at = new Date(lockEnd + 60_000).toISOString();
    const transactions = await app.db.$count(ledgerTransactions);

    const verified = await client(app, ada.token).post("/api/payments/verify", { reference });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ paid: false, status: "success" });
    expect(verified.body.message).toContain("naira quote expired");
    expect((await invoiceById(app.db, invoice.id)).status).toBe("pending");
    // The webhook for the same payment arrives too: still not settled, credited once.
    expect((await deliver(paystack.data(reference))).json()).toEqual({ received: true, outcome: "already_settled" });
    const credits = await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ cause: "expired_quote_credit", amount_minor: 2_000_000 });
    expect(await app.db.$count(ledgerTransactions)).toBe(transactions + 1);
    expect((await client(app, ada.token).get("/api/wallet")).body.balance_minor).toBeGreaterThanOrEqual(2_000_000);
    // Balanced: the clearing account gives what the wallet gets.
    const entries = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.transaction_id, credits[0]!.id));
    expect(entries.map((e) => e.amount_minor).sort((a, b) => a - b)).toEqual([-2_000_000, 2_000_000]);

    // Quoted again: a new checkout at today's rate with a new lock, which settles the invoice.
    await publish("GBP", "2100");
    const again = await initialize({ invoice_id: invoice.id });
    expect(again.body.reference).not.toBe(reference);
    expect(again.body).toMatchObject({ amount_minor: 2_100_000, quote: { rate: "2100" } });
    expect(Date.parse(again.body.quote.locked_until)).toBeGreaterThan(lockEnd);
    paystack.transactions.get(again.body.reference)!.status = "success";
    const paid = await client(app, ada.token).post("/api/payments/verify", { reference: again.body.reference });
    expect(paid.body.paid).toBe(true);
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
  });

  it("the rest of a GBP invoice after a wallet part costs what the whole does by card, less what the wallet paid", async () => {
    await publish("GBP", "2020.455");
    // By card in one step: 4,005 pence × 2,020.455 = 8,091,922.275 kobo → 8,091,922.
    const whole = await insertShipmentInvoice(app.db, ada.user, { currency: "GBP", total_amount: "40.05" });
    expect((await initialize({ invoice_id: whole.invoice.id })).body.amount_minor).toBe(8_091_922);

    const ivy = await customerWithCredit(app, manager.token, "50000");
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "GBP", total_amount: "40.05" });
    // ₦50,000 from the wallet buys 2,474 pence for 4,998,606 kobo (4,998,605.67 half up).
    const part = await client(app, ivy.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(part.body).toMatchObject({ applied_minor: 2474, debited_minor: 4_998_606 });
    const walletQuote = await client(app, ivy.token).get(`/api/wallet/invoice/${invoice.id}`);
    // The rest by card: 8,091,922 − 4,998,606 = 3,093,316 kobo, as the wallet prices it. Converted alone, 1,531 pence
    // come to 3,093,316.605 → 3,093,317: a kobo more than the one-step price in all.
    const started = await initialize({ invoice_id: invoice.id }, ivy.token);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      currency: "NGN",
      amount_minor: 3_093_316,
      quote: { invoice_amount_minor: 1531, rate: "2020.455" },
    });
    expect(walletQuote.body).toMatchObject({ due_minor: 1531, due_kobo: started.body.amount_minor });
    expect(initializeCalls().at(-1)!.body).toMatchObject({ currency: "NGN", amount: 3_093_316 });
    paystack.transactions.get(started.body.reference)!.status = "success";
    const paid = await client(app, ivy.token).post("/api/payments/verify", { reference: started.body.reference });
    expect(paid.body).toMatchObject({ paid: true, status: "success" });
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "paid", amount_paid_minor: 4005 });
    // The naira that paid the invoice, wallet and card, is the one-step price to the kobo.
    const posted = await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.invoice_id, invoice.id));
    expect(posted.map((t) => t.cause).sort()).toEqual(["checkout_payment", "invoice_payment"]);
    expect(posted.reduce((sum, t) => sum + t.amount_minor, 0)).toBe(8_091_922);
  });

  it("a naira invoice is charged in naira without a lock; another customer's invoice is not found", async () => {
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "NGN", total_amount: "15000" });
    const res = await initialize({ invoice_id: invoice.id });
    expect(res.body).toMatchObject({ currency: "NGN", amount_minor: 1_500_000, quote: null });
    expect((await paymentsOf(app.db, invoice.id))[0]!.rate_locked_until).toBeNull();
    const bob = await signUpCustomer(app);
    expect((await initialize({ invoice_id: invoice.id }, bob.token)).status).toBe(404);
  });
});

describe("PAYSTACK_ACCEPTS_USD=true", async () => {
  const withUsd = await buildTestApp({ PAYSTACK_ACCEPTS_USD: "true" });
  const eve = await signUpCustomer(withUsd.app);
  const owner = await signInAdmin(withUsd.app, "owner");

  it("a USD invoice may be paid in dollars (card) or in naira; a GBP one still only in naira", async () => {
    const { invoice } = await insertShipmentInvoice(withUsd.app.db, eve.user, {
      currency: "USD",
      total_amount: "10.00",
    });
    const pay = (body: unknown) => client(withUsd.app, eve.token).post("/api/payments/initialize", body);
    expect((await pay({ invoice_id: invoice.id })).body).toMatchObject({
      currency: "USD",
      amount_minor: 1000,
      channels: ["card"],
      quote: null,
    });
    expect((await pay({ invoice_id: invoice.id, currency: "NGN" })).status).toBe(409);
    await client(withUsd.app, owner.token).post("/api/admin/exchange-rates", { currency: "USD", rate: "1605.25" });
    expect((await pay({ invoice_id: invoice.id, currency: "NGN" })).body).toMatchObject({
      currency: "NGN",
      amount_minor: 1_605_250,
      quote: { rate: "1605.25" },
    });
    const { invoice: gbp } = await insertShipmentInvoice(withUsd.app.db, eve.user, { currency: "GBP" });
    expect((await pay({ invoice_id: gbp.id, currency: "GBP" })).status).toBe(400);
  });
});
