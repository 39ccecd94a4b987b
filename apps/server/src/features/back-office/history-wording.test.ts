import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertShipmentInvoice, insertTicket } from "../../db/factories/index.js";

/** PAYMENT_PROVIDER=sandbox (the default): payments settle through the built-in Paystack stand-in. */
const { app } = await buildTestApp();
const ada = await signUpCustomer(app);
const worker = await signInAdmin(app, "worker");
const manager = await signInAdmin(app, "manager");
const staff = client(app, worker.token);

type Entry = { summary: string; cause: string | null; actor_label: string | null };
const shipmentHistory = async (id: number): Promise<Entry[]> => (await staff.get(`/api/shipment/${id}`)).body.audit;
const invoiceHistory = async (id: number): Promise<Entry[]> =>
  (await client(app, manager.token).get(`/api/invoice/${id}`)).body.invoice.audit;
const ticketHistory = async (id: number): Promise<Entry[]> => (await staff.get(`/api/ticket/${id}`)).body.audit;

async function payByCard(invoiceId: number) {
  const start = await client(app, ada.token).post("/api/payments/initialize", { invoice_id: invoiceId });
  expect(start.status).toBe(200);
  await client(app, ada.token).post("/api/payments/sandbox/checkout", {
    access_code: start.body.access_code,
    outcome: "success",
  });
  const verify = await client(app, ada.token).post("/api/payments/verify", { reference: start.body.reference });
  expect(verify.body).toMatchObject({ paid: true });
  return start.body.reference as string;
}

describe("history in plain words, with its cause", () => {
  it("a card payment of a shipment's invoice: the shipment's entry names the invoice that was paid", async () => {
    const { invoice, shipment } = await insertShipmentInvoice(app.db, ada.user);
    const reference = await payByCard(invoice.id);

    const [paid] = await shipmentHistory(shipment.id);
    expect(paid).toMatchObject({
      summary: `Payment status changed from Pending to Paid because invoice ${invoice.transaction_id} was paid online (Card)`,
      cause: `invoice ${invoice.transaction_id} was paid online (Card)`,
      // The sandbox settles through the verify call or its webhook, whichever arrives first.
      actor_label: expect.stringMatching(/^Payment provider \(sandbox (verify|webhook)\)$/),
    });
    const [invoicePaid] = await invoiceHistory(invoice.id);
    expect(invoicePaid!.summary).toBe(
      `Status changed from pending to paid because payment ${reference} (Card) was settled through the payment sandbox`,
    );
  });

  it("staff changes read as the field people know, without a cause", async () => {
    const { shipment } = await insertShipmentInvoice(app.db, ada.user);
    const res = await staff.put("/api/shipment/payment-status", {
      tracking_number: shipment.tracking_number,
      payment_status: "Failed",
    });
    expect(res.status).toBe(200);
    const moved = await staff.put("/api/shipment/shipment-status", {
      tracking_number: shipment.tracking_number,
      shipment_status: "In Transit",
    });
    expect(moved.status).toBe(200);
    const [status, payment] = await shipmentHistory(shipment.id);
    expect(status).toMatchObject({ summary: "Shipment status changed from Pending to In Transit", cause: null });
    expect(status!.actor_label).toContain("(worker)");
    expect(payment!.summary).toBe("Payment status changed from Pending to Failed");
  });

  it("staff marking a shipment's invoice paid: the shipment's entry says which invoice", async () => {
    const { invoice, shipment } = await insertShipmentInvoice(app.db, ada.user);
    const res = await client(app, manager.token).put("/api/invoice/invoice-status", {
      invoice_id: invoice.id,
      status: "paid",
    });
    expect(res.status).toBe(200);
    const [paid] = await shipmentHistory(shipment.id);
    expect(paid!.summary).toBe(
      `Payment status changed from Pending to Paid because invoice ${invoice.transaction_id} was marked paid`,
    );
  });

  it("a staff reply answers an open ticket, a customer reply reopens it: each entry says so", async () => {
    const ticket = await insertTicket(app.db, ada.user.id, { status: "open" });
    expect((await staff.post(`/api/ticket/${ticket.id}/reply`, { response: "It is on its way." })).status).toBe(200);
    const [answered] = await ticketHistory(ticket.id);
    expect(answered!.summary).toBe("Status changed from open to answered because staff replied");

    const reply = await client(app, ada.token).post(`/api/tickets/${ticket.id}/response`, { messages: "Thanks!" });
    expect(reply.status).toBe(200);
    const [reopened] = await ticketHistory(ticket.id);
    expect(reopened).toMatchObject({
      summary: "Status changed from answered to open because the customer replied",
      cause: "the customer replied",
    });
  });
});
