import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertShipment } from "../../db/factories/index.js";
import { shipments } from "../../db/schema.js";

/**
 * Staff set a shipment's payment status to Pending, Paid or Failed; Refunded comes only from recording a refund on its
 * invoice, and a refunded shipment keeps it (as a refunded invoice keeps its status). Creating one Refunded is refused
 * in shipments.staff.test.ts.
 */
const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const owner = await signInAdmin(app, "owner");
const customer = await signUpCustomer(app);
const user = { id: customer.user.id as number, email_address: customer.email };
const ONE_OF = "Payment status must be one of: Pending, Paid, Failed";

const setPayment = (token: string, tracking_number: string, payment_status: string) =>
  client(app, token).put("/api/shipment/payment-status", { tracking_number, payment_status });
const paymentOf = async (id: number) =>
  (await app.db.select({ s: shipments.payment_status }).from(shipments).where(eq(shipments.id, id)))[0]!.s;

describe("a shipment's payment status set by staff", () => {
  it("is never Refunded by hand: 400 on payment_status, and the shipment keeps its status", async () => {
    const shipment = await insertShipment(app.db, user, { payment_status: "Paid" });
    for (const who of [worker, owner]) {
      const res = await setPayment(who.token, shipment.tracking_number, "Refunded");
      expect(res.status).toBe(400);
      expect(res.body.fields.payment_status).toBe(ONE_OF);
    }
    expect(await paymentOf(shipment.id)).toBe("Paid");
    // Pending, Paid and Failed stay settable.
    for (const status of ["Failed", "Pending", "Paid"]) {
      expect((await setPayment(worker.token, shipment.tracking_number, status)).status).toBe(200);
      expect(await paymentOf(shipment.id)).toBe(status);
    }
  });

  it("of a refunded shipment stays Refunded: 409 saying a refund was recorded", async () => {
    const shipment = await insertShipment(app.db, user, { payment_status: "Refunded" });
    const res = await setPayment(owner.token, shipment.tracking_number, "Paid");
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("This shipment's payment was refunded: its payment status stays Refunded.");
    expect(await paymentOf(shipment.id)).toBe("Refunded");
  });
});
