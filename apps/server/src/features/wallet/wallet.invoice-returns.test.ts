import { afterEach, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { finishSandboxCheckout } from "../../../test/checkout.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { invoiceById } from "../../../test/records.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { ledgerInconsistencies } from "./public.js";

/** What the wallet paid of an invoice goes back to the wallet when the invoice is refunded or cancelled, once. */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");

afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
});

const balanceOf = async (token: string) => (await client(app, token).get("/api/wallet")).body.balance_minor as number;

/** A customer with `credit` naira in the wallet, who pays `wallet` of a ₦10,000 invoice from it. */
async function partlyPaidFromWallet(credit: string, wallet: string) {
  const customer = await signUpCustomer(app);
  await client(app, manager.token).post("/api/admin/wallet/adjust", {
    customer_id: customer.user.id,
    direction: "credit",
    amount: credit,
    reason: "Test credit",
  });
  const { invoice } = await insertShipmentInvoice(app.db, customer.user, { currency: "NGN", total_amount: "10000.00" });
  const paid = await client(app, customer.token).post("/api/wallet/pay-invoice", {
    invoice_id: invoice.id,
    amount: wallet,
  });
  expect(paid.status).toBe(200);
  return { customer, invoice };
}

const refund = (invoiceId: number) =>
  client(app, manager.token).post(`/api/invoice/${invoiceId}/refund`, { reason: "Parcel lost in transit" });

describe("returns of wallet payments", () => {
  it("a refund gives the card's part back through the provider and the wallet's part back to the wallet", async () => {
    const { customer, invoice } = await partlyPaidFromWallet("3000", "3000");
    const started = await client(app, customer.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    expect(started.body.amount_minor).toBe(700_000);
    await finishSandboxCheckout(app, customer.token, started.body);
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "paid" });
    expect(await balanceOf(customer.token)).toBe(0);
    // Staff see both payments on the invoice: the card's checkout and the wallet's (it listed only checkouts).
    const detail = (await client(app, manager.token).get(`/api/invoice/${invoice.id}`)).body.invoice;
    expect(detail.payments).toMatchObject([{ status: "success", amount: "7000.00", currency: "NGN" }]);
    expect(detail.wallet_payments).toMatchObject([
      { amount_minor: 300_000, applied_minor: 300_000, by: `${customer.user.firstname} ${customer.user.lastname}` },
    ]);

    const res = await refund(invoice.id);
    expect(res.status).toBe(200);
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "refunded" });
    expect(await balanceOf(customer.token)).toBe(300_000);
    const statement = (await client(app, customer.token).get("/api/wallet")).body;
    expect(statement.entries[0]).toMatchObject({ cause: "refund_to_wallet", amount_minor: 300_000 });
    expect((await refund(invoice.id)).status).toBe(409);
    expect(await balanceOf(customer.token)).toBe(300_000);
    // The card's ₦7,000 leaves in the ledger as it came in: receivables → Paystack clearing.
    const ledger = await client(app, manager.token).get(
      `/api/admin/wallet/ledger?status=refund_to_method&customer_id=${customer.user.id}`,
    );
    expect(ledger.status).toBe(200);
    expect(ledger.body.transactions).toMatchObject([{ cause: "refund_to_method", amount_minor: 700_000 }]);
  });

  it("an invoice paid wholly from the wallet is refunded to the wallet, not recorded as refunded off the website", async () => {
    const { customer, invoice } = await partlyPaidFromWallet("10000", "10000");
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "paid" });
    expect((await refund(invoice.id)).status).toBe(200);
    expect(await balanceOf(customer.token)).toBe(1_000_000);
  });

  it("cancelling a partly paid invoice gives the wallet's part back once; nothing is paid of it any more", async () => {
    const { customer, invoice } = await partlyPaidFromWallet("3000", "2500");
    const cancel = (status: string) =>
      client(app, manager.token).put("/api/invoice/invoice-status", { invoice_id: invoice.id, status });
    expect((await cancel("cancelled")).status).toBe(200);
    expect(await invoiceById(app.db, invoice.id)).toMatchObject({ status: "cancelled", amount_paid_minor: 0 });
    expect(await balanceOf(customer.token)).toBe(300_000);
    // Reopened, ₦1,000 paid of it again, cancelled again: that ₦1,000 goes back, nothing twice.
    expect((await cancel("pending")).status).toBe(200);
    const again = await client(app, customer.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "1000",
    });
    expect(again.status).toBe(200);
    expect((await cancel("cancelled")).status).toBe(200);
    expect(await balanceOf(customer.token)).toBe(300_000);
    expect((await cancel("pending")).status).toBe(200);
    expect((await cancel("cancelled")).status).toBe(200);
    expect(await balanceOf(customer.token)).toBe(300_000);
  });
});
