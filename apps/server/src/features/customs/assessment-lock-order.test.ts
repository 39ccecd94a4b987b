import { ASSESSMENT_TEXTS } from "@app/shared/customs/assessment";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { packDeclared, prepareDutyPricing } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { untilOneWaitsForALock } from "../../../test/overlapping-transactions.js";
import { buildTestApp } from "../../../test/build-app.js";
import { customsDutyAssessments, invoices, shipmentDuties } from "../../db/schema.js";

/**
 * A customs assessment takes decision 0153's order: the invoice that carried the estimate, then the shipment's stored
 * duty. Unpacking (decision 0150) locks that invoice and then deletes the duty. Before, the assessment locked the duty
 * and then the invoice (FOR SHARE): both at once on one shipment each held the row the other wanted, PostgreSQL
 * aborted one (40P01) and the request answered 500.
 */
const { app } = await buildTestApp();
const owner = await prepareDutyPricing(app);

// PostgreSQL only: PGlite has one connection, so two of its transactions never overlap.
describe.runIf(process.env.TEST_DRIVER === "postgres")("an assessment while the shipment is unpacked", () => {
  it("waits for the invoice without holding the duty, then finds the duty gone (404, as after an unpacking)", async () => {
    const { packed } = await packDeclared(app, owner, [
      { description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" },
    ]);
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const invoiceId = packed.body.invoice.id as number;
    const [duty] = await app.db.select().from(shipmentDuties).where(eq(shipmentDuties.invoice_id, invoiceId));
    let assessment!: Promise<{ status: number; body: { error?: string } }>;
    // As unpacking does (ship-requests.staff.unpack.ts): the invoice locked, then the stored duty locked and deleted.
    await app.db.transaction(async (tx) => {
      await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
      assessment = client(app, owner.token).post(`/api/admin/shipments/${duty!.shipment_id}/customs-duty/assessments`, {
        assessed: "0",
        idempotency_key: "assess-while-unpacked",
      });
      await untilOneWaitsForALock(app.db);
      await tx.select().from(shipmentDuties).where(eq(shipmentDuties.id, duty!.id)).for("update");
      await tx.delete(shipmentDuties).where(eq(shipmentDuties.id, duty!.id));
      await tx.update(invoices).set({ status: "cancelled" }).where(eq(invoices.id, invoiceId));
    });
    const answered = await assessment;
    expect(answered.status, JSON.stringify(answered.body)).toBe(404);
    expect(answered.body.error).toBe(ASSESSMENT_TEXTS.notPriced);
    expect(await app.db.$count(customsDutyAssessments, eq(customsDutyAssessments.shipment_duty_id, duty!.id))).toBe(0);
  });
});
