import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { invoiceById } from "../../../test/records.js";
import { creditWallet, customerWithCredit } from "../../../test/wallet-credit.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { ledgerTransactions } from "../../db/schema.js";

/**
 * 'Pay ₦… from wallet' takes what the button showed or nothing (docs/decisions/0129): the browser sends the quote's
 * amount and rate, and a payment that would now take another amount answers 409 saying what it takes, storing nothing.
 */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");

async function publishUsd(rate: string) {
  const res = await client(app, manager.token).post("/api/admin/exchange-rates", { currency: "USD", rate });
  expect(res.status).toBe(201);
}

type Quote = { wallet_pays_kobo: number; rate: string; balance_minor: number };
const quoteOf = async (token: string, invoiceId: number) =>
  (await client(app, token).get(`/api/wallet/invoice/${invoiceId}`)).body as Quote;

/** What the portal's button sends: the invoice, a key for the click, and the amount and rate it showed. */
const payAsShown = (token: string, invoiceId: number, shown: Quote, key: string) =>
  client(app, token).post("/api/wallet/pay-invoice", {
    invoice_id: invoiceId,
    idempotency_key: key,
    expected_kobo: shown.wallet_pays_kobo,
    expected_rate: shown.rate,
  });

describe("paying from the wallet what the screen showed", () => {
  it("a rate published after the quote: 409 naming the new amount and rate, nothing stored; the new quote pays", async () => {
    const cy = await customerWithCredit(app, manager.token, "200000");
    const { invoice } = await insertShipmentInvoice(app.db, cy.user, { currency: "USD", total_amount: "100.00" });
    await publishUsd("1565.5");
    const shown = await quoteOf(cy.token, invoice.id);
    expect(shown).toMatchObject({ rate: "1565.5", wallet_pays_kobo: 15_655_000 });

    await publishUsd("1600");
    const transactions = await app.db.$count(ledgerTransactions);
    const stale = await payAsShown(cy.token, invoice.id, shown, "quote-changed-1");
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      "The exchange rate changed to ₦1,600 per $1: paying this invoice from your wallet now takes ₦160,000.00. Check the new amount and pay again.",
    );
    expect(await app.db.$count(ledgerTransactions)).toBe(transactions);
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "pending", amount_paid_minor: 0 });
    expect((await quoteOf(cy.token, invoice.id)).balance_minor).toBe(20_000_000);

    const fresh = await quoteOf(cy.token, invoice.id);
    const paid = await payAsShown(cy.token, invoice.id, fresh, "quote-changed-2");
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ debited_minor: 16_000_000, invoice_status: "paid", balance_minor: 4_000_000 });
  });

  it("a top-up in another tab since the quote: 409 with what the wallet now pays; the rate written another way is the same rate", async () => {
    const di = await customerWithCredit(app, manager.token, "1000");
    const { invoice } = await insertShipmentInvoice(app.db, di.user, { currency: "NGN", total_amount: "5000.00" });
    const shown = await quoteOf(di.token, invoice.id);
    expect(shown).toMatchObject({ rate: "1", wallet_pays_kobo: 100_000 });
    await creditWallet(app, manager.token, di.user.id, "2000");
    const stale = await client(app, di.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      expected_kobo: shown.wallet_pays_kobo,
      expected_rate: "1.00",
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      "What your wallet pays of this invoice changed: paying this invoice from your wallet now takes ₦3,000.00. Check the new amount and pay again.",
    );
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ amount_paid_minor: 0 });
    // An API client that names no expectation pays what the wallet can, as before.
    const paid = await client(app, di.token).post("/api/wallet/pay-invoice", { invoice_id: invoice.id });
    expect(paid.body).toMatchObject({ debited_minor: 300_000, applied_minor: 300_000, invoice_status: "pending" });
  });

  it("an expected rate that is not a rate answers 400 naming it", async () => {
    const ed = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, ed.user, { currency: "NGN", total_amount: "50.00" });
    const res = await client(app, ed.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      expected_rate: "abc",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty("expected_rate");
  });
});
