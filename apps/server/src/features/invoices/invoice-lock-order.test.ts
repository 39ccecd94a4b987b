import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { invoiceById, shipmentById } from "../../../test/records.js";
import { untilOneWaitsForALock } from "../../../test/overlapping-transactions.js";
import { creditWallet } from "../../../test/wallet-credit.js";
import { insertShipment, insertShipmentInvoice } from "../../db/factories/index.js";
import { invoices, shipments } from "../../db/schema.js";
import { ledgerInconsistencies } from "../wallet/public.js";

/**
 * One lock order for an invoice and what it bills (decision 0153): a staff status change and a payment of one
 * shipment invoice at the same moment run one after the other. Before, the status change held the shipment (FOR SHARE)
 * and waited for the invoice while the payment held the invoice and waited for the shipment: PostgreSQL found the
 * deadlock, aborted one (40P01) and the request answered 500.
 */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");
const customer = await signUpCustomer(app);
await creditWallet(app, manager.token, customer.user.id, "1000000");

afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
});

const shipmentInvoice = () =>
  insertShipmentInvoice(app.db, customer.user, { currency: "NGN", total_amount: "2000.00" });
const setStatus = (invoiceId: number, status: string) =>
  client(app, manager.token).put("/api/invoice/invoice-status", { invoice_id: invoiceId, status });
const payFromWallet = (invoiceId: number) =>
  client(app, customer.token).post("/api/wallet/pay-invoice", { invoice_id: invoiceId });

describe("a staff status change and a wallet payment of one shipment invoice at once", () => {
  it("never answer 500: 20 rounds, either order, to overdue or cancelled; the outcome is one of the two orders", async () => {
    for (let round = 0; round < 20; round++) {
      const { invoice, shipment } = await shipmentInvoice();
      const status = round % 4 < 2 ? "cancelled" : "overdue";
      const [paid, changed] =
        round % 2 === 0
          ? await Promise.all([payFromWallet(invoice.id), setStatus(invoice.id, status)])
          : (await Promise.all([setStatus(invoice.id, status), payFromWallet(invoice.id)])).reverse();
      const answers = JSON.stringify({ round, status, paid: paid!.body, changed: changed!.body });
      expect([paid!.status, changed!.status], answers).not.toContain(500);
      const stored = await invoiceById(app.db, invoice.id);
      const shipmentPaid = (await shipmentById(app.db, shipment.id)).payment_status === "Paid";
      if (status === "overdue") {
        // Overdue still takes a payment: the wallet pays either way, and the change is refused once it is paid.
        expect(paid!.status, answers).toBe(200);
        expect([200, 409], answers).toContain(changed!.status);
        expect(stored.status).toBe("paid");
        expect(shipmentPaid).toBe(true);
      } else {
        expect([paid!.status, changed!.status].sort(), answers).toEqual([200, 409]);
        expect(stored.status).toBe(paid!.status === 200 ? "paid" : "cancelled");
        expect(shipmentPaid).toBe(paid!.status === 200);
      }
    }
  });
});

describe("two staff issuing a paid invoice for one shipment at once", () => {
  it("one is issued and marks the shipment paid, the other answers 409 (never 500): 5 rounds", async () => {
    for (let round = 0; round < 5; round++) {
      const shipment = await insertShipment(app.db, customer.user);
      const issue = (n: number) =>
        client(app, manager.token).post("/api/invoice", {
          user_id: customer.user.id,
          reference_type: "shipments",
          reference_id: shipment.id,
          total_amount: 20,
          currency: "USD",
          status: "paid",
          transaction_id: `LCK${1000 + round * 2 + n}ABC`,
          due_date: "2026-12-30T12:00:00.000Z",
        });
      const answers = await Promise.all([issue(0), issue(1)]);
      const said = JSON.stringify(answers.map((a) => a.body));
      expect(answers.map((a) => a.status).sort(), said).toEqual([201, 409]);
      expect((await shipmentById(app.db, shipment.id)).payment_status).toBe("Paid");
    }
  });
});

// PostgreSQL only: PGlite has one connection, so two of its transactions never overlap.
describe.runIf(process.env.TEST_DRIVER === "postgres")("a payment settling while staff change the status", () => {
  it("the status change waits for the invoice's lock without holding the shipment, then sees it paid (409)", async () => {
    const { invoice, shipment } = await shipmentInvoice();
    let change!: Promise<{ status: number; body: unknown }>;
    // As a payment settling does (settlement.ts, the wallet): the invoice locked, then the shipment marked paid.
    await app.db.transaction(async (tx) => {
      await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for("update");
      change = setStatus(invoice.id, "cancelled");
      await untilOneWaitsForALock(app.db);
      await tx.execute(sql`update invoices set status = 'paid', paid_at = now() where id = ${invoice.id}`);
      await tx.update(shipments).set({ payment_status: "Paid" }).where(eq(shipments.id, shipment.id));
    });
    const answered = await change;
    expect(answered.status, JSON.stringify(answered.body)).toBe(409);
    expect((await invoiceById(app.db, invoice.id)).status).toBe("paid");
  });
});
