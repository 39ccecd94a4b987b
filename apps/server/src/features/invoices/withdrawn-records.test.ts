import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { auditLog, invoices, mailOutbox, pickups, procurements } from "../../db/schema.js";
import { insertPickup, insertProcurement, insertShipment } from "../../db/factories/index.js";

/**
 * A rejected shop request or cancelled pickup and its invoice (decision 0115): a paid invoice refuses the change, an
 * unpaid one is cancelled with it, a withdrawn record is not invoiced, and a shop request or shipment is invoiced in its
 * currency.
 */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");
const customer = await signUpCustomer(app, { firstname: "Ada" });
const userId = customer.user.id as number;

let counter = 0;
const issue = (type: "procurement" | "pickup" | "shipments", id: number, overrides: Record<string, unknown> = {}) =>
  client(app, manager.token).post("/api/invoice", {
    user_id: userId,
    reference_type: type,
    reference_id: id,
    total_amount: 0.5,
    currency: "USD",
    status: "pending",
    transaction_id: `WDR${1000 + ++counter}ABC`,
    due_date: "2026-12-30T12:00:00.000Z",
    ...overrides,
  });
const setProcurement = (id: number, status: string) =>
  client(app, manager.token).put("/api/procurement/procurement-status", { procurement_id: id, status });
const setPickup = (id: number, status: string) =>
  client(app, manager.token).put("/api/pickup/pickup-status", { pickup_id: id, status });
const invoiceOf = async (type: "procurement" | "pickup", id: number) =>
  (
    await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.reference_type, type), eq(invoices.reference_id, id)))
  )[0];
const statusOf = async (table: typeof procurements | typeof pickups, id: number) =>
  (await app.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]!.status;
const mails = () => app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, customer.email));
const balance = async () => (await client(app, customer.token).get("/api/wallet")).body.balance_minor as number;

describe("rejecting a shop request with an invoice", () => {
  it("is refused while the invoice is paid: 409 naming it, nothing changes and the customer hears nothing", async () => {
    const p = await insertProcurement(app.db, userId);
    expect((await setProcurement(p.id, "approved")).status).toBe(200);
    const created = await issue("procurement", p.id, { status: "paid" });
    expect(created.status).toBe(201);
    const sent = (await mails()).length;

    const res = await setProcurement(p.id, "rejected");
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      `Invoice WDR${1000 + counter}ABC of this shop request is paid. Refund it first, then reject the shop request.`,
    );
    expect(await statusOf(procurements, p.id)).toBe("approved");
    expect(await invoiceOf("procurement", p.id)).toMatchObject({ status: "paid" });
    expect(await mails()).toHaveLength(sent);

    // Once refunded, the rejection goes through and the refunded invoice stays refunded.
    const invoice = (await invoiceOf("procurement", p.id))!;
    const refund = await client(app, manager.token).post(`/api/invoice/${invoice.id}/refund`, {
      reason: "The store cancelled the order",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect((await setProcurement(p.id, "rejected")).status).toBe(200);
    expect(await invoiceOf("procurement", p.id)).toMatchObject({ status: "refunded" });
  });

  it("cancels an unpaid invoice with it, records why and tells the customer in the rejection", async () => {
    const p = await insertProcurement(app.db, userId);
    expect((await issue("procurement", p.id)).status).toBe(201);
    const res = await setProcurement(p.id, "rejected");
    expect(res.status).toBe(200);
    const invoice = (await invoiceOf("procurement", p.id))!;
    expect(invoice.status).toBe("cancelled");
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity_type, "invoice"), eq(auditLog.entity_id, invoice.id), eq(auditLog.field, "status")),
      );
    expect(entry).toMatchObject({
      old_value: "pending",
      new_value: "cancelled",
      cause: `shop request #${p.id} was rejected`,
    });
    const mail = (await mails()).at(-1)!;
    expect(mail.subject).toBe(`Your shop request #${p.id} has been rejected`);
    expect(mail.text_body).toContain(`Its invoice ${invoice.transaction_id} has been cancelled`);

    // Its cancelled invoice cannot be reopened while the request stays rejected (it would bill a rejected request).
    const reopen = await client(app, manager.token).put("/api/invoice/invoice-status", {
      invoice_id: invoice.id,
      status: "paid",
    });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error).toBe(
      "This shop request was rejected: it cannot be invoiced. Change its status first if it goes ahead after all.",
    );
    expect((await invoiceOf("procurement", p.id))!.status).toBe("cancelled");
    // Approved again, staff may reopen it.
    expect((await setProcurement(p.id, "approved")).status).toBe(200);
    const reopened = await client(app, manager.token).put("/api/invoice/invoice-status", {
      invoice_id: invoice.id,
      status: "pending",
    });
    expect(reopened.status).toBe(200);
  });
});

describe("invoicing a shop request", () => {
  it("refuses a rejected one: 409 on the reference, no invoice, no e-mail", async () => {
    const p = await insertProcurement(app.db, userId, { status: "rejected" });
    const sent = (await mails()).length;
    const res = await issue("procurement", p.id);
    expect(res.status).toBe(409);
    expect(res.body.fields.reference_id).toBe(
      "This shop request was rejected: it cannot be invoiced. Change its status first if it goes ahead after all.",
    );
    expect(await invoiceOf("procurement", p.id)).toBeUndefined();
    expect(await mails()).toHaveLength(sent);
  });

  it("bills it in its own currency: a USD request invoiced in NGN is a 400 on the currency", async () => {
    const p = await insertProcurement(app.db, userId, { currency: "USD ($)" });
    const res = await issue("procurement", p.id, { currency: "NGN" });
    expect(res.status).toBe(400);
    expect(res.body.fields.currency).toBe("This shop request is in USD: its invoice must be in USD.");
    expect(await invoiceOf("procurement", p.id)).toBeUndefined();
    const gbp = await insertProcurement(app.db, userId, { currency: "GBP (£)" });
    expect((await issue("procurement", gbp.id, { currency: "USD" })).body.fields.currency).toBe(
      "This shop request is in GBP: its invoice must be in GBP.",
    );
    expect((await issue("procurement", gbp.id, { currency: "GBP" })).status).toBe(201);
  });
});

describe("invoicing a shipment", () => {
  it("bills it in the currency of its shipping cost: a GBP shipment invoiced in USD is a 400 on the currency", async () => {
    const shipment = await insertShipment(
      app.db,
      { id: userId, email_address: customer.email },
      { currency: "GBP (£)" },
    );
    const res = await issue("shipments", shipment.id, { currency: "USD" });
    expect(res.status).toBe(400);
    expect(res.body.fields.currency).toBe("This shipment is in GBP: its invoice must be in GBP.");
    expect((await issue("shipments", shipment.id, { currency: "GBP" })).status).toBe(201);
  });
});

describe("cancelling a pickup with an invoice", () => {
  it("is refused while the invoice is paid (409 naming it); a cancelled pickup is not invoiced", async () => {
    const paid = await insertPickup(app.db, userId);
    expect((await issue("pickup", paid.id, { status: "paid" })).status).toBe(201);
    const res = await setPickup(paid.id, "cancelled");
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      `Invoice WDR${1000 + counter}ABC of this pickup is paid. Refund it first, then cancel the pickup.`,
    );
    expect(await statusOf(pickups, paid.id)).toBe("pending");

    const cancelled = await insertPickup(app.db, userId, { status: "cancelled" });
    const refused = await issue("pickup", cancelled.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "This pickup was cancelled: it cannot be invoiced. Change its status first if it goes ahead after all.",
    );
  });

  it("cancels an unpaid invoice with it and gives back what the wallet paid of it", async () => {
    await client(app, manager.token).post("/api/admin/wallet/adjust", {
      customer_id: userId,
      direction: "credit",
      amount: "3000",
      reason: "Test credit",
    });
    const before = await balance();
    const p = await insertPickup(app.db, userId);
    expect((await issue("pickup", p.id, { currency: "NGN", total_amount: 10_000 })).status).toBe(201);
    const invoice = (await invoiceOf("pickup", p.id))!;
    const paid = await client(app, customer.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "3000",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await balance()).toBe(before - 300_000);

    expect((await setPickup(p.id, "cancelled")).status).toBe(200);
    expect(await invoiceOf("pickup", p.id)).toMatchObject({ status: "cancelled", amount_paid_minor: 0 });
    expect(await balance()).toBe(before);
    const mail = (await mails()).at(-1)!;
    expect(mail.subject).toBe(`Your pickup #${p.id} is now cancelled`);
    expect(mail.text_body).toContain(
      `Its invoice ${invoice.transaction_id} has been cancelled, and what your wallet paid of it is back in your wallet.`,
    );
  });
});

// PostgreSQL only: PGlite has one connection, so two of its transactions never overlap.
describe.runIf(process.env.TEST_DRIVER === "postgres")("a payment and a rejection at once", () => {
  it("the rejection waits for the payment's commit under the invoice's lock, then sees it paid (409)", async () => {
    const p = await insertProcurement(app.db, userId);
    expect((await issue("procurement", p.id)).status).toBe(201);
    const invoice = (await invoiceOf("procurement", p.id))!;
    let answered = false;
    let rejection!: Promise<{ status: number }>;
    // A payment settling holds the invoice's lock (settlement.ts locks it, then marks it paid).
    await app.db.transaction(async (tx) => {
      await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for("update");
      rejection = setProcurement(p.id, "rejected").then((res) => {
        answered = true;
        return res;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toBe(false);
      await tx.execute(sql`update invoices set status = 'paid', paid_at = now() where id = ${invoice.id}`);
    });
    expect((await rejection).status).toBe(409);
    expect(await statusOf(procurements, p.id)).toBe("pending");
  });
});
