import { ASSESSMENT_TEXTS } from "@app/shared/customs/assessment";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payInvoiceInSandbox } from "../../../test/checkout.js";
import { packDeclared, prepareDutyPricing } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { untilOneWaitsForALock } from "../../../test/overlapping-transactions.js";
import { buildTestApp } from "../../../test/build-app.js";
import { insertMaster } from "../../db/factories/masters.js";
import { customsDutyAssessments, invoices, masterShipments, shipmentDuties, shipments } from "../../db/schema.js";

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

/** A shipment packed duty-paid and paid (an assessment settles against a paid estimate), with its stored duty. */
async function paidDutyShipment() {
  const { customer, packed } = await packDeclared(app, owner, [
    { description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" },
  ]);
  expect(packed.status, JSON.stringify(packed.body)).toBe(201);
  await payInvoiceInSandbox(app, customer.token, packed.body.invoice.id);
  const [duty] = await app.db
    .select()
    .from(shipmentDuties)
    .where(eq(shipmentDuties.invoice_id, packed.body.invoice.id));
  return duty!;
}

// PostgreSQL only: PGlite has one connection, so two of its transactions never overlap.
describe.runIf(process.env.TEST_DRIVER === "postgres")("a master's assessment while its shipments change", () => {
  it("waits for a load or unload in progress and shares the total between the shipments on it then (decision 0159)", async () => {
    const [staying, leaving, joining] = [await paidDutyShipment(), await paidDutyShipment(), await paidDutyShipment()];
    const master = await insertMaster(app.db);
    await app.db
      .update(shipments)
      .set({ master_shipment_id: master.id })
      .where(inArray(shipments.id, [staying.shipment_id, leaving.shipment_id]));
    const total = 5_000_000;
    let assessment!: Promise<{ status: number; body: unknown }>;
    // As unloading and loading do (master-shipments.staff.service.ts): the master locked, then its shipments changed.
    await app.db.transaction(async (tx) => {
      await tx.select().from(masterShipments).where(eq(masterShipments.id, master.id)).for("update");
      assessment = client(app, owner.token).post(`/api/admin/master-shipments/${master.id}/customs-duty/assessments`, {
        assessed: "50000",
        idempotency_key: "assess-while-reloaded",
      });
      // The assessment waits for the master; before, it read the shipments and answered without waiting.
      await Promise.race([untilOneWaitsForALock(app.db).catch(() => undefined), assessment]);
      await tx.update(shipments).set({ master_shipment_id: null }).where(eq(shipments.id, leaving.shipment_id));
      await tx.update(shipments).set({ master_shipment_id: master.id }).where(eq(shipments.id, joining.shipment_id));
    });
    const answered = await assessment;
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    const records = await app.db
      .select({ duty: customsDutyAssessments.shipment_duty_id, assessed: customsDutyAssessments.assessed_kobo })
      .from(customsDutyAssessments)
      .where(inArray(customsDutyAssessments.shipment_duty_id, [staying.id, leaving.id, joining.id]));
    const byId = (a: number, b: number) => a - b;
    expect(records.map((r) => r.duty).sort(byId)).toEqual([staying.id, joining.id].sort(byId));
    expect(records.reduce((sum, r) => sum + r.assessed, 0)).toBe(total);
  });
});
