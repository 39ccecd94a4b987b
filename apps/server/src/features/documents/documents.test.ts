import { buildInvoiceEvidence } from "@app/shared/invoices/evidence";
import { priceParcel } from "@app/shared/rates/rates";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { expressCardTerms } from "../../../test/rate-cards.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { pdfText } from "../../../test/pdf-text.js";
import { memoryLogger } from "../../../test/smtp-peer.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { customers, payments } from "../../db/schema.js";
import { attachmentsOf, type MailMessage, type MailTransport } from "../../lib/mail/transport.js";
import { deliverDueMail } from "../../lib/mail/worker.js";
import { addCardVersion } from "../rates/public.js";
import { receiptsTo } from "../../../test/records.js";

/** Invoices and receipts as PDF (docs/decisions/0047), read back as text: the figures a customer files. */
const { app } = await buildTestApp();
const ada = await signUpCustomer(app, { firstname: "Adébáyọ̀", lastname: "Ọlámídé" });
const bob = await signUpCustomer(app);
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");

/** The PDF answer of `url` as the lines of text it prints (one string, lines joined by a newline). */
async function textOf(token: string, url: string) {
  const res = await client(app, token).get(url);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="(invoice|receipt)-.+\.pdf"$/);
  return (await pdfText(res.raw.rawPayload)).join("\n");
}

/**
 * The real mail worker's run over the outbox with a transport that keeps what it was given: the message to `email`
 * about `transactionId` must name its receipt, and the PDF sent with it (as nodemailer gets it) is read as text.
 */
async function mailedReceiptText(email: string, transactionId: string) {
  const [queued] = (await receiptsTo(app.db, email)).filter((m) => m.subject.includes(transactionId));
  expect(queued!.attachments).toEqual([
    expect.objectContaining({ document: "invoice_receipt", filename: `receipt-${transactionId}.pdf` }),
  ]);
  const sent: MailMessage[] = [];
  const keep: MailTransport = { describe: "test", send: async (m) => void sent.push(m), close: () => {} };
  await deliverDueMail(app.db, keep, "Swiftway <no-reply@swiftway.test>", memoryLogger().log);
  const message = sent.find((m) => m.subject === queued!.subject);
  const [pdf, ...others] = await attachmentsOf(app.config.DATA_DIR, message!.attachments);
  expect(others).toHaveLength(0);
  expect(pdf).toMatchObject({ filename: `receipt-${transactionId}.pdf`, contentType: "application/pdf" });
  return (await pdfText(pdf!.content as Buffer)).join("\n");
}

async function payFromWallet(token: string, invoiceId: number, amount?: string) {
  const res = await client(app, token).post("/api/wallet/pay-invoice", { invoice_id: invoiceId, amount });
  expect(res.status).toBe(200);
  return res.body as { applied_minor: number; debited_minor: number };
}

describe("the invoice PDF", () => {
  it("prints the letterhead, bill-to, the lines, the balance due and the link to pay; another customer's is 404", async () => {
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "USD", total_amount: "185.50" });
    const text = await textOf(ada.token, `/api/invoices/${invoice.id}/pdf`);
    expect(text).toContain("Swiftway Global Logistics");
    expect(text).toContain("12 Herbert Macaulay Way, Sabo, Yaba, Lagos, Nigeria");
    expect(text).toContain(`Invoice ${invoice.transaction_id}`);
    expect(text).toContain("Adébáyọ̀ Ọlámídé".normalize("NFC"));
    expect(text).toContain(`Suite ${ada.user.suite_number}`);
    expect(text).toMatch(/Total \(USD\)\n\$185\.50/);
    expect(text).toMatch(/Balance due\n\$185\.50/);
    expect(text).toContain(`${app.config.PUBLIC_URL}/user/invoice/${invoice.id}`);

    expect((await client(app, bob.token).get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await client(app, bob.token).get(`/api/invoices/${invoice.id}/receipt`)).status).toBe(404);
    expect((await client(app).get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(401);
    expect((await client(app, ada.token).get("/api/invoices/999999/pdf")).status).toBe(404);
  });

  it("prints a delivery address kept before addresses were limited (2,000 characters) whole", async () => {
    const carol = await signUpCustomer(app);
    const street = "Lekki".repeat(400);
    const address = {
      address_line1: street,
      city: "Lagos",
      state: "Lagos",
      country: "Nigeria",
      phone_number: "08031234567",
      zip: "106104",
    };
    await app.db.update(customers).set({ delivery_address: address }).where(eq(customers.id, carol.user.id));
    const { invoice } = await insertShipmentInvoice(app.db, carol.user, { currency: "USD", total_amount: "20.00" });
    const text = await textOf(carol.token, `/api/invoices/${invoice.id}/pdf`);
    // The PDF's lines joined: the address wraps over many lines, every letter kept.
    expect(text.replace(/\n/g, "").includes(street)).toBe(true);
    expect(text).toContain("Lagos, Lagos, 106104");
  });

  it("prints each line of a priced invoice with its evidence in short and the rate card", async () => {
    // $8.50 a kg, to the half kg.
    const terms = expressCardTerms(850, {}, { rounding: 0.5 });
    const card = await addCardVersion(app.db, { terms, valid_from: "2026-01-01", created_by: null });
    // 2.3 kg actual; 40 × 30 × 20 cm ÷ 5000 = 4.8 kg volumetric → 5 kg at $8.50 = $42.50, + 2 × $5 + $3.
    const measures = { weight_grams: 2300, length_mm: 400, width_mm: 300, height_mm: 200 };
    const price = priceParcel(terms, measures, { consolidated_packages: 2, repack_boxes: 1 });
    const evidence = buildInvoiceEvidence(card, [{ label: "Box 1", measures, price, photos: [] }], null);
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, {
      evidence,
      total_amount: (evidence.total_minor / 100).toFixed(2),
    });
    const text = await textOf(ada.token, `/api/invoices/${invoice.id}/pdf`);
    expect(text).toMatch(/Box 1\n\$42\.50\nChargeable 5 kg \(actual 2\.3, volumetric 4\.8 kg, divisor 5,000/);
    expect(text).toContain("at $8.50 per kg");
    expect(text).toMatch(/Consolidation fee.*\n\$10\.00/);
    expect(text).toContain(`Priced from rate card #${card.id}`);
    expect(text).toMatch(/Total \(USD\)\n\$55\.50/);
  });

  it("has no receipt before a payment", async () => {
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "NGN", total_amount: "1000.00" });
    const res = await client(app, ada.token).get(`/api/invoices/${invoice.id}/receipt`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("No payment has been made on this invoice yet.");
  });

  it("has a receipt once staff mark it paid off the website, for what no online payment covers", async () => {
    const { invoice } = await insertShipmentInvoice(app.db, ada.user, { currency: "NGN", total_amount: "5000.00" });
    await client(app, manager.token).post("/api/admin/wallet/adjust", {
      customer_id: ada.user.id,
      direction: "credit",
      amount: "2000",
      reason: "Goodwill",
    });
    await payFromWallet(ada.token, invoice.id, "2000");
    const marked = await client(app, manager.token).put("/api/invoice/invoice-status", {
      invoice_id: invoice.id,
      status: "paid",
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const text = await textOf(ada.token, `/api/invoices/${invoice.id}/receipt`);
    expect(text).toContain("Wallet");
    expect(text).toContain("Paid off the website (recorded by staff)");
    expect(text).toContain("₦3,000.00");
    expect(text).toContain("₦2,000.00");
  });
});

describe("a GBP invoice paid in naira from the wallet, in two parts", () => {
  it("the invoice and the receipt show both currencies, the rate and each reference; the receipt e-mails carry it", async () => {
    const ivy = await signUpCustomer(app);
    const credited = await client(app, manager.token).post("/api/admin/wallet/adjust", {
      customer_id: ivy.user.id,
      direction: "credit",
      amount: "100000",
      reason: "Test credit",
    });
    expect(credited.status).toBe(201);
    const rate = await client(app, manager.token).post("/api/admin/exchange-rates", {
      currency: "GBP",
      rate: "2020.455",
    });
    expect(rate.status).toBe(201);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "GBP", total_amount: "40.05" });
    // ₦50,000 buys 2,474 pence: 4,998,606 kobo; the rest, 1,531 pence, is the whole £40.05's 8,091,922 kobo less
    // that, 3,093,316 (wallet.test.ts, decision 0129).
    expect(await payFromWallet(ivy.token, invoice.id, "50000")).toMatchObject({ applied_minor: 2474 });

    const partly = await textOf(ivy.token, `/api/invoices/${invoice.id}/pdf`);
    expect(partly).toContain("Paid ₦49,986.06 = £24.74");
    expect(partly).toContain("Rate: ₦2,020.455 per 1 GBP");
    expect(partly).toMatch(/Balance due\n£15\.31/);

    expect(await payFromWallet(ivy.token, invoice.id)).toMatchObject({ applied_minor: 1531, debited_minor: 3_093_316 });
    const receipt = await textOf(ivy.token, `/api/invoices/${invoice.id}/receipt`);
    for (const figure of ["₦49,986.06", "£24.74", "₦30,933.16", "£15.31", "₦2,020.455 per 1 GBP"]) {
      expect(receipt).toContain(figure);
    }
    expect(receipt).toMatch(/Method\nWallet/);
    expect(receipt).toMatch(/Reference\nWallet payment \d+/);
    expect(receipt).toMatch(/Date\n\d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Lagos time\)/);
    expect(receipt).toMatch(/Paid in all \(GBP\)\n£40\.05/);
    expect(receipt).toMatch(/Balance due\n£0\.00/);

    const paid = await textOf(ivy.token, `/api/invoices/${invoice.id}/pdf`);
    expect(paid).toMatch(/Balance due\n£0\.00/);
    expect(paid).not.toContain("Pay online");

    // Staff read the same documents; a worker may see records too.
    expect(await textOf(manager.token, `/api/invoice/${invoice.id}/receipt`)).toBe(receipt);
    expect(await textOf(worker.token, `/api/invoice/${invoice.id}/pdf`)).toBe(paid);
    expect((await client(app, ivy.token).get(`/api/invoice/${invoice.id}/pdf`)).status).toBe(401);

    // The one receipt e-mail (sent when the invoice was paid in full) carries the receipt as it stood then.
    expect(await receiptsTo(app.db, ivy.user.email_address)).toHaveLength(1);
    expect(await mailedReceiptText(ivy.user.email_address, invoice.transaction_id)).toBe(receipt);
  });
});

describe("a card payment's receipt", () => {
  it("is attached to the receipt e-mail of a sandbox card payment, with its reference", async () => {
    const { invoice } = await insertShipmentInvoice(app.db, bob.user, { currency: "USD", total_amount: "64.43" });
    const started = await client(app, bob.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    expect(started.status).toBe(200);
    await client(app, bob.token).post("/api/payments/sandbox/checkout", {
      access_code: started.body.access_code,
      outcome: "success",
    });
    expect(
      (await client(app, bob.token).post("/api/payments/verify", { reference: started.body.reference })).status,
    ).toBe(200);
    const attached = await mailedReceiptText(bob.user.email_address, invoice.transaction_id);
    expect(attached).toContain(`Reference\n${started.body.reference}`);
    expect(attached).toMatch(/Amount paid \(USD\)\n\$64\.43/);
    expect(attached).toBe(await textOf(bob.token, `/api/invoices/${invoice.id}/receipt`));
  });

  it("names the reference and method, and a naira charge of a USD invoice shows both amounts and the locked rate", async () => {
    const { invoice } = await insertShipmentInvoice(app.db, bob.user, { currency: "USD", total_amount: "100.00" });
    await app.db.insert(payments).values({
      invoice_id: invoice.id,
      user_id: bob.user.id,
      provider: "paystack",
      reference: "PSK-NAIRA-1",
      status: "success",
      amount_minor: 16_051_250,
      currency: "NGN",
      invoice_amount_minor: 10_000,
      invoice_currency: "USD",
      exchange_rate: "1605.125",
      provider_response: { channel: "bank_transfer" },
      settled_at: new Date("2026-12-14T23:30:00Z"),
    });
    const text = await textOf(bob.token, `/api/invoices/${invoice.id}/receipt`);
    expect(text).toMatch(/Date\n15 Dec 2026, 00:30 \(Lagos time\)/);
    expect(text).toMatch(/Method\nBank transfer \(Paystack\)/);
    expect(text).toMatch(/Reference\nPSK-NAIRA-1/);
    expect(text).toMatch(/Amount paid \(NGN\)\n₦160,512.50/);
    expect(text).toMatch(/Exchange rate\n₦1,605.125 per 1 USD/);
    expect(text).toMatch(/Applied to the invoice \(USD\)\n\$100.00/);
  });
});
