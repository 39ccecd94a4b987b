import { UNPACK_TEXTS } from "@app/shared/ship-requests/unpack.staff";
import { formatKobo } from "@app/shared/wallet/wallet";
import { asc, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { packDeclared, prepareDutyPricing } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { untilOneWaitsForALock } from "../../../test/overlapping-transactions.js";
import { creditWallet } from "../../../test/wallet-credit.js";
import { auditLog, invoices, ledgerAccounts, shipRequests, shipments } from "../../db/schema.js";
import { ledgerInconsistencies } from "../wallet/public.js";

/**
 * Unpacking a request whose invoice was partly paid from the customer's wallet (decision 0158): what the wallet paid
 * goes back to it through the ledger, the invoice is withdrawn and the request unpacked in one transaction, audited,
 * and the customer's e-mail says the money is back. Locks in decision 0153's order: invoice, wallet, shipment, request.
 */
const { app } = await buildTestApp();
const owner = await prepareDutyPricing(app);
const manager = await signInAdmin(app, "manager");
const DECLARED = [{ description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" }];
const REASON = "Packed in the wrong box.";

afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
});

/** A packed request whose customer has ₦1,000 in the wallet (less than the invoice: the wallet pays a part). */
async function packedWithCredit() {
  const packed = await packDeclared(app, owner, DECLARED);
  expect(packed.packed.status, JSON.stringify(packed.packed.body)).toBe(201);
  await creditWallet(app, owner.token, packed.customer.user.id, "1000");
  return {
    ...packed,
    invoiceId: packed.packed.body.invoice.id as number,
    shipmentId: packed.packed.body.shipment.id as number,
    tid: packed.packed.body.invoice.transaction_id as string,
  };
}
type Packed = Awaited<ReturnType<typeof packedWithCredit>>;

const payFromWallet = (p: Packed) =>
  client(app, p.customer.token).post("/api/wallet/pay-invoice", { invoice_id: p.invoiceId });
const unpack = (p: Packed) =>
  client(app, manager.token).post(`/api/admin/ship-requests/${p.id}/unpack`, { reason: REASON });
const balanceOf = async (p: Packed) =>
  (await client(app, p.customer.token).get("/api/wallet")).body.balance_minor as number;
const invoiceRow = async (p: Packed) => (await app.db.select().from(invoices).where(eq(invoices.id, p.invoiceId)))[0]!;

describe("unpacking a request whose invoice was partly paid from the wallet", () => {
  it("gives the wallet's part back through the ledger, withdraws the invoice, unpacks and tells the customer", async () => {
    const p = await packedWithCredit();
    const part = await payFromWallet(p);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.invoice_status).toBe("pending");
    const debited = part.body.debited_minor as number;
    expect(debited).toBeGreaterThan(0);
    expect(await balanceOf(p)).toBe(100_000 - debited);

    const res = await unpack(p);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: UNPACK_TEXTS.unpacked(p.id, p.tid, formatKobo(debited)),
      status: "submitted",
      invoice: { id: p.invoiceId, status: "cancelled" },
      shipment: { id: p.shipmentId, status: "Cancelled" },
    });
    expect(await invoiceRow(p)).toMatchObject({ status: "cancelled", amount_paid_minor: 0 });
    expect(await balanceOf(p)).toBe(100_000);
    const statement = (await client(app, p.customer.token).get("/api/wallet")).body;
    expect(statement.entries[0]).toMatchObject({ cause: "refund_to_wallet", amount_minor: debited });
    const [request] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, p.id));
    expect(request).toMatchObject({ status: "submitted", shipment_id: null });
    const [shipment] = await app.db.select().from(shipments).where(eq(shipments.id, p.shipmentId));
    expect(shipment!.shipment_status).toBe("Cancelled");

    const trail = await app.db
      .select()
      .from(auditLog)
      .where(
        sql`(${auditLog.entity_type}, ${auditLog.entity_id}) in (('ship_request', ${p.id}), ('invoice', ${p.invoiceId}))`,
      )
      .orderBy(asc(auditLog.id));
    expect(trail.map((e) => `${e.entity_type} ${e.action}`)).toEqual(
      expect.arrayContaining(["invoice wallet_return", "ship_request unpacked"]),
    );
    expect(trail.find((e) => e.action === "wallet_return")).toMatchObject({
      new_value: "0.00",
      actor_id: manager.admin.id,
    });

    const mail = (await mailsTo(app, p.customer.user.email_address)).find((m) => m.subject.includes("withdrawn"));
    expect(mail!.subject).toBe(`Invoice ${p.tid} was withdrawn: we will pack ship request #${p.id} again`);
    expect(mail!.text_body).toContain(
      `${formatKobo(debited)} that you paid of it from your wallet is back in your wallet.`,
    );
    expect(mail!.text_body).not.toContain(REASON);

    // Once only: unpacking again is refused, and packing again bills afresh without touching the wallet.
    expect((await unpack(p)).status).toBe(409);
    const boxes = [{ weight: "3", length: "30", width: "20", height: "15", weight_unit: "kg", length_unit: "cm" }];
    const again = await client(app, owner.token).post(`/api/admin/ship-requests/${p.id}/pack`, { boxes });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(await balanceOf(p)).toBe(100_000);
  });

  it("still waits for a card checkout of the rest: refused while it is open, the wallet's part kept on the invoice", async () => {
    const p = await packedWithCredit();
    const part = await payFromWallet(p);
    expect(part.status).toBe(200);
    const started = await client(app, p.customer.token).post("/api/payments/initialize", { invoice_id: p.invoiceId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const res = await unpack(p);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(UNPACK_TEXTS.checkoutOpen(p.id, p.tid, app.config.RATE_LOCK_MINUTES));
    expect(await invoiceRow(p)).toMatchObject({ status: "pending" });
    expect((await invoiceRow(p)).amount_paid_minor).toBeGreaterThan(0);
    expect(await balanceOf(p)).toBe(100_000 - part.body.debited_minor);
  });

  it("a part paid from the wallet and an unpacking at once: never 500, the wallet ends as it started", async () => {
    for (let round = 0; round < 4; round++) {
      const p = await packedWithCredit();
      const [paid, unpacked] =
        round % 2 === 0
          ? await Promise.all([payFromWallet(p), unpack(p)])
          : (await Promise.all([unpack(p), payFromWallet(p)])).reverse();
      const said = JSON.stringify({ round, paid: paid!.body, unpacked: unpacked!.body });
      // Paid first, the part goes back with the unpacking; unpacked first, the cancelled invoice refuses the wallet.
      expect(unpacked!.status, said).toBe(200);
      expect([200, 409], said).toContain(paid!.status);
      expect(await invoiceRow(p), said).toMatchObject({ status: "cancelled", amount_paid_minor: 0 });
      expect(await balanceOf(p), said).toBe(100_000);
    }
  });
});

// PostgreSQL only: PGlite has one connection, so two of its transactions never overlap.
describe.runIf(process.env.TEST_DRIVER === "postgres")("the wallet's lock in decision 0153's order", () => {
  it("unpacking waits for the wallet before it holds the shipment, so a holder of wallet then shipment goes first", async () => {
    const p = await packedWithCredit();
    expect((await payFromWallet(p)).status).toBe(200);
    let sent!: Promise<{ status: number; body: unknown }>;
    // As a path taking the customer's wallet and then a shipment (a refund, a wallet payment) does.
    await app.db.transaction(async (tx) => {
      await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.customer_id, p.customer.user.id))
        .for("update");
      sent = unpack(p);
      await untilOneWaitsForALock(app.db);
      await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, p.shipmentId)).for("update");
    });
    const answered = await sent;
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(await balanceOf(p)).toBe(100_000);
  });
});
