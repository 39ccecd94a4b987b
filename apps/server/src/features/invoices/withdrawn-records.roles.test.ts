import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { customerWithCredit } from "../../../test/wallet-credit.js";
import { invoices, mailOutbox, pickups, procurements } from "../../db/schema.js";
import { insertPickup, insertProcurement } from "../../db/factories/index.js";

/**
 * Withdrawing a record cancels its unpaid invoice (decision 0115), and changing an invoice's status is for managers and
 * owners of all warehouses (docs/ROLES.md): anyone else withdrawing a record with an unpaid invoice is refused, and
 * nothing changes.
 */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");
const worker = await signInAdmin(app, "worker");
const stafford = await signInAdmin(app, "manager", ["Trail Richmond"]);
const customer = await customerWithCredit(app, manager.token, "3000");
const userId = customer.user.id as number;

let counter = 0;
const issue = async (type: "procurement" | "pickup", id: number) => {
  const transactionId = `WRL${1000 + ++counter}ABC`;
  const res = await client(app, manager.token).post("/api/invoice", {
    user_id: userId,
    reference_type: type,
    reference_id: id,
    total_amount: 10_000,
    currency: "NGN",
    status: "pending",
    transaction_id: transactionId,
    due_date: "2026-12-30T12:00:00.000Z",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return transactionId;
};
const invoiceOf = async (type: "procurement" | "pickup", id: number) =>
  (
    await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.reference_type, type), eq(invoices.reference_id, id)))
  )[0]!;
const statusOf = async (table: typeof procurements | typeof pickups, id: number) =>
  (await app.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]!.status;
const setProcurement = (token: string, id: number, status: string) =>
  client(app, token).put("/api/procurement/procurement-status", { procurement_id: id, status });
const setPickup = (token: string, id: number, status: string) =>
  client(app, token).put("/api/pickup/pickup-status", { pickup_id: id, status });
const mailCount = async () =>
  (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, customer.email))).length;

describe("a worker rejecting a shop request with an unpaid invoice", () => {
  it("is refused (403 naming the invoice and who may), and the request, invoice and wallet stay as they were", async () => {
    const p = await insertProcurement(app.db, userId, { status: "approved", currency: "NGN (₦)" });
    const transactionId = await issue("procurement", p.id);
    const invoice = await invoiceOf("procurement", p.id);
    const paid = await client(app, customer.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "3000",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const sent = await mailCount();

    for (const who of [worker, stafford]) {
      const res = await setProcurement(who.token, p.id, "rejected");
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.error).toBe(
        `Invoice ${transactionId} of this shop request is unpaid. Ask an owner or a manager of all warehouses to reject the shop request: that cancels the invoice too.`,
      );
    }
    expect(await statusOf(procurements, p.id)).toBe("approved");
    expect(await invoiceOf("procurement", p.id)).toMatchObject({ status: "pending", amount_paid_minor: 300_000 });
    expect(await mailCount()).toBe(sent);

    // A worker may still move it to any other status; a manager of all warehouses rejects it as before.
    const moved = await setProcurement(worker.token, p.id, "pending");
    expect(moved.status).toBe(200);
    const rejected = await setProcurement(manager.token, p.id, "rejected");
    expect(rejected.status).toBe(200);
    expect(await invoiceOf("procurement", p.id)).toMatchObject({ status: "cancelled", amount_paid_minor: 0 });
  });

  it("goes through when the request has no invoice, or a cancelled one", async () => {
    const bare = await insertProcurement(app.db, userId, { currency: "NGN (₦)" });
    const res = await setProcurement(worker.token, bare.id, "rejected");
    expect(res.status).toBe(200);

    const p = await insertProcurement(app.db, userId, { currency: "NGN (₦)" });
    await issue("procurement", p.id);
    const invoice = await invoiceOf("procurement", p.id);
    const cancel = { invoice_id: invoice.id, status: "cancelled" };
    await client(app, manager.token).put("/api/invoice/invoice-status", cancel);
    const again = await setProcurement(worker.token, p.id, "rejected");
    expect(again.status).toBe(200);
  });
});

describe("a worker cancelling a pickup with an unpaid invoice", () => {
  it("is refused (403 naming the invoice), and the pickup and invoice stay as they were", async () => {
    const p = await insertPickup(app.db, userId);
    const transactionId = await issue("pickup", p.id);
    const sent = await mailCount();
    const res = await setPickup(worker.token, p.id, "cancelled");
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(
      `Invoice ${transactionId} of this pickup is unpaid. Ask an owner or a manager of all warehouses to cancel the pickup: that cancels the invoice too.`,
    );
    expect(await statusOf(pickups, p.id)).toBe("pending");
    expect((await invoiceOf("pickup", p.id)).status).toBe("pending");
    expect(await mailCount()).toBe(sent);

    const cancelled = await setPickup(manager.token, p.id, "cancelled");
    expect(cancelled.status).toBe(200);
    expect((await invoiceOf("pickup", p.id)).status).toBe("cancelled");
  });
});
