import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { finishSandboxCheckout } from "../../../test/checkout.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { customerWithCredit } from "../../../test/wallet-credit.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";

/**
 * The reports on money moved today through the real operations (sandbox checkouts, the wallet, staff's status
 * changes and refunds; docs/decisions/0109): what paid an invoice is collected, what went back is a refund. Each case
 * reads what its own operations changed of today's figures.
 */
const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
const TODAY = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
const RATE = 1_500;

const published = await client(app, manager.token).post("/api/admin/exchange-rates", {
  currency: "USD",
  rate: String(RATE),
});
expect(published.status, JSON.stringify(published.body)).toBe(201);

type Rows = Array<Record<string, unknown>>;

/** Today's money figures: collected per invoice currency, naira, refunds per currency, and the top customers. */
async function today() {
  const res = await client(app, owner.token).get(`/api/admin/reports?from=${TODAY}&to=${TODAY}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const tables = res.body.tables as Record<string, { rows: Rows }>;
  const byCurrency = (rows: Rows, key: string) =>
    Object.fromEntries(rows.map((row) => [row.currency as string, row[key] as number]));
  return {
    invoiced: byCurrency(tables.money_per_day!.rows, "invoiced_minor"),
    collected: byCurrency(tables.money_per_day!.rows, "collected_minor"),
    kobo: (tables.naira_per_day!.rows[0]?.collected_kobo as number) ?? 0,
    refunds: Object.fromEntries(
      tables.refunds!.rows.map((row) => [row.currency as string, [row.refunds, row.amount_minor]]),
    ),
    top: tables.top_customers!.rows,
  };
}
type Figures = Awaited<ReturnType<typeof today>>;
const change = (before: Record<string, number>, after: Record<string, number>, currency: string) =>
  (after[currency] ?? 0) - (before[currency] ?? 0);
const refundChange = (before: Figures, after: Figures, currency: string) => [
  ((after.refunds[currency]?.[0] as number) ?? 0) - ((before.refunds[currency]?.[0] as number) ?? 0),
  ((after.refunds[currency]?.[1] as number) ?? 0) - ((before.refunds[currency]?.[1] as number) ?? 0),
];
const topOf = (figures: Figures, suite: string) =>
  figures.top.find((row) => row.suite_number === suite)?.collected_kobo;

const startCheckout = async (token: string, invoiceId: number) => {
  const res = await client(app, token).post("/api/payments/initialize", { invoice_id: invoiceId, currency: "NGN" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { access_code: string; reference: string };
};
const refund = (invoiceId: number) =>
  client(app, manager.token).post(`/api/invoice/${invoiceId}/refund`, { reason: "For the reports test" });
const setStatus = (invoiceId: number, status: string) =>
  client(app, manager.token).put("/api/invoice/invoice-status", { invoice_id: invoiceId, status });

describe("money of today through the real operations", () => {
  it("counts once an invoice paid by two checkouts at once: the second went to the wallet", async () => {
    const ivy = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "USD", total_amount: "43.12" });
    const before = await today();
    const [first, second] = [await startCheckout(ivy.token, invoice.id), await startCheckout(ivy.token, invoice.id)];
    expect((await finishSandboxCheckout(app, ivy.token, first)).body.paid).toBe(true);
    expect((await finishSandboxCheckout(app, ivy.token, second)).status).toBe(200);
    const after = await today();
    expect(change(before.collected, after.collected, "USD")).toBe(4_312);
    expect(after.kobo - before.kobo).toBe(4_312 * RATE);
    expect(topOf(after, ivy.user.suite_number)).toBe(4_312 * RATE);
    // The second payment's naira pays the next invoice from the wallet: counted then, once.
    const { invoice: next } = await insertShipmentInvoice(app.db, ivy.user, {
      currency: "NGN",
      total_amount: "1000.00",
    });
    const paid = await client(app, ivy.token).post("/api/wallet/pay-invoice", {
      invoice_id: next.id,
      amount: "1000.00",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const later = await today();
    expect(later.kobo - before.kobo).toBe(4_312 * RATE + 100_000);
  });

  it("counts no payment that came after the invoice was cancelled; its refund is the naira given back, not a sale", async () => {
    const ivy = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "USD", total_amount: "20.00" });
    const before = await today();
    const started = await startCheckout(ivy.token, invoice.id);
    expect((await setStatus(invoice.id, "cancelled")).status).toBe(200);
    expect((await finishSandboxCheckout(app, ivy.token, started)).status).toBe(200);
    const paidLate = await today();
    expect(change(before.collected, paidLate.collected, "USD")).toBe(0);
    expect(paidLate.kobo).toBe(before.kobo);
    expect(topOf(paidLate, ivy.user.suite_number)).toBeUndefined();

    const refunded = await refund(invoice.id);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const after = await today();
    expect(refundChange(before, after, "NGN")).toEqual([1, 2_000 * RATE]);
    // Issued today, it left the invoiced when cancelled, and does not come back refunded.
    expect(change(before.invoiced, paidLate.invoiced, "USD")).toBe(-2_000);
    expect(change(paidLate.invoiced, after.invoiced, "USD")).toBe(0);
    expect(change(before.collected, after.collected, "USD")).toBe(0);
    const sales = await client(app, owner.token).get(
      `/api/admin/reports/accounting/xero_invoices?from=${TODAY}&to=${TODAY}`,
    );
    expect(sales.body.rows.map((row: Record<string, unknown>) => row["*InvoiceNumber"])).not.toContain(
      invoice.transaction_id,
    );
  });

  it("counts an invoice staff marked paid as refunded whole when it is refunded", async () => {
    const ivy = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "GBP", total_amount: "64.50" });
    const before = await today();
    expect((await setStatus(invoice.id, "paid")).status).toBe(200);
    expect((await refund(invoice.id)).status).toBe(200);
    const after = await today();
    expect(refundChange(before, after, "GBP")).toEqual([1, 6_450]);
  });

  it("counts what the wallet paid of an invoice cancelled since as a refund, and nets it out of the top customers", async () => {
    const ivy = await customerWithCredit(app, manager.token, "3000");
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "NGN", total_amount: "10000.00" });
    const before = await today();
    const paid = await client(app, ivy.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "2500",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(topOf(await today(), ivy.user.suite_number)).toBe(250_000);
    expect((await setStatus(invoice.id, "cancelled")).status).toBe(200);
    const after = await today();
    expect(refundChange(before, after, "NGN")).toEqual([1, 250_000]);
    expect(topOf(after, ivy.user.suite_number)).toBeUndefined();
  });

  it("counts an invoice cancelled, reopened, marked paid and refunded as refunded whole off the website", async () => {
    const ivy = await customerWithCredit(app, manager.token, "3000");
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "NGN", total_amount: "10000.00" });
    const paid = await client(app, ivy.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "2500",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await setStatus(invoice.id, "cancelled")).status).toBe(200);
    expect((await setStatus(invoice.id, "pending")).status).toBe(200);
    const before = await today();
    expect((await setStatus(invoice.id, "paid")).status).toBe(200);
    expect((await refund(invoice.id)).status).toBe(200);
    // The ₦2,500 the wallet paid went back when it was cancelled: it paid nothing of the invoice refunded (₦7,500 before).
    expect(refundChange(before, await today(), "NGN")).toEqual([1, 1_000_000]);
  });

  it("lists a transfer into a customer's dedicated account number on the Xero bank statement", async () => {
    const ivy = await signUpCustomer(app);
    expect((await client(app, ivy.token).post("/api/wallet/virtual-account")).status).toBe(200);
    const sent = await client(app, ivy.token).post("/api/payments/sandbox/virtual-account-transfer", {
      amount: "7,250.50",
    });
    expect(sent.body).toMatchObject({ outcome: "credited" });
    const bank = await client(app, owner.token).get(
      `/api/admin/reports/accounting/xero_bank_statement?from=${TODAY}&to=${TODAY}`,
    );
    expect(bank.body.rows.filter((row: Record<string, unknown>) => row.Reference === sent.body.reference)).toEqual([
      {
        "*Date": expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
        "*Amount": 7_250.5,
        Payee: `${ivy.user.firstname} ${ivy.user.lastname}`,
        Description: "Bank transfer to the wallet's account number",
        Reference: sent.body.reference,
      },
    ]);
  });
});
