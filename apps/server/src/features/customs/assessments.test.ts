import { ASSESSMENT_TEXTS } from "@app/shared/customs/assessment";
import { INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { formatKobo } from "@app/shared/wallet/wallet";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { finishSandboxCheckout, payInvoiceInSandbox } from "../../../test/checkout.js";
import { packDeclared, prepareDutyPricing } from "../../../test/duties.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { insertMaster } from "../../db/factories/masters.js";
import {
  customsDutyAssessments,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  payments,
  shipmentDuties,
  shipments,
} from "../../db/schema.js";
import { ledgerInconsistencies } from "../wallet/public.js";

/** Issue 37, decision 0082: the duty customs assessed, settled once into the wallet or onto a new invoice. */

const { app } = await buildTestApp();
const owner = await prepareDutyPricing(app);

afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
  const [all] = await app.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount_minor}), 0)` })
    .from(ledgerEntries);
  expect(Number(all!.sum)).toBe(0);
});

/** A customer's ship request packed duty-paid (a real estimate from the tariff); answers its shipment and estimate. */
async function packedShipment({ paid = true } = {}) {
  const { customer, packed } = await packDeclared(app, owner, [
    { description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" },
    { description: "T-shirts", quantity: 3, unit_value: "10", currency: "USD", hs_code: "610910" },
  ]);
  expect(packed.status, JSON.stringify(packed.body)).toBe(201);
  // Shipments leave paid: the assessed duty is settled against the estimate the customer paid.
  if (paid) await payInvoiceInSandbox(app, customer.token, packed.body.invoice.id);
  const [duty] = await app.db
    .select()
    .from(shipmentDuties)
    .where(eq(shipmentDuties.invoice_id, packed.body.invoice.id));
  const [shipment] = await app.db.select().from(shipments).where(eq(shipments.id, duty!.shipment_id));
  return { customer, duty: duty!, shipment: shipment! };
}

const naira = (kobo: number) => `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, "0")}`;
let keys = 0;
const newKey = () => `assess-key-${++keys}-${Math.random().toString(36).slice(2, 8)}`;
const post = (shipmentId: number, body: Record<string, unknown>, token = owner.token) =>
  client(app, token).post(`/api/admin/shipments/${shipmentId}/customs-duty/assessments`, body);

const transactionsOf = (customerId: number) =>
  app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.customer_id, customerId));
const dutyInvoicesOf = (customerId: number) =>
  app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.user_id, customerId), eq(invoices.reference_type, "customs_duty")));

describe("the duty customs assessed (decision 0082)", () => {
  it("less than estimated: the difference is credited to the wallet once, with a notice, and shown to the customer", async () => {
    const { customer, duty, shipment } = await packedShipment();
    const assessed = duty.estimated_kobo - 123_456;
    const key = newKey();
    const first = await post(shipment.id, { assessed: naira(assessed), idempotency_key: key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.duty).toMatchObject({
      estimated_kobo: duty.estimated_kobo,
      assessed_kobo: assessed,
      difference_kobo: -123_456,
    });
    expect(first.body.duty.assessments).toHaveLength(1);
    expect(first.body.duty.assessments[0]).toMatchObject({ outcome: "credit", previous_kobo: duty.estimated_kobo });

    const [txn] = await transactionsOf(customer.user.id);
    expect(txn).toMatchObject({ cause: "customs_duty_refund", amount_minor: 123_456 });
    const wallet = await client(app, customer.token).get("/api/wallet");
    expect(wallet.body.balance_minor).toBe(123_456);
    expect(wallet.body.entries[0]).toMatchObject({ cause: "customs_duty_refund", amount_minor: 123_456 });
    // The statement names the cause once ("Customs duty refund: shipment …"), not twice.
    expect(wallet.body.entries[0].description).toMatch(
      new RegExp(`^Customs duty refund: shipment ${shipment.tracking_number}, customs assessed ₦`),
    );

    const mails = await mailsTo(app, customer.email.toLowerCase());
    const notice = mails.find((m) => m.subject.includes("Customs duty refund"));
    expect(notice?.text_body).toContain(formatKobo(123_456));
    expect(notice?.text_body).toContain(shipment.tracking_number);

    const seen = await client(app, customer.token).get(`/api/shipments/${shipment.id}/customs-duty`);
    expect(seen.status).toBe(200);
    expect(seen.body.duty).toMatchObject({ assessed_kobo: assessed, difference_kobo: -123_456 });
    expect(seen.body.duty.assessments[0]).toMatchObject({ outcome: "credit", recorded_by: null });

    // The same post again (a retry) answers what it recorded and moves nothing.
    const again = await post(shipment.id, { assessed: naira(assessed), idempotency_key: key });
    expect(again.status).toBe(200);
    expect(again.body.duty.assessments).toHaveLength(1);
    expect(await transactionsOf(customer.user.id)).toHaveLength(1);

    // Another customer's shipment is not found; a record is never changed.
    const stranger = await signUpCustomer(app);
    const other = await client(app, stranger.token).get(`/api/shipments/${shipment.id}/customs-duty`);
    expect(other.status).toBe(404);
    await expect(
      app.db
        .update(customsDutyAssessments)
        .set({ assessed_kobo: 1 })
        .where(eq(customsDutyAssessments.shipment_id, shipment.id)),
    ).rejects.toThrow();
  });

  it("more than estimated: a new naira invoice the customer pays from the wallet; zero and corrections", async () => {
    const { customer, duty, shipment } = await packedShipment();
    const recorded = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo + 500_000),
      reason: "Customs valued the phone higher",
      idempotency_key: newKey(),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const [bill] = await dutyInvoicesOf(customer.user.id);
    expect(bill).toMatchObject({ currency: "NGN", total_amount: "5000.00", status: "pending" });
    expect(recorded.body.duty.assessments[0]).toMatchObject({ outcome: "charge", invoice: { id: bill!.id } });
    expect(await transactionsOf(customer.user.id)).toHaveLength(0);
    const listed = await client(app, customer.token).get("/api/invoices");
    expect(listed.body.invoices.map((i: { id: number }) => i.id)).toContain(bill!.id);
    const mails = await mailsTo(app, customer.email.toLowerCase());
    const billed = mails.find((m) => m.subject.includes(`invoice ${bill!.transaction_id}`));
    // The first record's reason is no correction's.
    expect(billed?.text_body).toContain("Reason: Customs valued the phone higher");
    expect(billed?.text_body).not.toContain("correction");

    // The customer pays it like any other invoice: here from the wallet, after a staff credit.
    const credit = await client(app, owner.token).post("/api/admin/wallet/adjust", {
      customer_id: customer.user.id,
      direction: "credit",
      amount: "5000",
      reason: "Test funds",
    });
    expect(credit.status).toBe(201);
    const paid = await client(app, customer.token).post("/api/wallet/pay-invoice", { invoice_id: bill!.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ invoice_status: "paid", balance_minor: 0 });

    // A second record needs a reason; with one, it is settled against the record it corrects.
    const noReason = await post(shipment.id, { assessed: naira(duty.estimated_kobo), idempotency_key: newKey() });
    expect(noReason.status).toBe(409);
    const corrected = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo + 200_000),
      reason: "Customs revised the classification of the phone",
      idempotency_key: newKey(),
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    const [first, second] = corrected.body.duty.assessments;
    expect(second).toMatchObject({
      corrects_id: first.id,
      previous_kobo: duty.estimated_kobo + 500_000,
      difference_kobo: -300_000,
      outcome: "credit",
    });
    expect(corrected.body.duty.difference_kobo).toBe(200_000);
    const wallet = await client(app, customer.token).get("/api/wallet");
    expect(wallet.body.balance_minor).toBe(300_000);
    const refundMail = (await mailsTo(app, customer.email.toLowerCase())).find((m) =>
      m.subject.startsWith("Customs duty refund"),
    );
    expect(refundMail?.text_body).toContain("Reason for the correction: Customs revised the classification");

    // Equal to what was recorded: nothing moves, nobody is mailed.
    const before = (await mailsTo(app, customer.email.toLowerCase())).length;
    const same = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo + 200_000),
      reason: "Confirmed on appeal",
      idempotency_key: newKey(),
    });
    expect(same.status).toBe(201);
    expect(same.body.duty.assessments.at(-1)).toMatchObject({ outcome: "none", difference_kobo: 0 });
    expect(await transactionsOf(customer.user.id)).toHaveLength(3);
    expect(await dutyInvoicesOf(customer.user.id)).toHaveLength(1);
    expect(await mailsTo(app, customer.email.toLowerCase())).toHaveLength(before);
  });

  it("a decrease comes off the unpaid difference invoice first: cancelled, billed again for less, or credited beyond it (decision 0088)", async () => {
    const { customer, duty, shipment } = await packedShipment();
    const email = customer.email.toLowerCase();
    const charged = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo + 500_000),
      idempotency_key: newKey(),
    });
    expect(charged.status, JSON.stringify(charged.body)).toBe(201);
    const [bill] = await dutyInvoicesOf(customer.user.id);
    expect(bill).toMatchObject({ total_amount: "5000.00", status: "pending" });

    // Down by ₦3,000 while ₦5,000 is still unpaid: that invoice is cancelled and ₦2,000 billed again; no credit.
    const down = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo + 200_000),
      reason: "Customs applied the lower rate",
      idempotency_key: newKey(),
    });
    expect(down.status, JSON.stringify(down.body)).toBe(201);
    const afterDown = await dutyInvoicesOf(customer.user.id);
    const rebill = afterDown.find((i) => i.id !== bill!.id);
    expect(afterDown.find((i) => i.id === bill!.id)).toMatchObject({ status: "cancelled" });
    expect(rebill).toMatchObject({ total_amount: "2000.00", status: "pending", currency: "NGN" });
    const [first, second] = down.body.duty.assessments;
    expect(first).toMatchObject({ outcome: "charge", invoice: { id: bill!.id, status: "cancelled" } });
    expect(second).toMatchObject({
      difference_kobo: -300_000,
      waived_kobo: 300_000,
      ledger_transaction_id: null,
      invoice: { id: rebill!.id, total_amount: "2000.00", status: "pending" },
    });
    expect(await transactionsOf(customer.user.id)).toHaveLength(0);
    const mails = await mailsTo(app, email);
    const notice = mails.find((m) => m.subject.includes(`${bill!.transaction_id} cancelled`));
    expect(notice?.subject).toContain(`invoice ${rebill!.transaction_id} instead`);
    expect(notice?.text_body).toContain(`Please do not pay ${bill!.transaction_id}.`);
    // The customer's invoices list the cancelled one as cancelled, and owe only the new one.
    const listed = await client(app, customer.token).get("/api/invoices");
    const mine = new Map(listed.body.invoices.map((i: { id: number; status: string }) => [i.id, i.status]));
    expect(mine.get(bill!.id)).toBe("cancelled");
    expect(mine.get(rebill!.id)).toBe("pending");

    // Down by ₦3,500 more than the ₦2,000 still unpaid: that invoice is cancelled and ₦1,500 reaches the wallet.
    const further = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo - 150_000),
      reason: "Appeal granted",
      idempotency_key: newKey(),
    });
    expect(further.status, JSON.stringify(further.body)).toBe(201);
    expect((await dutyInvoicesOf(customer.user.id)).map((i) => i.status).sort()).toEqual(["cancelled", "cancelled"]);
    expect(further.body.duty.assessments[2]).toMatchObject({
      difference_kobo: -350_000,
      waived_kobo: 200_000,
      invoice: null,
    });
    const [refund] = await transactionsOf(customer.user.id);
    expect(refund).toMatchObject({ cause: "customs_duty_refund", amount_minor: 150_000 });
    expect((await client(app, customer.token).get("/api/wallet")).body.balance_minor).toBe(150_000);
    // Overall: the customer paid the estimate, owes nothing more and holds what customs assessed below it.
    expect(further.body.duty.difference_kobo).toBe(-150_000);
  });

  it("a decrease leaves a difference invoice with a payment on it as it is, and credits the wallet", async () => {
    const { customer, duty, shipment } = await packedShipment();
    await post(shipment.id, { assessed: naira(duty.estimated_kobo + 500_000), idempotency_key: newKey() });
    const [bill] = await dutyInvoicesOf(customer.user.id);
    // Part of it is paid from the wallet.
    await client(app, owner.token).post("/api/admin/wallet/adjust", {
      customer_id: customer.user.id,
      direction: "credit",
      amount: "1000",
      reason: "Test funds",
    });
    const part = await client(app, customer.token).post("/api/wallet/pay-invoice", { invoice_id: bill!.id });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const down = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo + 200_000),
      reason: "Customs applied the lower rate",
      idempotency_key: newKey(),
    });
    expect(down.status, JSON.stringify(down.body)).toBe(201);
    expect(await dutyInvoicesOf(customer.user.id)).toEqual([
      expect.objectContaining({ id: bill!.id, status: "pending" }),
    ]);
    expect(down.body.duty.assessments[1]).toMatchObject({ waived_kobo: 0, invoice: null });
    expect((await client(app, customer.token).get("/api/wallet")).body.balance_minor).toBe(300_000);
  });

  it("as estimated: recorded, nothing moves", async () => {
    const { customer, duty, shipment } = await packedShipment();
    const recorded = await post(shipment.id, { assessed: naira(duty.estimated_kobo), idempotency_key: newKey() });
    expect(recorded.status).toBe(201);
    expect(recorded.body.duty).toMatchObject({ assessed_kobo: duty.estimated_kobo, difference_kobo: 0 });
    expect(await transactionsOf(customer.user.id)).toHaveLength(0);
    expect(await dutyInvoicesOf(customer.user.id)).toHaveLength(0);
    const [row] = await app.db.select().from(shipmentDuties).where(eq(shipmentDuties.id, duty.id));
    expect(row).toMatchObject({ assessed_kobo: duty.estimated_kobo, assessed_by: owner.admin.id });
  });

  it("20 posts at once settle once: the same key answers the one record, other keys get 409", async () => {
    const { customer, duty, shipment } = await packedShipment();
    const key = newKey();
    const body = { assessed: naira(duty.estimated_kobo - 10_000), idempotency_key: key };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(shipment.id, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(await transactionsOf(customer.user.id)).toHaveLength(1);
    expect(await app.db.$count(customsDutyAssessments, eq(customsDutyAssessments.shipment_id, shipment.id))).toBe(1);

    const other = await packedShipment();
    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(other.shipment.id, { assessed: naira(other.duty.estimated_kobo - 10_000), idempotency_key: newKey() }),
      ),
    );
    expect(racing.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(await transactionsOf(other.customer.user.id)).toHaveLength(1);
    const wallet = await client(app, other.customer.token).get("/api/wallet");
    expect(wallet.body.balance_minor).toBe(10_000);
  });

  it("a master's total is shared by estimate exactly to the kobo, one record per shipment", async () => {
    const a = await packedShipment();
    const b = await packedShipment();
    const master = await insertMaster(app.db);
    for (const s of [a, b]) {
      await app.db.update(shipments).set({ master_shipment_id: master.id }).where(eq(shipments.id, s.shipment.id));
    }
    const view = await client(app, owner.token).get(`/api/admin/master-shipments/${master.id}/customs-duty`);
    expect(view.status).toBe(200);
    expect(view.body.estimated_kobo).toBe(a.duty.estimated_kobo + b.duty.estimated_kobo);
    const total = a.duty.estimated_kobo + b.duty.estimated_kobo - 1_001; // odd: the shares need a remainder
    const key = newKey();
    const url = `/api/admin/master-shipments/${master.id}/customs-duty/assessments`;
    const recorded = await client(app, owner.token).post(url, { assessed: naira(total), idempotency_key: key });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const shares = recorded.body.duty.shipments.map((s: { assessed_kobo: number }) => s.assessed_kobo);
    expect(shares[0] + shares[1]).toBe(total);
    expect(recorded.body.duty.assessed_kobo).toBe(total);
    expect(recorded.body.duty.shipments[0].assessments[0].master).toMatchObject({ id: master.id });
    const again = await client(app, owner.token).post(url, { assessed: naira(total), idempotency_key: key });
    expect(again.status).toBe(200);
    const refunds = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.cause, "customs_duty_refund"));
    const credited = refunds
      .filter((t) => t.customer_id === a.customer.user.id || t.customer_id === b.customer.user.id)
      .reduce((sum, t) => sum + t.amount_minor, 0);
    expect(credited).toBe(1_001);
    const correction = await client(app, owner.token).post(url, { assessed: naira(total), idempotency_key: newKey() });
    expect(correction.status).toBe(409);
  });

  it("refuses a shipment whose invoice with the estimate is not paid, cancelled or refunded: nothing is credited", async () => {
    const staff = client(app, owner.token);
    const unpaid = await packedShipment({ paid: false });
    const pending = await post(unpaid.shipment.id, { assessed: "0", idempotency_key: newKey() });
    expect(pending.status).toBe(409);
    expect(pending.body.error).toBe(ASSESSMENT_TEXTS.invoiceNotPaid(unpaid.shipment.tracking_number, "pending"));
    const invoiceId = unpaid.duty.invoice_id!;
    // Staff can no longer cancel the invoice packing issued while its request is packed (decision 0139); one
    // cancelled before that rule is made in the database.
    await app.db.update(invoices).set({ status: "cancelled" }).where(eq(invoices.id, invoiceId));
    const afterCancel = await post(unpaid.shipment.id, { assessed: "0", idempotency_key: newKey() });
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.error).toContain("was cancelled: no duty was collected");

    const refunded = await packedShipment();
    const refund = await staff.post(`/api/invoice/${refunded.duty.invoice_id}/refund`, { reason: "Parcel lost" });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const afterRefund = await post(refunded.shipment.id, { assessed: "0", idempotency_key: newKey() });
    expect(afterRefund.status).toBe(409);
    expect(afterRefund.body.error).toContain("was refunded: no duty was collected");

    for (const { customer, shipment } of [unpaid, refunded]) {
      expect(await app.db.$count(customsDutyAssessments, eq(customsDutyAssessments.shipment_id, shipment.id))).toBe(0);
      const credits = (await transactionsOf(customer.user.id)).filter((t) => t.cause === "customs_duty_refund");
      expect(credits).toEqual([]);
    }
  });

  it("an invoice whose duty was assessed is not refunded whole: nothing goes back twice (decision 0108)", async () => {
    const { customer, duty, shipment } = await packedShipment();
    const recorded = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo - 50_000),
      idempotency_key: newKey(),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const before = await transactionsOf(customer.user.id);
    const refund = await client(app, owner.token).post(`/api/invoice/${duty.invoice_id}/refund`, { reason: "Lost" });
    expect(refund.status).toBe(409);
    expect(refund.body.error).toBe(INVOICE_STAFF_TEXTS.refundAfterAssessment(shipment.tracking_number));
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.id, duty.invoice_id!));
    expect(invoice).toMatchObject({ status: "paid", refunded_at: null });
    const refunded = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.invoice_id, duty.invoice_id!), isNotNull(payments.refunded_at)));
    expect(refunded).toEqual([]);
    expect(await transactionsOf(customer.user.id)).toEqual(before);
  });

  it("a paid duty-difference invoice is not refunded: the assessment stays paid (decision 0135)", async () => {
    const { customer, duty, shipment } = await packedShipment();
    const recorded = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo + 3_000_000),
      reason: "customs added levy",
      idempotency_key: newKey(),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const [bill] = await dutyInvoicesOf(customer.user.id);
    expect(bill).toMatchObject({ total_amount: "30000.00", status: "pending" });
    await client(app, owner.token).post("/api/admin/wallet/adjust", {
      customer_id: customer.user.id,
      direction: "credit",
      amount: "30000",
      reason: "Test funds",
    });
    const paid = await client(app, customer.token).post("/api/wallet/pay-invoice", { invoice_id: bill!.id });
    expect(paid.body).toMatchObject({ invoice_status: "paid", balance_minor: 0 });
    const before = await transactionsOf(customer.user.id);

    const refund = await client(app, owner.token).post(`/api/invoice/${bill!.id}/refund`, { reason: "customer asked" });
    expect(refund.status).toBe(409);
    expect(refund.body.error).toBe(INVOICE_STAFF_TEXTS.refundDutyDifference(shipment.tracking_number));
    expect(await dutyInvoicesOf(customer.user.id)).toEqual([expect.objectContaining({ id: bill!.id, status: "paid" })]);
    expect((await client(app, customer.token).get("/api/wallet")).body.balance_minor).toBe(0);
    expect(await transactionsOf(customer.user.id)).toEqual(before);
    const view = await client(app, customer.token).get(`/api/shipments/${shipment.id}/customs-duty`);
    expect(view.body.duty).toMatchObject({
      assessed_kobo: duty.estimated_kobo + 3_000_000,
      difference_kobo: 3_000_000,
    });
  });

  it("a payment that came after its difference invoice was cancelled is still refunded (decision 0135)", async () => {
    const { customer, duty, shipment } = await packedShipment();
    await post(shipment.id, { assessed: naira(duty.estimated_kobo + 500_000), idempotency_key: newKey() });
    const [bill] = await dutyInvoicesOf(customer.user.id);
    const started = await client(app, customer.token).post("/api/payments/initialize", { invoice_id: bill!.id });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // Customs revise it down to the estimate while the customer is paying: the unpaid invoice is cancelled (0088).
    const down = await post(shipment.id, {
      assessed: naira(duty.estimated_kobo),
      reason: "Customs applied the lower rate",
      idempotency_key: newKey(),
    });
    expect(down.status, JSON.stringify(down.body)).toBe(201);
    await finishSandboxCheckout(app, customer.token, started.body);
    const [late] = await dutyInvoicesOf(customer.user.id);
    expect(late).toMatchObject({ status: "cancelled" });
    expect(late!.refund_due_at).not.toBeNull();
    const refund = await client(app, owner.token).post(`/api/invoice/${bill!.id}/refund`, { reason: "Paid too late" });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await dutyInvoicesOf(customer.user.id)).toEqual([expect.objectContaining({ status: "refunded" })]);
  });

  it("refuses what is not priced and bad amounts; only managers and owners of all warehouses record", async () => {
    const { shipment } = await packedShipment();
    expect((await post(shipment.id, { assessed: "12.345", idempotency_key: newKey() })).status).toBe(400);
    expect((await post(shipment.id, { assessed: "-5", idempotency_key: newKey() })).status).toBe(400);
    expect((await post(999_999, { assessed: "10", idempotency_key: newKey() })).status).toBe(404);
    const worker = await signInAdmin(app, "worker");
    expect((await post(shipment.id, { assessed: "10", idempotency_key: newKey() }, worker.token)).status).toBe(403);
    const manager = await signInAdmin(app, "manager");
    const limited = await client(app, owner.token).patch(`/api/admins/${manager.admin.id}/warehouses`, {
      warehouses: ["Brixton"],
    });
    expect(limited.status).toBe(200);
    expect((await post(shipment.id, { assessed: "10", idempotency_key: newKey() }, manager.token)).status).toBe(403);
    expect(await app.db.$count(customsDutyAssessments, eq(customsDutyAssessments.shipment_id, shipment.id))).toBe(0);
  });
});
