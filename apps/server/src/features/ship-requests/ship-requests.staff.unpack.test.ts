import { UNPACK_TEXTS } from "@app/shared/ship-requests/unpack.staff";
import { asc, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { finishSandboxCheckout } from "../../../test/checkout.js";
import { packDeclared, prepareDutyPricing } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { creditWallet } from "../../../test/wallet-credit.js";
import { insertMaster } from "../../db/factories/masters.js";
import {
  auditLog,
  invoices,
  packageStatusHistory,
  packages,
  payments,
  shipmentDuties,
  shipRequestPackages,
  shipRequests,
  shipments,
  trackingEvents,
} from "../../db/schema.js";
import { ledgerInconsistencies } from "../wallet/public.js";

/**
 * "Unpack" (decision 0150): a packed ship request not paid in full, whose shipment has not left, goes back to
 * submitted with its invoice and shipment cancelled, its stored duty removed and its parcels ready to ship again; the
 * customer is e-mailed. Everything else is refused with 409 and changes nothing. A part paid from the wallet goes back
 * to it (decision 0158): ship-requests.staff.unpack-wallet.test.ts.
 */
const { app } = await buildTestApp();
const owner = await prepareDutyPricing(app);
const manager = await signInAdmin(app, "manager");
const DECLARED = [{ description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" }];
const REASON = "Packed in the wrong box: 2 kg typed, the box weighs 3 kg.";

afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
});

async function packedRequest() {
  const packed = await packDeclared(app, owner, DECLARED);
  expect(packed.packed.status, JSON.stringify(packed.packed.body)).toBe(201);
  return {
    ...packed,
    invoiceId: packed.packed.body.invoice.id as number,
    shipmentId: packed.packed.body.shipment.id as number,
  };
}

const unpack = (id: number, token = manager.token, reason: unknown = REASON) =>
  client(app, token).post(`/api/admin/ship-requests/${id}/unpack`, { reason });

const requestRow = async (id: number) => (await app.db.select().from(shipRequests).where(eq(shipRequests.id, id)))[0]!;
const invoiceRow = async (id: number) => (await app.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const shipmentRow = async (id: number) => (await app.db.select().from(shipments).where(eq(shipments.id, id)))[0]!;
const packagesOf = (id: number) =>
  app.db
    .select({ id: packages.id, status: packages.status })
    .from(shipRequestPackages)
    .innerJoin(packages, eq(packages.id, shipRequestPackages.package_id))
    .where(eq(shipRequestPackages.ship_request_id, id));

/** Nothing changed: the request packed, its invoice pending, its shipment Pending, its parcels shipped. */
async function expectStillPacked(p: Awaited<ReturnType<typeof packedRequest>>, invoiceStatus = "pending") {
  expect(await requestRow(p.id)).toMatchObject({ shipment_id: p.shipmentId });
  expect((await invoiceRow(p.invoiceId)).status).toBe(invoiceStatus);
  expect((await shipmentRow(p.shipmentId)).shipment_status).toBe("Pending");
  expect((await packagesOf(p.id)).map((r) => r.status)).toEqual(["shipped"]);
}

describe("unpacking a packed ship request (decision 0150)", () => {
  it("cancels the invoice and shipment, removes the duty, gives the parcels back, reopens the request and e-mails the customer; it packs again", async () => {
    const p = await packedRequest();
    expect(await app.db.select().from(shipmentDuties).where(eq(shipmentDuties.shipment_id, p.shipmentId))).toHaveLength(
      1,
    );
    const res = await unpack(p.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tid = p.packed.body.invoice.transaction_id as string;
    expect(res.body).toEqual({
      message: UNPACK_TEXTS.unpacked(p.id, tid),
      id: p.id,
      status: "submitted",
      invoice: { id: p.invoiceId, transaction_id: tid, status: "cancelled" },
      shipment: { id: p.shipmentId, tracking_number: p.packed.body.shipment.tracking_number, status: "Cancelled" },
    });
    expect(await requestRow(p.id)).toMatchObject({ status: "submitted", shipment_id: null });
    expect((await invoiceRow(p.invoiceId)).status).toBe("cancelled");
    expect((await shipmentRow(p.shipmentId)).shipment_status).toBe("Cancelled");
    expect(await app.db.select().from(shipmentDuties).where(eq(shipmentDuties.shipment_id, p.shipmentId))).toEqual([]);
    const parcels = await packagesOf(p.id);
    expect(parcels.map((r) => r.status)).toEqual(["ready_to_ship"]);
    const [history] = await app.db
      .select()
      .from(packageStatusHistory)
      .where(eq(packageStatusHistory.package_id, parcels[0]!.id))
      .orderBy(sql`${packageStatusHistory.id} desc`)
      .limit(1);
    expect(history).toMatchObject({ status: "ready_to_ship", note: `Ship request #${p.id} unpacked` });

    const trail = await app.db
      .select()
      .from(auditLog)
      .where(
        sql`(${auditLog.entity_type}, ${auditLog.entity_id}) in (('ship_request', ${p.id}), ('invoice', ${p.invoiceId}), ('shipment', ${p.shipmentId}))`,
      )
      .orderBy(asc(auditLog.id));
    const cause = `ship request #${p.id} was unpacked: ${REASON}`;
    expect(trail.filter((e) => e.new_value === "cancelled" || e.new_value === "Cancelled")).toMatchObject([
      { entity_type: "invoice", old_value: "pending", cause },
      { entity_type: "shipment", field: "shipment_status", old_value: "Pending", cause },
    ]);
    expect(trail.at(-1)).toMatchObject({
      entity_type: "ship_request",
      action: "unpacked",
      old_value: "packed",
      new_value: "submitted",
      actor_id: manager.admin.id,
    });
    expect(trail.at(-1)!.cause).toContain(REASON);

    const [mail] = await mailsTo(app, p.customer.user.email_address);
    expect(mail!.subject).toBe(`Invoice ${tid} was withdrawn: we will pack ship request #${p.id} again`);

    // Packed again: a new shipment and invoice; the cancelled invoice stays cancelled.
    const boxes = [{ weight: "3", length: "30", width: "20", height: "15", weight_unit: "kg", length_unit: "cm" }];
    const again = await client(app, owner.token).post(`/api/admin/ship-requests/${p.id}/pack`, { boxes });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.shipment.id).not.toBe(p.shipmentId);
    expect(await requestRow(p.id)).toMatchObject({ status: "packed", shipment_id: again.body.shipment.id });
    expect((await packagesOf(p.id)).map((r) => r.status)).toEqual(["shipped"]);
  });

  it("staff see on the request when, by whom and why it was unpacked, each time; its customer never does", async () => {
    const p = await packedRequest();
    const firstReason = "Wrong box (the 3 kg one)";
    expect((await unpack(p.id, manager.token, firstReason)).status).toBe(200);
    const boxes = [{ weight: "3", length: "30", width: "20", height: "15", weight_unit: "kg", length_unit: "cm" }];
    const again = await client(app, owner.token).post(`/api/admin/ship-requests/${p.id}/pack`, { boxes });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await unpack(p.id, owner.token)).status).toBe(200);

    const trail = await app.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.entity_type} = 'ship_request' and ${auditLog.entity_id} = ${p.id} and ${auditLog.action} = 'unpacked'`,
      )
      .orderBy(asc(auditLog.id));
    expect(trail).toHaveLength(2);
    const list = await client(app, manager.token).get(`/api/admin/ship-requests?status=submitted&q=${p.id}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const [card] = list.body.ship_requests;
    expect(card.id).toBe(p.id);
    expect(card.unpackings).toEqual([
      { at: trail[0]!.created_at.toISOString(), by: `Sam managerson (manager)`, reason: firstReason },
      { at: trail[1]!.created_at.toISOString(), by: trail[1]!.actor_label, reason: REASON },
    ]);
    expect(trail[1]!.actor_label).toMatch(/\(owner\)$/);
    // A request never unpacked says so with an empty list.
    const other = await packedRequest();
    const packedList = await client(app, manager.token).get(`/api/admin/ship-requests?status=packed&q=${other.id}`);
    expect(packedList.body.ship_requests[0]).toMatchObject({ id: other.id, unpackings: [] });

    // The reason is staff's: none of the customer's answers about the request or its invoice holds it.
    const customer = client(app, p.customer.token);
    for (const path of [
      `/api/ship-requests/${p.id}`,
      "/api/ship-requests",
      `/api/invoices/${p.invoiceId}`,
      "/api/invoices",
    ]) {
      const res = await customer.get(path);
      expect(res.status, path).toBe(200);
      const text = JSON.stringify(res.body);
      for (const secret of [firstReason, REASON, "unpackings", "Sam managerson"]) {
        expect(text, `${path} holds ${secret}`).not.toContain(secret);
      }
    }
  });

  it("refuses a request that is not packed, and one already unpacked, with 409", async () => {
    const p = await packedRequest();
    expect((await unpack(p.id)).status).toBe(200);
    const twice = await unpack(p.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(UNPACK_TEXTS.alreadyUnpacked(p.id));

    const other = await packedRequest();
    await app.db
      .update(shipRequests)
      .set({ status: "submitted", shipment_id: null })
      .where(eq(shipRequests.id, other.id));
    const never = await unpack(other.id);
    expect(never.status).toBe(409);
    expect(never.body.error).toBe(UNPACK_TEXTS.notPacked(other.id, "Submitted"));
    expect((await unpack(999_999)).status).toBe(404);
  });

  it("refuses a paid invoice: the request stays paid", async () => {
    const p = await packedRequest();
    await creditWallet(app, owner.token, p.customer.user.id, "2000000");
    const paid = await client(app, p.customer.token).post("/api/wallet/pay-invoice", { invoice_id: p.invoiceId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const res = await unpack(p.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(UNPACK_TEXTS.notPacked(p.id, "Paid"));
    expect((await requestRow(p.id)).status).toBe("paid");
    expect((await invoiceRow(p.invoiceId)).status).toBe("paid");
  });

  it("refuses while a card checkout is open; one paid after its lock ended does not settle the cancelled invoice", async () => {
    const p = await packedRequest();
    const started = await client(app, p.customer.token).post("/api/payments/initialize", { invoice_id: p.invoiceId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const res = await unpack(p.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      UNPACK_TEXTS.checkoutOpen(p.id, p.packed.body.invoice.transaction_id, app.config.RATE_LOCK_MINUTES),
    );
    await expectStillPacked(p);

    // The lock ends: the checkout is no longer open and the request is unpacked.
    const past = new Date(Date.now() - 60_000);
    await app.db
      .update(payments)
      .set({ rate_locked_until: past, created_at: new Date(Date.now() - 3_600_000) })
      .where(eq(payments.reference, started.body.reference));
    expect((await unpack(p.id)).status).toBe(200);
    // The customer pays it anyway: the invoice stays cancelled, the request submitted, the payment flagged.
    const late = await finishSandboxCheckout(app, p.customer.token, started.body);
    expect(late.body.paid).not.toBe(true);
    expect((await invoiceRow(p.invoiceId)).status).toBe("cancelled");
    expect(await requestRow(p.id)).toMatchObject({ status: "submitted", shipment_id: null });
    const [payment] = await app.db.select().from(payments).where(eq(payments.reference, started.body.reference));
    expect(payment!.refund_due_at).not.toBeNull();
  });

  it("refuses a shipment on a master shipment or one that has moved", async () => {
    const onMaster = await packedRequest();
    const master = await insertMaster(app.db);
    await app.db.update(shipments).set({ master_shipment_id: master.id }).where(eq(shipments.id, onMaster.shipmentId));
    const loaded = await unpack(onMaster.id);
    expect(loaded.status).toBe(409);
    expect(loaded.body.error).toBe(UNPACK_TEXTS.onMaster(onMaster.id));
    await expectStillPacked(onMaster);

    const moved = await packedRequest();
    await app.db.insert(trackingEvents).values({
      shipment_id: moved.shipmentId,
      kind: "milestone",
      milestone: "departed_origin",
      source: "staff",
      occurred_at: new Date(),
    });
    const res = await unpack(moved.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(UNPACK_TEXTS.moved(moved.id));
    await expectStillPacked(moved);
  });

  it("is for managers and owners, with a reason: a worker gets 403, no reason 400 naming it", async () => {
    const p = await packedRequest();
    const worker = await signInAdmin(app, "worker");
    expect((await unpack(p.id, worker.token)).status).toBe(403);
    const blank = await unpack(p.id, manager.token, "  ");
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toHaveProperty("reason");
    await expectStillPacked(p);
  });

  it("a wallet payment and an unpacking at once: exactly one wins, the ledger balanced", async () => {
    for (let round = 0; round < 3; round++) {
      const p = await packedRequest();
      await creditWallet(app, owner.token, p.customer.user.id, "2000000");
      const pay = () => client(app, p.customer.token).post("/api/wallet/pay-invoice", { invoice_id: p.invoiceId });
      const [paid, unpacked] =
        round % 2 === 0
          ? await Promise.all([pay(), unpack(p.id)])
          : (await Promise.all([unpack(p.id), pay()])).reverse();
      expect([paid!.status, unpacked!.status].sort(), JSON.stringify([paid!.body, unpacked!.body])).toEqual([200, 409]);
      const invoice = await invoiceRow(p.invoiceId);
      const request = await requestRow(p.id);
      if (paid!.status === 200) {
        expect(invoice.status).toBe("paid");
        expect(request.status).toBe("paid");
      } else {
        expect(invoice).toMatchObject({ status: "cancelled", amount_paid_minor: 0 });
        expect(request).toMatchObject({ status: "submitted", shipment_id: null });
      }
      const balance = (await client(app, p.customer.token).get("/api/wallet")).body.balance_minor as number;
      expect(balance === 200_000_000).toBe(paid!.status !== 200);
    }
  });
});
