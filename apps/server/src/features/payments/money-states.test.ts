import { and, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailOutbox } from "../../db/schema.js";
import { insertInvoice, insertShipmentInvoice } from "../../db/factories/index.js";
import { auditOf, invoiceById, paymentsOf, receiptsTo, shipmentById } from "../../../test/records.js";
import { startFakePaystack } from "../../../test/fake-paystack.js";
import { signWebhook } from "./payment-gateway.js";

/** Paystack mode against a fake Paystack on a real socket: settlement, the status edit's limits and refunds. */
const SECRET = "sk_test_money_states";
const paystack = await startFakePaystack(SECRET);
const { app } = await buildTestApp({
  PAYMENT_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_PUBLIC_KEY: "pk_test_money_states",
  PAYSTACK_API_BASE: paystack.url,
  STAFF_INBOX: "ops@staff.test",
});
afterAll(() => paystack.close());

const ada = await signUpCustomer(app);
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");

/** A shipment invoice with a started checkout that Paystack now reports as paid. */
async function paidAtPaystack() {
  const { invoice, shipment } = await insertShipmentInvoice(app.db, ada.user);
  const started = await client(app, ada.token).post("/api/payments/initialize", { invoice_id: invoice.id });
  expect(started.status).toBe(200);
  const reference = started.body.reference as string;
  paystack.transactions.get(reference)!.status = "success";
  return { invoice, shipment, reference };
}

const setStatus = (token: string, invoice_id: number, status: string) =>
  client(app, token).put("/api/invoice/invoice-status", { invoice_id, status });
const refund = (token: string, id: number, body: unknown = { reason: "Parcel lost in transit" }) =>
  client(app, token).post(`/api/invoice/${id}/refund`, body);
const inboxMails = (transactionId: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, "ops@staff.test"), like(mailOutbox.subject, `%${transactionId}%`)));

describe("the inline status edit cannot undo money", () => {
  it("a paid invoice refuses every status edit with a clear 409, and 'refunded' is not pickable", async () => {
    const { invoice, reference } = await paidAtPaystack();
    await client(app, ada.token).post("/api/payments/verify", { reference });
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
    for (const status of ["pending", "cancelled", "overdue"]) {
      const res = await setStatus(owner.token, invoice.id, status);
      expect(res.status, status).toBe(409);
      expect(res.body.error).toMatch(/paid invoice keeps its status.*Record a refund/);
    }
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
    const pending = await insertInvoice(app.db, ada.user.id);
    const toRefunded = await setStatus(owner.token, pending.id, "refunded");
    expect(toRefunded.status).toBe(400);
    expect(toRefunded.body.error).toBe("An invoice becomes refunded only by recording a refund.");
    // The customer can still not pay it again.
    expect((await client(app, ada.token).post("/api/payments/initialize", { invoice_id: invoice.id })).status).toBe(
      409,
    );
  });
});

describe("a settlement for a cancelled invoice", () => {
  it("by verify: leaves it unpaid, flags it for a refund, tells the staff inbox and shows on the staff detail", async () => {
    const { invoice, shipment, reference } = await paidAtPaystack();
    expect((await setStatus(manager.token, invoice.id, "cancelled")).status).toBe(200);
    const receipts = (await receiptsTo(app.db, ada.email)).length;

    const verify = await client(app, ada.token).post("/api/payments/verify", { reference });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ paid: false, status: "success" });
    expect(verify.body.message).toMatch(/cancelled.*refunded/);
    expect(verify.body.invoice.status).toBe("cancelled");

    const stored = await invoiceById(app.db, invoice.id);
    expect(stored).toMatchObject({ status: "cancelled", paid_at: null });
    expect(stored.refund_due_at).toBeInstanceOf(Date);
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Pending");
    expect((await paymentsOf(app.db, invoice.id))[0]).toMatchObject({
      status: "success",
      failure_reason: "Invoice was cancelled: refund this payment.",
    });
    expect(await receiptsTo(app.db, ada.email)).toHaveLength(receipts);
    const [notice] = await inboxMails(invoice.transaction_id);
    expect(notice!.subject).toBe(`Refund needed: payment for cancelled invoice ${invoice.transaction_id}`);
    expect(notice!.text_body).toContain(reference);
    expect(notice!.text_body).toContain(`/admin/invoices/${invoice.id}`);

    const detail = await client(app, worker.token).get(`/api/invoice/${invoice.id}`);
    expect(detail.body.invoice).toMatchObject({ status: "cancelled", refunded_at: null });
    expect(detail.body.invoice.refund_due_at).not.toBeNull();
    expect(detail.body.invoice.audit.map((a: { action: string }) => a.action)).toContain("refund_due");

    // The same news again (a webhook after the verify) changes nothing and tells nobody twice.
    const body = JSON.stringify({ event: "charge.success", data: paystack.data(reference) });
    await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(SECRET, body) },
    });
    expect(await inboxMails(invoice.transaction_id)).toHaveLength(1);
  });

  it("by the signed webhook: the same, without any browser", async () => {
    const { invoice, reference } = await paidAtPaystack();
    await setStatus(owner.token, invoice.id, "cancelled");
    const body = JSON.stringify({ event: "charge.success", data: paystack.data(reference) });
    const res = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(SECRET, body) },
    });
    expect(res.json()).toEqual({ received: true, outcome: "refund_due" });
    const stored = await invoiceById(app.db, invoice.id);
    expect(stored.status).toBe("cancelled");
    expect(stored.refund_due_at).not.toBeNull();
    expect(await inboxMails(invoice.transaction_id)).toHaveLength(1);
  });

  it("a cancelled invoice cannot start a checkout", async () => {
    const invoice = await insertInvoice(app.db, ada.user.id);
    await setStatus(manager.token, invoice.id, "cancelled");
    const calls = paystack.requests.length;
    const res = await client(app, ada.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("This invoice has been cancelled and cannot be paid.");
    expect(paystack.requests).toHaveLength(calls);
    expect(await paymentsOf(app.db, invoice.id)).toHaveLength(0);
  });
});

describe("POST /api/invoice/{id}/refund", () => {
  it("managers and owners only; a reason is required; only a paid invoice", async () => {
    const { invoice, reference } = await paidAtPaystack();
    await client(app, ada.token).post("/api/payments/verify", { reference });
    expect((await refund(worker.token, invoice.id)).status).toBe(403);
    expect((await refund(ada.token, invoice.id)).status).toBe(401);
    expect((await refund("", invoice.id)).status).toBe(401);
    for (const body of [{}, { reason: "" }, { reason: "  " }]) {
      const res = await refund(manager.token, invoice.id, body);
      expect(res.status).toBe(400);
      expect(res.body.fields.reason).toMatch(/reason is required/i);
    }
    for (const status of ["pending", "overdue", "cancelled"] as const) {
      const unpaid = await insertInvoice(app.db, ada.user.id, { status });
      const res = await refund(owner.token, unpaid.id);
      expect(res.status, status).toBe(409);
      expect(res.body.error).toBe("Only a paid invoice (or a payment that needs a refund) can be refunded.");
    }
    expect((await refund(owner.token, 987_654)).status).toBe(404);
    expect(paystack.requests.filter((r) => r.path === "/refund")).toHaveLength(0);
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
  });

  it("refunds through Paystack's POST /refund: invoice refunded, shipment Refunded, trail, customer told", async () => {
    const { invoice, shipment, reference } = await paidAtPaystack();
    await client(app, ada.token).post("/api/payments/verify", { reference });
    const res = await refund(manager.token, invoice.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Refund recorded.", id: invoice.id, status: "refunded" });
    expect(res.body.refund_reference).toMatch(/^7\d+$/);
    expect(paystack.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/refund",
      authorization: `Bearer ${SECRET}`,
      body: { transaction: reference, amount: 18_550, currency: "USD", merchant_note: "Parcel lost in transit" },
    });
    const stored = await invoiceById(app.db, invoice.id);
    expect(stored).toMatchObject({ status: "refunded", refund_reason: "Parcel lost in transit" });
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Refunded");
    const trail = await auditOf(app.db, "invoice", invoice.id);
    expect(trail.map((a) => [a.action, a.old_value, a.new_value?.slice(0, 22)]).slice(-2)).toEqual([
      ["status_update", "paid", "refunded"],
      ["refunded", null, "Parcel lost in transit"],
    ]);
    expect(trail.at(-1)!.actor_label).toContain("(manager)");
    expect((await auditOf(app.db, "shipment", shipment.id)).at(-1)).toMatchObject({ new_value: "Refunded" });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, ada.email), like(mailOutbox.subject, "Refund for invoice%")));
    expect(mail!.text_body).toContain("Parcel lost in transit");

    const seen = await client(app, ada.token).get(`/api/invoices/${invoice.id}`);
    expect(seen.body.invoice.status).toBe("refunded");
    // Refunded is final too: no second refund, no status edit, no new checkout.
    expect((await refund(owner.token, invoice.id)).status).toBe(409);
    expect((await setStatus(owner.token, invoice.id, "pending")).status).toBe(409);
    const pay = await client(app, ada.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    expect(pay.body.error).toBe("This invoice has been refunded and cannot be paid.");
  });

  it("refunds the late payment of a cancelled invoice and clears the flag", async () => {
    const { invoice, shipment, reference } = await paidAtPaystack();
    await setStatus(owner.token, invoice.id, "cancelled");
    await client(app, ada.token).post("/api/payments/verify", { reference });
    const res = await refund(owner.token, invoice.id, { reason: "Paid after cancellation" });
    expect(res.status).toBe(200);
    const stored = await invoiceById(app.db, invoice.id);
    expect(stored).toMatchObject({ status: "refunded", refund_due_at: null });
    // The shipment was never marked paid by this invoice, so its payment status stays.
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Pending");
  });

  it("when Paystack refuses, answers 502 with its message and changes nothing", async () => {
    const { invoice, reference } = await paidAtPaystack();
    await client(app, ada.token).post("/api/payments/verify", { reference });
    paystack.script({ http: 400, body: { status: false, message: "Insufficient balance to process refund" } });
    const res = await refund(owner.token, invoice.id);
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(
      "The refund could not be made. Please try again. The provider said: Insufficient balance to process refund",
    );
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
  });

  it("an invoice paid off the website is recorded as refunded off the website, without the provider", async () => {
    const { invoice, shipment } = await insertShipmentInvoice(app.db, ada.user);
    await setStatus(manager.token, invoice.id, "paid");
    const calls = paystack.requests.length;
    const res = await refund(manager.token, invoice.id, { reason: "Goodwill" });
    expect(res.body).toMatchObject({ status: "refunded", refund_reference: null });
    expect(paystack.requests).toHaveLength(calls);
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Refunded");
  });
});

describe("a second payment of a paid invoice", () => {
  /** Two checkouts started before either settled, both then paid at Paystack: the invoice is paid twice. */
  async function paidTwice() {
    const { invoice, shipment } = await insertShipmentInvoice(app.db, ada.user);
    const references: string[] = [];
    for (let i = 0; i < 2; i++) {
      const started = await client(app, ada.token).post("/api/payments/initialize", { invoice_id: invoice.id });
      expect(started.status).toBe(200);
      references.push(started.body.reference);
    }
    for (const reference of references) paystack.transactions.get(reference)!.status = "success";
    for (const reference of references) {
      expect((await client(app, ada.token).post("/api/payments/verify", { reference })).status).toBe(200);
    }
    return { invoice, shipment, first: references[0]!, second: references[1]! };
  }
  const mailsTo = (to: string, subject: string) =>
    app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, to), like(mailOutbox.subject, subject)));

  it("is flagged refund due on the invoice and the payment, and the customer and the staff inbox are told", async () => {
    const { invoice, first, second } = await paidTwice();
    const stored = await invoiceById(app.db, invoice.id);
    expect(stored.status).toBe("paid");
    expect(stored.refund_due_at).toBeInstanceOf(Date);
    const [one, two] = await paymentsOf(app.db, invoice.id);
    expect(one).toMatchObject({ reference: first, status: "success", refund_due_at: null });
    expect(two).toMatchObject({ reference: second, status: "success" });
    expect(two!.refund_due_at).toBeInstanceOf(Date);

    const [staff] = await mailsTo(
      "ops@staff.test",
      `Refund needed: second payment for invoice ${invoice.transaction_id}`,
    );
    expect(staff!.text_body).toContain(second);
    expect(staff!.text_body).toContain(`/admin/invoices/${invoice.id}`);
    const [customer] = await mailsTo(ada.email, `We will refund your payment for invoice ${invoice.transaction_id}`);
    expect(customer!.text_body).toContain(second);
    expect(customer!.text_body).toContain("which was already paid");
    expect(
      await receiptsTo(app.db, ada.email).then((r) => r.filter((m) => m.subject.includes(invoice.transaction_id))),
    ).toHaveLength(1);

    // The staff list badges it and filters on it; the detail shows the payment due.
    const all = await client(app, worker.token).get("/api/invoice?pageSize=100");
    expect(all.status).toBe(200);
    const row = all.body.invoices.find((r: { id: number }) => r.id === invoice.id);
    expect(row.refund_due).toBe(true);
    expect(all.body.invoices.some((r: { refund_due: boolean }) => !r.refund_due)).toBe(true);
    const due = await client(app, worker.token).get("/api/invoice?refund=due&pageSize=100");
    expect(due.status).toBe(200);
    expect(due.body.invoices.map((r: { id: number }) => r.id)).toContain(invoice.id);
    expect(due.body.invoices.every((r: { refund_due: boolean }) => r.refund_due)).toBe(true);
    const bad = await client(app, worker.token).get("/api/invoice?refund=soon");
    expect(bad.status).toBe(400);
    expect(bad.body.fields.refund).toBe("Invalid refund filter");
    const detail = await client(app, worker.token).get(`/api/invoice/${invoice.id}`);
    const secondPayment = detail.body.invoice.payments.find((p: { reference: string }) => p.reference === second);
    expect(secondPayment.refund_due_at).not.toBeNull();

    // The same news again (the webhook) tells nobody twice.
    const body = JSON.stringify({ event: "charge.success", data: paystack.data(second) });
    await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(SECRET, body) },
    });
    expect(
      await mailsTo("ops@staff.test", `Refund needed: second payment for invoice ${invoice.transaction_id}`),
    ).toHaveLength(1);
  });

  it("the refund gives back the second payment only: the invoice stays paid and the flag clears", async () => {
    const { invoice, shipment, first, second } = await paidTwice();
    const res = await refund(manager.token, invoice.id, { reason: "Paid twice" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Refund recorded.", id: invoice.id, status: "paid" });
    expect(paystack.requests.at(-1)).toMatchObject({ path: "/refund", body: { transaction: second } });
    const stored = await invoiceById(app.db, invoice.id);
    expect(stored).toMatchObject({ status: "paid", refund_due_at: null, refunded_at: null });
    expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Paid");
    const [one, two] = await paymentsOf(app.db, invoice.id);
    expect(one).toMatchObject({ reference: first, refunded_at: null });
    expect(two).toMatchObject({ reference: second, refund_due_at: null, refund_reference: res.body.refund_reference });
    expect(two!.refunded_at).toBeInstanceOf(Date);
    const [told] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, ada.email), like(mailOutbox.subject, "Refund of your second payment%")));
    expect(told!.text_body).toContain(second);
    expect((await auditOf(app.db, "invoice", invoice.id)).at(-1)).toMatchObject({
      action: "refunded",
      field: "payment",
    });
    const due = await client(app, worker.token).get("/api/invoice?refund=due&pageSize=100");
    expect(due.body.invoices.map((r: { id: number }) => r.id)).not.toContain(invoice.id);

    // A later refund of the whole invoice gives back the payment that paid it.
    const whole = await refund(owner.token, invoice.id, { reason: "Parcel lost" });
    expect(whole.status).toBe(200);
    expect(whole.body.status).toBe("refunded");
    expect(paystack.requests.at(-1)).toMatchObject({ path: "/refund", body: { transaction: first } });
  });
});
