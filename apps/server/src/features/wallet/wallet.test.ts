import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { finishSandboxCheckout } from "../../../test/checkout.js";
import { parseCsv } from "../../../test/csv.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { pdfText } from "../../../test/pdf-text.js";
import { auditOf, invoiceById, paymentsOf, receiptsTo, shipmentById } from "../../../test/records.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { customers, ledgerTransactions, walletTopUps } from "../../db/schema.js";
import { PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { LEDGER_ACCOUNT_KINDS } from "@app/shared/wallet/wallet";
import { paymentSettings, signWebhook } from "../payments/public.js";
import { ledgerInconsistencies } from "./wallet.staff.repository.js";

/** The wallet on the API (sandbox provider): top-ups, paying invoices wholly and partly, credit, the ledger's rules. */
const { app } = await buildTestApp();
const ada = await signUpCustomer(app);
const bob = await signUpCustomer(app);
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");

/** After every test: each transaction sums to zero, each wallet balance equals its entries (and is not negative). */
afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
});

const balanceOf = async (token: string) => (await client(app, token).get("/api/wallet")).body.balance_minor as number;
const transactionCount = () => app.db.$count(ledgerTransactions);

async function credit(customerId: number, amount: string) {
  const res = await client(app, manager.token).post("/api/admin/wallet/adjust", {
    customer_id: customerId,
    direction: "credit",
    amount,
    reason: "Test credit",
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function topUp(token: string, amount: string) {
  const started = await client(app, token).post("/api/wallet/top-ups", { amount });
  expect(started.status).toBe(200);
  const paid = await client(app, token).post("/api/payments/sandbox/checkout", {
    access_code: started.body.access_code,
    outcome: "success",
  });
  expect(paid.body.status).toBe("success");
  return started.body as { reference: string; access_code: string };
}

/** Replays the provider's signed charge.success for a sandbox transaction, as Paystack may. */
async function replayWebhook(reference: string, amount: number, currency = "NGN") {
  const payload = JSON.stringify({
    event: "charge.success",
    data: { id: 1, status: "success", reference, amount, currency, gateway_response: "Successful" },
  });
  const { secretKey } = paymentSettings(app.config);
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload,
    headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(secretKey, payload) },
  });
}

const nairaInvoice = (total: string, user = ada.user) =>
  insertShipmentInvoice(app.db, user, { currency: "NGN", total_amount: total });

describe("top-ups", () => {
  it("credits the wallet once: verify, the sandbox's webhook and replayed webhooks post one transaction", async () => {
    const before = await transactionCount();
    const { reference } = await topUp(ada.token, "5,000");
    const verified = await client(app, ada.token).post("/api/wallet/top-ups/verify", { reference });
    expect(verified.body).toMatchObject({ status: "success", credited: true, balance_minor: 500_000 });
    await Promise.all([replayWebhook(reference, 500_000), replayWebhook(reference, 500_000)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await replayWebhook(reference, 500_000)).json()).toMatchObject({ outcome: "already_credited" });
    expect(await balanceOf(ada.token)).toBe(500_000);
    expect(await transactionCount()).toBe(before + 1);
    const statement = (await client(app, ada.token).get("/api/wallet")).body;
    expect(statement.entries[0]).toMatchObject({
      cause: "top_up",
      amount_minor: 500_000,
      balance_after_minor: 500_000,
    });
  });

  it("a declined card credits nothing", async () => {
    const started = await client(app, bob.token).post("/api/wallet/top-ups", { amount: "1000" });
    await client(app, bob.token).post("/api/payments/sandbox/checkout", {
      access_code: started.body.access_code,
      outcome: "declined",
    });
    const verified = await client(app, bob.token).post("/api/wallet/top-ups/verify", {
      reference: started.body.reference,
    });
    expect(verified.body).toMatchObject({ status: "failed", credited: false, balance_minor: 0 });
  });

  it("a webhook whose amount differs from the attempt is not credited", async () => {
    const started = await client(app, bob.token).post("/api/wallet/top-ups", { amount: "1000" });
    expect((await replayWebhook(started.body.reference, 999_999)).json()).toMatchObject({ outcome: "rejected" });
    expect(await balanceOf(bob.token)).toBe(0);
  });

  it.each([
    ["-500", "Amount must be more than zero"],
    ["0", "Amount must be more than zero"],
    ["12.345", "Enter an amount in naira with at most two decimals, e.g. 5000 or 5000.50"],
    ["50", "The smallest top-up is ₦100.00"],
    ["abc", "Enter an amount in naira with at most two decimals, e.g. 5000 or 5000.50"],
    // A decimal comma is not read as thousands: '150,50' started a top-up of ₦15,050.00.
    ["150,50", "Enter an amount in naira with at most two decimals, e.g. 5000 or 5000.50"],
    ["1,5000", "Enter an amount in naira with at most two decimals, e.g. 5000 or 5000.50"],
  ])("a top-up of %s answers 400 naming the amount and stores nothing", async (amount, message) => {
    const rows = await app.db.$count(walletTopUps);
    const res = await client(app, ada.token).post("/api/wallet/top-ups", { amount });
    expect(res.status).toBe(400);
    expect(res.body.fields.amount).toBe(message);
    expect(await app.db.$count(walletTopUps)).toBe(rows);
  });
});

describe("paying invoices from the wallet", () => {
  it("pays one invoice wholly: paid, shipment paid, one receipt", async () => {
    const carol = await signUpCustomer(app);
    await credit(carol.user.id, "3000");
    const { invoice, shipment } = await nairaInvoice("2000.00", carol.user);
    const res = await client(app, carol.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      debited_minor: 200_000,
      applied_minor: 200_000,
      due_minor: 0,
      invoice_status: "paid",
      balance_minor: 100_000,
    });
    const stored = await invoiceById(app.db, invoice.id);
    expect(stored).toMatchObject({ status: "paid", amount_paid_minor: 200_000 });
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Paid");
    expect(await receiptsTo(app.db, carol.email)).toHaveLength(1);
    expect(await balanceOf(carol.token)).toBe(100_000);
    const again = await client(app, carol.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(again.status).toBe(409);
  });

  it("pays another partly; the balance due is quoted and the rest is paid by card", async () => {
    const dan = await signUpCustomer(app);
    await credit(dan.user.id, "3000");
    const { invoice } = await nairaInvoice("10000.00", dan.user);
    const res = await client(app, dan.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(res.body).toMatchObject({
      debited_minor: 300_000,
      applied_minor: 300_000,
      due_minor: 700_000,
      invoice_status: "pending",
      balance_minor: 0,
    });
    const quote = await client(app, dan.token).get(`/api/wallet/invoice/${invoice.id}`);
    expect(quote.body).toMatchObject({
      total_minor: 1_000_000,
      paid_minor: 300_000,
      due_minor: 700_000,
      due_kobo: 700_000,
      rate: "1",
      balance_minor: 0,
      wallet_pays_kobo: 0,
    });
    expect(await receiptsTo(app.db, dan.email)).toHaveLength(0);
    // The invoice says what is paid of it, so the portal offers its receipt while it is partly paid.
    const detail = await client(app, dan.token).get(`/api/invoices/${invoice.id}`);
    expect(detail.body.invoice).toMatchObject({ status: "pending", amount_paid_minor: 300_000 });
    expect((await client(app, dan.token).get(`/api/invoices/${invoice.id}/receipt`)).status).toBe(200);

    const empty = await client(app, dan.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.amount).toBe("Your wallet is empty");

    const start = await client(app, dan.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    expect(start.status).toBe(200);
    expect((await paymentsOf(app.db, invoice.id))[0]).toMatchObject({ amount_minor: 700_000, currency: "NGN" });
    await client(app, dan.token).post("/api/payments/sandbox/checkout", {
      access_code: start.body.access_code,
      outcome: "success",
    });
    const verify = await client(app, dan.token).post("/api/payments/verify", { reference: start.body.reference });
    expect(verify.body).toMatchObject({ paid: true });
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "paid", amount_paid_minor: 1_000_000 });
    // The card's receipt says what the card paid, and the invoice's total beside it.
    const [receipt] = await receiptsTo(app.db, dan.email);
    expect(receipt?.text_body).toMatch(/Amount paid:? ₦7,000\.00/);
    expect(receipt?.text_body).toMatch(/Invoice total:? ₦10,000\.00/);
  });

  it("a spend above the balance, or above what is due, answers 400 naming the amount and stores nothing", async () => {
    const eve = await signUpCustomer(app);
    await credit(eve.user.id, "100");
    const { invoice } = await nairaInvoice("500.00", eve.user);
    const before = await transactionCount();
    const above = await client(app, eve.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "200",
    });
    expect(above.status).toBe(400);
    expect(above.body.fields.amount).toBe("Amount is more than your wallet balance (₦100.00)");
    const overDue = await client(app, eve.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "600",
    });
    expect(overDue.body.fields.amount).toBe("Amount is more than the invoice's balance due (₦500.00)");
    const negative = await client(app, eve.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "-5",
    });
    expect(negative.status).toBe(400);
    expect(negative.body.fields.amount).toBe("Amount must be more than zero");
    expect(await transactionCount()).toBe(before);
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "pending", amount_paid_minor: 0 });
    expect(await balanceOf(eve.token)).toBe(10_000);
  });

  it("20 simultaneous spends of one balance never overdraw it", async () => {
    const fay = await signUpCustomer(app);
    await credit(fay.user.id, "10000");
    const bills = await Promise.all(Array.from({ length: 20 }, () => nairaInvoice("1000.00", fay.user)));
    const results = await Promise.all(
      bills.map(({ invoice }) =>
        client(app, fay.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id, amount: "1000" }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(await balanceOf(fay.token)).toBe(0);
    const paid = await Promise.all(bills.map(({ invoice }) => invoiceById(app.db, invoice.id)));
    expect(paid.filter((i) => i.status === "paid")).toHaveLength(10);
  });

  it("a GBP invoice is paid at the rate in force, half up to the kobo; without a rate it answers 409", async () => {
    const ivy = await signUpCustomer(app);
    await credit(ivy.user.id, "100000");
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "GBP", total_amount: "40.05" });
    const before = await transactionCount();
    const noRate = await client(app, ivy.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(noRate.status).toBe(409);
    expect(await transactionCount()).toBe(before);

    const published = await client(app, manager.token).post("/api/admin/exchange-rates", {
      currency: "GBP",
      rate: "2020.455",
    });
    expect(published.status).toBe(201);
    // Part of it: ₦50,000 buys 2,474 pence (2,474 × 20.20455 = 49,986.06 → 4,998,606 kobo; one penny more is too much).
    const part = await client(app, ivy.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "50000",
    });
    expect(part.body).toMatchObject({
      applied_minor: 2474,
      debited_minor: 4_998_606,
      due_minor: 4005 - 2474,
      invoice_status: "pending",
    });
    const quote = await client(app, ivy.token).get(`/api/wallet/invoice/${invoice.id}`);
    // The rest is the whole invoice's price less what the part took (decision 0129): 4,005 pence × 20.20455 =
    // 80,919.22275 → 8,091,922 kobo, less 4,998,606 = 3,093,316 (1,531 pence priced alone: 3,093,317, a kobo more).
    expect(quote.body).toMatchObject({ rate: "2020.455", due_minor: 1531, due_kobo: 3_093_316 });
    const rest = await client(app, ivy.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(rest.body).toMatchObject({
      applied_minor: 1531,
      debited_minor: 3_093_316,
      due_minor: 0,
      invoice_status: "paid",
    });
    expect(await balanceOf(ivy.token)).toBe(10_000_000 - 8_091_922);
  });

  it("quotes what 'Pay from wallet' takes: whole pence of the balance due, nothing when the balance buys not one", async () => {
    const joy = await signUpCustomer(app);
    await credit(joy.user.id, "50000");
    const { invoice } = await insertShipmentInvoice(app.db, joy.user, { currency: "GBP", total_amount: "40.05" });
    const quoted = await client(app, joy.token).get(`/api/wallet/invoice/${invoice.id}`);
    // ₦50,000 buys 2,474 pence at ₦2,020.455 (the rate the case above published): ₦49,986.06, not the whole balance.
    expect(quoted.body).toMatchObject({ balance_minor: 5_000_000, wallet_pays_kobo: 4_998_606 });
    const paid = await client(app, joy.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(paid.body).toMatchObject({ debited_minor: 4_998_606, balance_minor: 1394 });
    // ₦13.94 is less than a penny's price (₦20.20): the wallet can pay nothing more of this invoice.
    const after = await client(app, joy.token).get(`/api/wallet/invoice/${invoice.id}`);
    expect(after.body).toMatchObject({ balance_minor: 1394, wallet_pays_kobo: 0, payable: true });
  });
});

describe("second payments and credit", () => {
  it("a second payment of a paid naira invoice becomes wallet credit, once", async () => {
    const gus = await signUpCustomer(app);
    const { invoice } = await nairaInvoice("1500.00", gus.user);
    const first = await client(app, gus.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    const second = await client(app, gus.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    for (const started of [first, second]) await finishSandboxCheckout(app, gus.token, started.body);
    await replayWebhook(second.body.reference, 150_000);
    await vi.waitFor(async () => expect(await balanceOf(gus.token)).toBe(150_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await balanceOf(gus.token)).toBe(150_000);
    const stored = await invoiceById(app.db, invoice.id);
    expect(stored.status).toBe("paid");
    expect(stored.refund_due_at).toBeNull();
    const statement = (await client(app, gus.token).get("/api/wallet")).body;
    expect(statement.entries.map((e: { cause: string }) => e.cause)).toEqual(["second_payment_credit"]);
  });

  it("a checkout paid after the wallet paid part of its invoice does not overpay it: its naira goes to the wallet", async () => {
    const ola = await signUpCustomer(app);
    const { invoice } = await nairaInvoice("10000.00", ola.user);
    const started = await client(app, ola.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    expect(started.body.amount_minor).toBe(1_000_000);
    // In another tab, before finishing the checkout: ₦3,000 from the wallet.
    await credit(ola.user.id, "3000");
    const partly = await client(app, ola.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(partly.body).toMatchObject({ applied_minor: 300_000, invoice_status: "pending" });
    const verify = await finishSandboxCheckout(app, ola.token, started.body);
    // Verify or the sandbox's webhook settles it, whichever comes first: verify says why either way.
    expect(verify.body).toMatchObject({ status: "success", paid: false, message: PAYMENT_TEXTS.dueChanged });
    const again = await client(app, ola.token).post("/api/payments/verify", { reference: started.body.reference });
    expect(again.body).toMatchObject({ status: "success", paid: false, message: PAYMENT_TEXTS.dueChanged });
    await replayWebhook(started.body.reference, 1_000_000);
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "pending", amount_paid_minor: 300_000 });
    expect(await balanceOf(ola.token)).toBe(1_000_000);
    const statement = (await client(app, ola.token).get("/api/wallet")).body;
    expect(statement.entries.map((e: { cause: string }) => e.cause).sort()).toEqual([
      "invoice_payment",
      "overpayment_credit",
      "staff_credit",
    ]);
    // The receipt lists only what paid the invoice: the wallet's ₦3,000, not the credited checkout.
    const receipt = await client(app, ola.token).get(`/api/invoices/${invoice.id}/receipt`);
    expect(receipt.status).toBe(200);
    const text = (await pdfText(receipt.raw.rawPayload)).join("\n");
    expect(text).toContain("Wallet");
    expect(text).not.toContain(started.body.reference);
    // The rest is paid from the wallet in one step.
    const rest = await client(app, ola.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(rest.body).toMatchObject({ applied_minor: 700_000, invoice_status: "paid", balance_minor: 300_000 });
  });
});

describe("staff", () => {
  it("managers credit and debit with a reason (audited); workers may not; a debit above the balance is refused", async () => {
    const hal = await signUpCustomer(app);
    await credit(hal.user.id, "250.50");
    const debit = await client(app, manager.token).post("/api/admin/wallet/adjust", {
      customer_id: hal.user.id,
      direction: "debit",
      amount: "50.50",
      reason: "Goodwill reversed",
    });
    expect(debit.body.balance_minor).toBe(20_000);
    // The answer names whose wallet changed, so the screen's notice cannot be mistaken for another customer's.
    const [row] = await app.db.select().from(customers).where(eq(customers.id, hal.user.id));
    expect(debit.body.message).toBe(
      `Debited ₦50.50 from the wallet of ${hal.user.firstname} ${hal.user.lastname} (${row!.suite_number}): balance ₦200.00.`,
    );
    const tooMuch = await client(app, manager.token).post("/api/admin/wallet/adjust", {
      customer_id: hal.user.id,
      direction: "debit",
      amount: "200.01",
      reason: "Too much",
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields.amount).toBe("Amount is more than the customer's wallet balance (₦200.00)");
    const noReason = await client(app, manager.token).post("/api/admin/wallet/adjust", {
      customer_id: hal.user.id,
      direction: "credit",
      amount: "1",
      reason: " ",
    });
    expect(noReason.body.fields.reason).toBe("Reason is required");
    const byWorker = await client(app, worker.token).post("/api/admin/wallet/adjust", {
      customer_id: hal.user.id,
      direction: "credit",
      amount: "1",
      reason: "Worker",
    });
    expect(byWorker.status).toBe(403);
    const byCustomer = await client(app, hal.token).post("/api/admin/wallet/adjust", {
      customer_id: hal.user.id,
      direction: "credit",
      amount: "1",
      reason: "Me",
    });
    expect(byCustomer.status).toBe(401);
    const audit = await auditOf(app.db, "customer", hal.user.id);
    expect(audit.map((a) => [a.action, a.old_value, a.new_value, a.cause])).toEqual([
      ["wallet_credit", "₦0.00", "₦250.50", "Test credit"],
      ["wallet_debit", "₦250.50", "₦200.00", "Goodwill reversed"],
    ]);
    const view = await client(app, worker.token).get(`/api/admin/wallet/customer/${hal.user.id}`);
    expect(view.body).toMatchObject({ balance_minor: 20_000 });
    expect(view.body.entries.map((e: { cause: string }) => e.cause)).toEqual(["staff_debit", "staff_credit"]);
    expect(view.body.entries[0].description).toBe("Debit by staff: Goodwill reversed");
  });

  it("a reused idempotency key answers with what its adjustment moved, or 409 when customer, direction or amount differ", async () => {
    const hal = await signUpCustomer(app);
    const adjust = (body: Record<string, unknown>) =>
      client(app, manager.token).post("/api/admin/wallet/adjust", {
        customer_id: hal.user.id,
        direction: "credit",
        amount: "100",
        reason: "Goodwill",
        idempotency_key: "adjust-once",
        ...body,
      });
    const first = await adjust({});
    expect(first.status).toBe(201);
    const again = await adjust({ reason: "Typed again" });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const transactions = await transactionCount();
    // Before: 201 "Debited ₦40.00 from …" / "Credited ₦250.00 to <another customer>" though nothing was posted.
    for (const changed of [{ direction: "debit", amount: "40" }, { amount: "250" }, { customer_id: bob.user.id }]) {
      const res = await adjust(changed);
      expect(res.status, JSON.stringify(changed)).toBe(409);
      expect(res.body.error).toBe(
        "This idempotency key was already used for another adjustment (another customer, direction or amount): nothing was posted.",
      );
    }
    expect(await transactionCount()).toBe(transactions);
    expect(await balanceOf(hal.token)).toBe(10_000);
  });

  it("the ledger lists every transaction with filters and exports CSV", async () => {
    const { reference } = await topUp(ada.token, "100");
    await client(app, ada.token).post("/api/wallet/top-ups/verify", { reference });
    const ledger = await client(app, worker.token).get(
      `/api/admin/wallet/ledger?customer_id=${ada.user.id}&status=top_up`,
    );
    expect(ledger.status).toBe(200);
    expect(ledger.body.transactions.length).toBeGreaterThan(0);
    for (const row of ledger.body.transactions) {
      expect(row.cause).toBe("top_up");
      expect(row.entries.reduce((sum: number, e: { amount_minor: number }) => sum + e.amount_minor, 0)).toBe(0);
    }
    for (const range of ["from=0000-01-01", "to=9999-12-31", "from=2026-02-31"]) {
      const bad = await client(app, worker.token).get(`/api/admin/wallet/ledger?${range}`);
      expect(bad.status, range).toBe(400);
      expect(Object.keys(bad.body.fields), range).toEqual([range.split("=")[0]]);
    }
    // A range from after its end is refused on `to`, as the reports refuse it (it listed nothing, 200, before); one
    // day, or one end alone, is a range.
    for (const format of ["", "&format=csv"]) {
      const reversed = await client(app, worker.token).get(
        `/api/admin/wallet/ledger?from=2026-12-02&to=2026-12-01${format}`,
      );
      expect(reversed.status, format).toBe(400);
      expect(reversed.body.fields, format).toEqual({ to: "The start must be on or before the end" });
    }
    for (const range of ["from=2026-12-01&to=2026-12-01", "from=2026-12-02", "to=2026-12-01"])
      expect((await client(app, worker.token).get(`/api/admin/wallet/ledger?${range}`)).status, range).toBe(200);
    const out = await client(app, worker.token).get("/api/admin/wallet/ledger?direction=out");
    expect(out.body.transactions.every((r: { wallet_minor: number }) => r.wallet_minor < 0)).toBe(true);
    const bySearch = await client(app, worker.token).get(
      `/api/admin/wallet/ledger?q=${encodeURIComponent(ada.email.slice(0, 6))}`,
    );
    expect(bySearch.body.transactions.every((r: { customer_email: string }) => r.customer_email === ada.email)).toBe(
      true,
    );
    const csv = await client(app, worker.token).get("/api/admin/wallet/ledger?format=csv&status=staff_debit");
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.raw.body).toContain("Goodwill reversed");
    // Money out is a negative number a spreadsheet can sum, not text defused with a quote.
    expect(csv.raw.body).toMatch(/,50\.50,-50\.50,/);
    expect(csv.raw.body).not.toContain("'-");
    // Its entries name the accounts as the ledger screen does, not their stored codes (staff_adjustments).
    const [header, ...debits] = parseCsv(csv.raw.body);
    const entries = header!.indexOf("Entries");
    const reversed = debits.find((row) => row.includes("Goodwill reversed"))!;
    expect(reversed[entries]!.split("; ").sort()).toEqual(["Customer's wallet: -50.50", "Staff adjustments: 50.50"]);
    for (const code of LEDGER_ACCOUNT_KINDS) expect(csv.raw.body).not.toContain(code);
    const bad = await client(app, worker.token).get("/api/admin/wallet/ledger?direction=sideways");
    expect(bad.status).toBe(400);
    expect((await client(app, ada.token).get("/api/admin/wallet/ledger")).status).toBe(401);
  });
});

describe("customer isolation", () => {
  it("a customer can neither verify another's top-up, quote or pay another's invoice, nor see another's entries", async () => {
    const { reference } = await topUp(ada.token, "100");
    expect((await client(app, bob.token).post("/api/wallet/top-ups/verify", { reference })).status).toBe(404);
    const { invoice } = await nairaInvoice("100.00");
    expect((await client(app, bob.token).get(`/api/wallet/invoice/${invoice.id}`)).status).toBe(404);
    expect((await client(app, bob.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id })).status).toBe(404);
    const statement = (await client(app, bob.token).get("/api/wallet")).body;
    expect(statement.entries).toEqual([]);
    expect((await client(app).get("/api/wallet")).status).toBe(401);
  });
});

describe("database guarantees", () => {
  it("refuses editing a balance, editing or deleting ledger rows, and an unbalanced transaction", async () => {
    await expect(
      app.db.execute(
        sql`update ledger_accounts set balance_minor = balance_minor + 100 where kind = 'customer_wallet'`,
      ),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`update ledger_entries set amount_minor = amount_minor * 2`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      app.db.transaction(async (tx) => {
        const [txn] = await tx
          .insert(ledgerTransactions)
          .values({ cause: "staff_credit", amount_minor: 100, idempotency_key: "unbalanced", actor_kind: "system" })
          .returning();
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account_id, amount_minor) select ${txn!.id}, id, 100 from ledger_accounts where kind = 'refunds'`,
        );
      }),
    ).rejects.toThrow();
    expect(await app.db.$count(ledgerTransactions, eq(ledgerTransactions.idempotency_key, "unbalanced"))).toBe(0);
  });
});
