import { PAYABLE_INVOICE_STATUSES } from "@app/shared/invoices/invoices";
import { and, eq, exists, gt, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customsDutyAssessments, invoices, shipmentDuties, shipments } from "../../db/schema.js";

const payable = inArray(invoices.status, [...PAYABLE_INVOICE_STATUSES]);

/**
 * The shipments on a master whose customer still owes duty and taxes (decision 0154): the invoice their estimate was
 * priced onto, or a difference invoice of an assessment, is pending or overdue. A shipment never priced duty-paid,
 * or priced at ₦0, or whose duty is paid, owes none: a master's "in customs (duties unpaid)" asks nothing of it.
 */
export async function shipmentsOwingDuty(db: DbOrTx, masterId: number): Promise<Set<number>> {
  const estimateUnpaid = and(
    gt(shipmentDuties.estimated_kobo, 0),
    exists(
      db
        .select({ one: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.id, shipmentDuties.invoice_id), payable)),
    ),
  );
  const differenceUnpaid = exists(
    db
      .select({ one: invoices.id })
      .from(customsDutyAssessments)
      .innerJoin(
        invoices,
        and(eq(invoices.reference_type, "customs_duty"), eq(invoices.reference_id, customsDutyAssessments.id)),
      )
      .where(and(eq(customsDutyAssessments.shipment_duty_id, shipmentDuties.id), payable)),
  );
  const rows = await db
    .select({ shipment_id: shipmentDuties.shipment_id })
    .from(shipmentDuties)
    .innerJoin(shipments, eq(shipments.id, shipmentDuties.shipment_id))
    .where(and(eq(shipments.master_shipment_id, masterId), or(estimateUnpaid, differenceUnpaid)));
  return new Set(rows.map((r) => r.shipment_id));
}
