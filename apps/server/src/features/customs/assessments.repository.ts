import { and, asc, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  admins,
  customsDutyAssessments,
  invoices,
  masterShipments,
  shipmentDuties,
  shipments,
} from "../../db/schema.js";

/** A priced shipment's duty row with the shipment's tracking number (what every view and notice names it by). */
const dutyColumns = {
  id: shipmentDuties.id,
  shipment_id: shipmentDuties.shipment_id,
  user_id: shipmentDuties.user_id,
  tracking_number: shipments.tracking_number,
  estimated_kobo: shipmentDuties.estimated_kobo,
  invoice_id: shipmentDuties.invoice_id,
  invoice_currency: shipmentDuties.invoice_currency,
  invoice_amount_minor: shipmentDuties.invoice_amount_minor,
};
export type AssessmentRow = typeof customsDutyAssessments.$inferSelect;

function dutiesWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(dutyColumns)
    .from(shipmentDuties)
    .innerJoin(shipments, eq(shipments.id, shipmentDuties.shipment_id))
    .where(where)
    .orderBy(asc(shipmentDuties.id));
}

export type DutyRow = Awaited<ReturnType<typeof dutiesWhere>>[number];

/** The shipment's duty (of this customer, when given); undefined when it was not priced duty-paid. */
export async function dutyOfShipment(db: DbOrTx, shipmentId: number, customerId?: number) {
  const [row] = await dutiesWhere(
    db,
    and(
      eq(shipmentDuties.shipment_id, shipmentId),
      customerId === undefined ? undefined : eq(shipmentDuties.user_id, customerId),
    ),
  );
  return row;
}

/** Whether the shipment is this customer's (another customer's answers 404, as a stranger's record). */
export async function isCustomersShipment(db: DbOrTx, shipmentId: number, customerId: number) {
  const count = await db.$count(shipments, and(eq(shipments.id, shipmentId), eq(shipments.user_id, customerId)));
  return count > 0;
}

/** The duties of a master's shipments, in id order. */
export const dutiesOfMaster = (db: DbOrTx, masterId: number) =>
  dutiesWhere(db, eq(shipments.master_shipment_id, masterId));

/**
 * Locks these duties for the rest of the transaction in decision 0153's order: first the invoices that carried their
 * estimates (FOR SHARE, in id order), then the duty rows (FOR UPDATE, in id order, so a master's post and a
 * shipment's post never wait on each other crosswise). Unpacking (decision 0150) locks the invoice and then deletes
 * the duty: taken the other way round, both at once could deadlock. Answers the ids of the duties still there: one
 * unpacking deleted while this waited for its invoice is gone (a duty's invoice never changes, and its shipment,
 * cancelled by the unpacking, is never priced again). Every record of one shipment is decided under its row's lock.
 */
export async function lockDuties(
  tx: DbOrTx,
  duties: readonly Pick<DutyRow, "id" | "invoice_id">[],
): Promise<Set<number>> {
  if (duties.length === 0) return new Set();
  const invoiceIds = duties.flatMap((d) => (d.invoice_id === null ? [] : [d.invoice_id]));
  if (invoiceIds.length > 0) {
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(inArray(invoices.id, invoiceIds))
      .orderBy(asc(invoices.id))
      .for("share");
  }
  const locked = await tx
    .select({ id: shipmentDuties.id })
    .from(shipmentDuties)
    .where(
      inArray(
        shipmentDuties.id,
        duties.map((d) => d.id),
      ),
    )
    .orderBy(asc(shipmentDuties.id))
    .for("update");
  return new Set(locked.map((row) => row.id));
}

/**
 * The assessed duty a paid invoice settled, with its shipment's tracking number, or undefined when it settled none:
 * customs were paid, so the invoice can no longer be refunded whole. `estimate`: the invoice carried the shipment's
 * estimated duty and customs assessed it since (decision 0108). `difference`: the invoice billed what customs
 * assessed beyond it (reference type 'customs_duty', its reference the record); refunding it would leave the
 * assessment settled with the money given back (decision 0135). A cancelled difference invoice billed nothing that
 * stands (0088), so a payment that came after its cancellation is still refunded.
 */
export async function assessedDutyOfInvoice(
  db: DbOrTx,
  invoiceId: number,
): Promise<{ tracking_number: string; billed: "estimate" | "difference" } | undefined> {
  const [estimate] = await db
    .select({ tracking_number: shipments.tracking_number })
    .from(shipmentDuties)
    .innerJoin(shipments, eq(shipments.id, shipmentDuties.shipment_id))
    .where(and(eq(shipmentDuties.invoice_id, invoiceId), isNotNull(shipmentDuties.assessed_at)))
    .limit(1);
  if (estimate) return { ...estimate, billed: "estimate" };
  const [difference] = await db
    .select({ tracking_number: shipments.tracking_number })
    .from(invoices)
    .innerJoin(customsDutyAssessments, eq(customsDutyAssessments.id, invoices.reference_id))
    .innerJoin(shipments, eq(shipments.id, customsDutyAssessments.shipment_id))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.reference_type, "customs_duty"), eq(invoices.status, "paid")))
    .limit(1);
  return difference && { ...difference, billed: "difference" };
}

/**
 * The status of the invoice that carried the shipment's estimated duty, held (FOR SHARE) until the record commits: a
 * refund or cancellation of that invoice (which locks it) waits, so a record never settles against duty being given
 * back at the same moment. `lockDuties` took this lock already, before the duty's (decision 0153). Null when the duty
 * has no invoice.
 */
export async function heldDutyInvoiceStatus(tx: DbOrTx, invoiceId: number | null) {
  if (invoiceId === null) return null;
  const [row] = await tx
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("share");
  return row?.status ?? null;
}

/**
 * The master, held FOR SHARE until the assessment commits: its shipments change only by loading and unloading, which
 * lock it FOR UPDATE first, so the shipments read after this are the master's until then (decision 0159). First in
 * decision 0153's order, before the invoices of its shipments' estimates, as a load takes it before their shipments.
 */
export async function holdMasterRef(tx: DbOrTx, masterId: number) {
  const [row] = await tx
    .select({ id: masterShipments.id, reference: masterShipments.reference })
    .from(masterShipments)
    .where(eq(masterShipments.id, masterId))
    .for("share");
  return row;
}

export async function findMasterRef(db: DbOrTx, masterId: number) {
  const [row] = await db
    .select({ id: masterShipments.id, reference: masterShipments.reference })
    .from(masterShipments)
    .where(eq(masterShipments.id, masterId));
  return row;
}

/** The record a post with this key made for the shipment, if any. */
export async function assessmentByKey(db: DbOrTx, dutyId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(customsDutyAssessments)
    .where(
      and(eq(customsDutyAssessments.shipment_duty_id, dutyId), eq(customsDutyAssessments.request_key, requestKey)),
    );
  return row;
}

/** The shipment's record in force: the newest (each later record corrects the one before). */
export async function latestAssessment(db: DbOrTx, dutyId: number) {
  const [row] = await db
    .select()
    .from(customsDutyAssessments)
    .where(eq(customsDutyAssessments.shipment_duty_id, dutyId))
    .orderBy(desc(customsDutyAssessments.id))
    .limit(1);
  return row;
}

/** The ids of the shipment's records, oldest first (a decrease cancels what their invoices still bill). */
export async function assessmentIdsOf(db: DbOrTx, dutyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customsDutyAssessments.id })
    .from(customsDutyAssessments)
    .where(eq(customsDutyAssessments.shipment_duty_id, dutyId))
    .orderBy(customsDutyAssessments.id);
  return rows.map((r) => r.id);
}

export async function insertAssessment(tx: DbOrTx, values: typeof customsDutyAssessments.$inferInsert) {
  const [row] = await tx.insert(customsDutyAssessments).values(values).returning();
  return row!;
}

/** The summary on the duty row: the assessment in force (the records themselves are never changed). */
export async function markDutyAssessed(tx: DbOrTx, row: AssessmentRow) {
  await tx
    .update(shipmentDuties)
    .set({
      assessed_kobo: row.assessed_kobo,
      assessed_at: row.created_at,
      assessed_by: row.created_by,
      master_shipment_id: row.master_shipment_id,
      assessment_note: row.reason,
      ledger_transaction_id: row.ledger_transaction_id,
    })
    .where(eq(shipmentDuties.id, row.shipment_duty_id));
}

/** Every record of these duties, oldest first, with the master's reference and who recorded it. */
export function assessmentsOf(db: DbOrTx, dutyIds: readonly number[]) {
  return db
    .select({
      row: customsDutyAssessments,
      master_reference: masterShipments.reference,
      admin_firstname: admins.firstname,
      admin_lastname: admins.lastname,
    })
    .from(customsDutyAssessments)
    .leftJoin(masterShipments, eq(masterShipments.id, customsDutyAssessments.master_shipment_id))
    .leftJoin(admins, eq(admins.id, customsDutyAssessments.created_by))
    .where(inArray(customsDutyAssessments.shipment_duty_id, dutyIds.length ? [...dutyIds] : [0]))
    .orderBy(asc(customsDutyAssessments.id));
}
