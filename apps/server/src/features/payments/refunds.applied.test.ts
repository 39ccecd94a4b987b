import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { buildPaystackTestApp } from "../../../test/paystack-app.js";
import { pdfText } from "../../../test/pdf-text.js";
import { invoiceById, paymentsOf } from "../../../test/records.js";
import { customerWithCredit } from "../../../test/wallet-credit.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { ledgerTransactions } from "../../db/schema.js";
import { ledgerInconsistencies } from "../wallet/public.js";

/**
 * A refund gives back only what paid the invoice, a flagged payment can always be refunded, and the documents and
 * the exchange-difference report count what paid an invoice as the reports do (docs/decisions/0109, 0121). Naira
 * checkouts against a stand-in Paystack, so each refund the provider was asked for is seen.
 */
const { app, paystack } = await buildPaystackTestApp("refunds_applied", { PAYSTACK_ACCEPTS_USD: "false" });
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
const TODAY = new Date().toISOString().slice(0, 10);
for (const [currency, rate] of [
  ["GBP", "2041.25"],
  ["USD", "1500"],
]) {
  const published = await client(app, manager.token).post("/api/admin/exchange-rates", { currency, rate });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
}

afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
});

const startCheckout = async (token: string, invoiceId: number) => {
  const res = await client(app, token).post("/api/payments/initialize", { invoice_id: invoiceId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { reference: string; quote: { locked_until: string } | null };
};
/** Paystack reports the checkout paid (at `paidAt`, else now) and the customer's browser verifies it. */
const payAndVerify = (token: string, reference: string, paidAt?: string) => {
  const txn = paystack.transactions.get(reference)!;
  txn.status = "success";
  if (paidAt) txn.paid_at = paidAt;
  return client(app, token).post("/api/payments/verify", { reference });
};
const payFromWallet = async (token: string, invoiceId: number, amount: string) => {
  const res = await client(app, token).post("/api/wallet/pay-invoice", { invoice_id: invoiceId, amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const refund = (invoiceId: number) =>
  client(app, owner.token).post(`/api/invoice/${invoiceId}/refund`, { reason: "Parcel lost in transit" });
const setStatus = (invoiceId: number, status: string) =>
  client(app, manager.token).put("/api/invoice/invoice-status", { invoice_id: invoiceId, status });
const balanceOf = async (token: string) => (await client(app, token).get("/api/wallet")).body.balance_minor as number;
const providerRefunds = () =>
  paystack.requests.filter((r) => r.path === "/refund").map((r) => (r.body as { transaction: string }).transaction);
const ledgerOf = (reference: string) =>
  app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference));
const invoicePdfText = async (token: string, invoiceId: number) => {
  const res = await client(app, token).get(`/api/invoices/${invoiceId}/pdf`);
  expect(res.status).toBe(200);
  return (await pdfText(res.raw.rawPayload)).join("\n");
};
const exchangeRowsOf = async (invoiceId: number) => {
  const res = await client(app, manager.token).get(
    `/api/admin/reconciliation/exchange-differences?from=${TODAY}&to=${TODAY}`,
  );
  expect(res.status).toBe(200);
  return (res.body.rows as Array<{ invoice_id: number }>).filter((r) => r.invoice_id === invoiceId);
};

describe("a refund gives back only what paid the invoice", () => {
  it("a checkout credited to the wallet (the amount due changed) is not refunded with the invoice: the wallet's part goes back", async () => {
    const ivy = await customerWithCredit(app, manager.token, "10000");
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "GBP", total_amount: "10.00" });
    const started = await startCheckout(ivy.token, invoice.id);
    await payFromWallet(ivy.token, invoice.id, "6123.75");
    const verified = await payAndVerify(ivy.token, started.reference);
    expect(verified.body).toMatchObject({ paid: false, status: "success" });
    expect((await ledgerOf(started.reference)).map((t) => t.cause)).toEqual(["overpayment_credit"]);
    await payFromWallet(ivy.token, invoice.id, "14288.75");
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "paid" });
    expect(await balanceOf(ivy.token)).toBe(1_000_000);
    const asked = providerRefunds().length;

    const res = await refund(invoice.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "refunded", refund_reference: null });
    // Before: the credited checkout went back to the card too (₦20,412.50 given back twice).
    expect(providerRefunds()).toHaveLength(asked);
    expect((await paymentsOf(app.db, invoice.id))[0]).toMatchObject({ refunded_at: null });
    expect((await ledgerOf(started.reference)).map((t) => t.cause)).toEqual(["overpayment_credit"]);
    // The ₦20,412.50 the wallet paid is back in it, beside the ₦10,000 it held.
    expect(await balanceOf(ivy.token)).toBe(3_041_250);
  });

  it("a transfer that landed after its rate lock (wallet credit) is not refunded with the invoice it later paid from the wallet", async () => {
    const ivy = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "GBP", total_amount: "10.00" });
    const started = await startCheckout(ivy.token, invoice.id);
    const late = new Date(Date.parse(started.quote!.locked_until) + 60_000).toISOString();
    expect((await payAndVerify(ivy.token, started.reference, late)).body.paid).toBe(false);
    expect((await ledgerOf(started.reference)).map((t) => t.cause)).toEqual(["expired_quote_credit"]);
    await payFromWallet(ivy.token, invoice.id, "20412.50");
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "paid" });
    const asked = providerRefunds().length;

    expect((await refund(invoice.id)).status).toBe(200);
    expect(providerRefunds()).toHaveLength(asked);
    expect(await balanceOf(ivy.token)).toBe(2_041_250);
  });
});

describe("a payment that arrives after the invoice was refunded", () => {
  it("says the invoice was refunded, and staff refund it on its own: the invoice stays refunded, the ledger untouched", async () => {
    const ivy = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "NGN", total_amount: "10000.00" });
    const a = await startCheckout(ivy.token, invoice.id);
    const b = await startCheckout(ivy.token, invoice.id);
    expect((await payAndVerify(ivy.token, a.reference)).body.paid).toBe(true);
    const first = await refund(invoice.id);
    expect(first.status).toBe(200);
    const refunded = await invoiceById(app.db, invoice.id);

    const verified = await payAndVerify(ivy.token, b.reference);
    expect(verified.body).toMatchObject({ paid: false, status: "success" });
    // Before: "This invoice was cancelled before your payment arrived".
    expect(verified.body.message).toBe(
      "This invoice was refunded before your payment arrived: it was not marked paid and your money will be refunded.",
    );
    const due = await client(app, manager.token).get("/api/invoice?refund=due&pageSize=100");
    expect(due.body.invoices.map((r: { id: number }) => r.id)).toContain(invoice.id);

    // Before: 409 "Only a paid invoice (or a payment that needs a refund) can be refunded."
    const second = await refund(invoice.id);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({ status: "refunded" });
    expect(providerRefunds().slice(-2)).toEqual([a.reference, b.reference]);
    const stored = await invoiceById(app.db, invoice.id);
    expect(stored).toMatchObject({
      status: "refunded",
      refund_due_at: null,
      refunded_at: refunded.refunded_at,
      refund_reference: first.body.refund_reference,
    });
    expect((await paymentsOf(app.db, invoice.id)).map((p) => [p.reference, p.refunded_at !== null])).toEqual([
      [a.reference, true],
      [b.reference, true],
    ]);
    // The late payment posted nothing when it came, and nothing when it went back.
    expect(await ledgerOf(b.reference)).toEqual([]);
    expect((await ledgerOf(a.reference)).map((t) => t.cause)).toEqual(["checkout_payment", "refund_to_method"]);
    // The documents list what paid the invoice: the first checkout only.
    const printed = await invoicePdfText(ivy.token, invoice.id);
    expect(printed).toContain(a.reference);
    expect(printed).not.toContain(b.reference);
    expect((await refund(invoice.id)).status).toBe(409);
  });
});

describe("a late payment on a cancelled invoice, refunded", () => {
  it("posts nothing in the ledger, and is not applied on the documents nor in the exchange differences", async () => {
    const ivy = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "USD", total_amount: "5.00" });
    const started = await startCheckout(ivy.token, invoice.id);
    expect((await setStatus(invoice.id, "cancelled")).status).toBe(200);
    expect((await payAndVerify(ivy.token, started.reference)).body.message).toMatch(/^This invoice was cancelled/);
    expect((await refund(invoice.id)).status).toBe(200);
    expect(providerRefunds().at(-1)).toBe(started.reference);

    // Before: refund_to_method (receivables −₦7,500) for money that never went into receivables.
    expect(await ledgerOf(started.reference)).toEqual([]);
    // Before: "Payments applied … $5.00", then "Paid $0.00"; a receipt thanking for the payment; a report row.
    expect(await invoicePdfText(ivy.token, invoice.id)).not.toContain("Payments applied");
    expect((await client(app, ivy.token).get(`/api/invoices/${invoice.id}/receipt`)).status).toBe(404);
    expect(await exchangeRowsOf(invoice.id)).toEqual([]);
  });

  it("a wallet payment given back to the wallet on cancelling is no longer applied", async () => {
    const ivy = await customerWithCredit(app, manager.token, "3000");
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "USD", total_amount: "10.00" });
    await payFromWallet(ivy.token, invoice.id, "3000");
    expect(await exchangeRowsOf(invoice.id)).toHaveLength(1);
    expect(await invoicePdfText(ivy.token, invoice.id)).toContain("Payments applied");
    expect((await setStatus(invoice.id, "cancelled")).status).toBe(200);
    expect(await balanceOf(ivy.token)).toBe(300_000);

    expect(await invoicePdfText(ivy.token, invoice.id)).not.toContain("Payments applied");
    expect((await client(app, ivy.token).get(`/api/invoices/${invoice.id}/receipt`)).status).toBe(404);
    expect(await exchangeRowsOf(invoice.id)).toEqual([]);
  });

  it("cancelled, reopened, paid and refunded: the documents list only what paid it after reopening", async () => {
    const ivy = await customerWithCredit(app, manager.token, "20000");
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "USD", total_amount: "10.00" });
    // ₦3,000 from the wallet ($2.00 at ₦1,500), given back when staff cancel it.
    await payFromWallet(ivy.token, invoice.id, "3000");
    expect((await setStatus(invoice.id, "cancelled")).status).toBe(200);
    expect((await setStatus(invoice.id, "pending")).status).toBe(200);
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "pending", amount_paid_minor: 0 });
    // Reopened: ₦6,000 from the wallet ($4.00), the rest by card ($6.00, ₦9,000), then refunded.
    await payFromWallet(ivy.token, invoice.id, "6000");
    const started = await startCheckout(ivy.token, invoice.id);
    expect((await payAndVerify(ivy.token, started.reference)).body).toMatchObject({ paid: true });
    expect((await refund(invoice.id)).status).toBe(200);
    // Both wallet parts are back in the wallet; the card's ₦9,000 went back to the card.
    expect(await balanceOf(ivy.token)).toBe(2_000_000);
    expect(providerRefunds().at(-1)).toBe(started.reference);

    // Before: the ₦3,000 given back on cancelling was listed too, $12.00 applied to a $10.00 invoice.
    const pdf = await invoicePdfText(ivy.token, invoice.id);
    for (const line of ["Paid ₦6,000.00 = $4.00", "Paid ₦9,000.00 = $6.00", "Paid\n$10.00"])
      expect(pdf).toContain(line);
    const receipt = await client(app, ivy.token).get(`/api/invoices/${invoice.id}/receipt`);
    const receiptText = (await pdfText(receipt.raw.rawPayload)).join("\n");
    for (const line of ["₦6,000.00", "₦9,000.00", "Payment 2", "Paid in all (USD)\n$10.00"])
      expect(receiptText).toContain(line);
    for (const text of [pdf, receiptText]) expect(text).not.toContain("₦3,000.00");
    expect(receiptText).not.toContain("Payment 3");
    expect((await exchangeRowsOf(invoice.id)).map((r) => (r as { paid_kobo?: number }).paid_kobo).sort()).toEqual([
      600_000, 900_000,
    ]);
  }, 90_000); // two PDFs from the worker (nice 19): slow on a loaded machine
});
