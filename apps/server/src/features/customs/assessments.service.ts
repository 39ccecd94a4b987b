import {
  ASSESSMENT_TEXTS,
  type AssessmentView,
  differenceWords,
  type MasterDutyView,
  outcomeOf,
  type ShipmentDutyView,
} from "@app/shared/customs/assessment";
import { apportion } from "@app/shared/customs/duty";
import { formatKobo } from "@app/shared/wallet/wallet";
import type { DbOrTx } from "../../db/client.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { conflict, notFound } from "../../lib/errors.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { findCustomerById } from "../accounts/public.js";
import {
  type CancelledDifference,
  cancelUnpaidDutyDifferences,
  invoiceSummariesOf,
  issueDutyDifferenceInvoice,
} from "../invoices/public.js";
import { creditCustomsDutyRefund } from "../wallet/public.js";
import { type AssessmentFacts, assessmentNotice } from "./assessment-notice.js";
import {
  assessmentByKey,
  assessmentIdsOf,
  assessmentsOf,
  type DutyRow,
  dutiesOfMaster,
  dutyOfShipment,
  findMasterRef,
  heldDutyInvoiceStatus,
  holdMasterRef,
  insertAssessment,
  isCustomersShipment,
  latestAssessment,
  lockDuties,
  markDutyAssessed,
} from "./assessments.repository.js";

/*
 * The duty customs assessed after clearance (issue 37, decision 0082). Each record is settled against what was
 * charged before it (the estimate, or the record it corrects): less → wallet credit from the customs_duties account,
 * more → a new naira invoice, equal → nothing. Every decision about one shipment is taken under its duty row's lock,
 * so posts sent at once (retries, double clicks, a master's post and a shipment's) settle each record exactly once.
 * The invoice that carried the estimate is locked before that row (decision 0153's order, as unpacking takes them);
 * a master's assessment holds the master before both (decision 0159).
 */

interface RecordInput {
  assessed: number;
  reason: string | null;
  idempotency_key: string;
}

/* ---------- Views ---------- */

async function viewsOf(db: DbOrTx, duties: readonly DutyRow[], staff: boolean): Promise<ShipmentDutyView[]> {
  const records = await assessmentsOf(
    db,
    duties.map((d) => d.id),
  );
  const views: ShipmentDutyView[] = [];
  for (const duty of duties) {
    const own = records.filter((r) => r.row.shipment_duty_id === duty.id);
    const invoices = await invoiceSummariesOf(
      db,
      duty.user_id,
      "customs_duty",
      own.map((r) => r.row.id),
    );
    const assessments: AssessmentView[] = own.map(({ row, master_reference, admin_firstname, admin_lastname }) => ({
      id: row.id,
      assessed_kobo: row.assessed_kobo,
      previous_kobo: row.previous_kobo,
      difference_kobo: row.difference_kobo,
      outcome: outcomeOf(row.difference_kobo),
      corrects_id: row.corrects_id,
      reason: row.reason,
      master: row.master_shipment_id ? { id: row.master_shipment_id, reference: master_reference ?? "" } : null,
      waived_kobo: row.waived_kobo,
      ledger_transaction_id: row.ledger_transaction_id,
      invoice: invoices.get(row.id) ?? null,
      recorded_by: staff && admin_firstname ? `${admin_firstname} ${admin_lastname ?? ""}`.trim() : null,
      created_at: row.created_at.toISOString(),
    }));
    const latest = assessments.at(-1);
    views.push({
      shipment_id: duty.shipment_id,
      tracking_number: duty.tracking_number,
      estimated_kobo: duty.estimated_kobo,
      invoice_currency: duty.invoice_currency,
      invoice_amount_minor: duty.invoice_amount_minor,
      invoice_id: duty.invoice_id,
      assessed_kobo: latest?.assessed_kobo ?? null,
      difference_kobo: latest ? latest.assessed_kobo - duty.estimated_kobo : null,
      assessments,
    });
  }
  return views;
}

async function shipmentView(db: DbOrTx, shipmentId: number, staff: boolean, customerId?: number) {
  const duty = await dutyOfShipment(db, shipmentId, customerId);
  if (!duty) return null;
  const [view] = await viewsOf(db, [duty], staff);
  return view!;
}

async function masterView(db: DbOrTx, masterId: number): Promise<MasterDutyView> {
  const master = await findMasterRef(db, masterId);
  if (!master) throw notFound("Master shipment not found.");
  const shipments = await viewsOf(db, await dutiesOfMaster(db, masterId), true);
  const allAssessed = shipments.length > 0 && shipments.every((s) => s.assessed_kobo !== null);
  return {
    master,
    shipments,
    estimated_kobo: shipments.reduce((sum, s) => sum + s.estimated_kobo, 0),
    assessed_kobo: allAssessed ? shipments.reduce((sum, s) => sum + (s.assessed_kobo ?? 0), 0) : null,
  };
}

/** Staff: the shipment's duty (null when it was not priced duty-paid). */
export const staffShipmentDuty = async (ctx: ServiceContext, shipmentId: number) => ({
  duty: await shipmentView(ctx.db, shipmentId, true),
});

/** The customer: their shipment's duty, without who recorded it; another customer's shipment is not found. */
export async function customerShipmentDuty(ctx: ServiceContext, customerId: number, shipmentId: number) {
  if (!(await isCustomersShipment(ctx.db, shipmentId, customerId))) throw notFound("Shipment not found.");
  return { duty: await shipmentView(ctx.db, shipmentId, false, customerId) };
}

export const staffMasterDuty = (ctx: ServiceContext, masterId: number) => masterView(ctx.db, masterId);

/* ---------- Recording ---------- */

/**
 * Records one shipment's assessed duty under its locked duty row and settles the difference. Answers the record the
 * same key made before (created: false) without settling anything again.
 */
async function settleOne(
  tx: DbOrTx,
  ctx: ServiceContext,
  admin: AdminRow,
  duty: DutyRow,
  input: RecordInput & { masterId: number | null },
): Promise<{ created: boolean }> {
  if (await assessmentByKey(tx, duty.id, input.idempotency_key)) return { created: false };
  // Settled against the estimate the customer paid: a credit for duty never collected (or already given back) would
  // be money out of nothing.
  const invoiceStatus = await heldDutyInvoiceStatus(tx, duty.invoice_id);
  if (invoiceStatus !== "paid") throw conflict(ASSESSMENT_TEXTS.invoiceNotPaid(duty.tracking_number, invoiceStatus));
  const latest = await latestAssessment(tx, duty.id);
  if (latest && !input.reason) throw conflict(ASSESSMENT_TEXTS.correctionNeedsReason, { reason: "Reason is required" });
  const previous = latest?.assessed_kobo ?? duty.estimated_kobo;
  const difference = input.assessed - previous;
  const actor = adminActor(admin);
  const explanation = `shipment ${duty.tracking_number}, customs assessed ${formatKobo(input.assessed)}, ${differenceWords(difference, latest ? "recorded before" : "estimated")}`;
  // A decrease first comes off what earlier difference invoices still bill unpaid (decision 0088): they are
  // cancelled, what they billed beyond the decrease is billed again below, and only the rest reaches the wallet.
  const decrease = Math.max(-difference, 0);
  const cancelled =
    decrease > 0
      ? await cancelUnpaidDutyDifferences(tx, actor, {
          customerId: duty.user_id,
          assessmentIds: await assessmentIdsOf(tx, duty.id),
          decreaseKobo: decrease,
          cause: `customs duty corrected down: ${explanation}`,
        })
      : [];
  const cancelledKobo = cancelled.reduce((sum, c) => sum + c.amountKobo, 0);
  const waived = Math.min(decrease, cancelledKobo);
  const creditKobo = decrease - waived;
  const credit =
    creditKobo > 0
      ? await creditCustomsDutyRefund(tx, {
          customerId: duty.user_id,
          amountKobo: creditKobo,
          idempotencyKey: `customs-duty:${duty.id}:${input.idempotency_key}`,
          actor,
          // The statement puts the cause's label before it (wallet lineOf).
          reason: explanation,
        })
      : null;
  const row = await insertAssessment(tx, {
    shipment_duty_id: duty.id,
    shipment_id: duty.shipment_id,
    user_id: duty.user_id,
    master_shipment_id: input.masterId,
    assessed_kobo: input.assessed,
    previous_kobo: previous,
    difference_kobo: difference,
    corrects_id: latest?.id ?? null,
    reason: input.reason,
    request_key: input.idempotency_key,
    ledger_transaction_id: credit?.id ?? null,
    waived_kobo: waived,
    created_by: admin.id,
  });
  const charge = difference > 0 ? difference : cancelledKobo - waived;
  const invoice =
    charge > 0
      ? await issueDutyDifferenceInvoice(
          tx,
          { ...actor, id: admin.id },
          {
            customerId: duty.user_id,
            assessmentId: row.id,
            amountKobo: charge,
            explanation:
              difference > 0
                ? explanation
                : `${explanation}, replacing ${cancelled.map((c) => c.transaction_id).join(", ")}`,
          },
        )
      : null;
  await markDutyAssessed(tx, row);
  await recordAudit(tx, actor, {
    entityType: "shipment_duty",
    entityId: duty.id,
    action: latest ? "assessment_corrected" : "assessed",
    field: "assessed_kobo",
    oldValue: formatKobo(previous),
    newValue: `${formatKobo(input.assessed)} (${settledWords(difference, cancelled, creditKobo, invoice)})`,
    cause: input.reason ?? (input.masterId ? "the master's assessed duty was shared by estimate" : null),
  });
  if (difference !== 0) {
    await notifyOf(tx, ctx, duty, { row, latest: !!latest, invoice, cancelled, creditKobo });
  }
  return { created: true };
}

/** What a record did, for the audit: "cancelled INV-1, credited ₦300.00 to the wallet", "invoice INV-2", … */
function settledWords(
  difference: number,
  cancelled: readonly CancelledDifference[],
  creditKobo: number,
  invoice: { transaction_id: string } | null,
): string {
  if (difference === 0) return "no difference";
  const parts = [
    ...(cancelled.length ? [`cancelled unpaid ${cancelled.map((c) => c.transaction_id).join(", ")}`] : []),
    ...(creditKobo > 0 ? [`credited ${formatKobo(creditKobo)} to the wallet`] : []),
    ...(invoice ? [`invoice ${invoice.transaction_id}`] : []),
  ];
  return parts.join(", ");
}

async function notifyOf(
  tx: DbOrTx,
  ctx: ServiceContext,
  duty: DutyRow,
  settled: {
    row: { assessed_kobo: number; previous_kobo: number; difference_kobo: number; reason: string | null };
    latest: boolean;
    invoice: { id: number; transaction_id: string; total_amount: string; due_date: Date } | null;
    cancelled: readonly CancelledDifference[];
    creditKobo: number;
  },
) {
  const customer = await findCustomerById(tx, duty.user_id);
  if (!customer) return;
  const { row } = settled;
  const facts: AssessmentFacts = {
    trackingNumber: duty.tracking_number,
    shipmentId: duty.shipment_id,
    previousKobo: row.previous_kobo,
    assessedKobo: row.assessed_kobo,
    correction: settled.latest,
    reason: row.reason,
    cancelled: settled.cancelled.map(({ transaction_id, amountKobo }) => ({ transaction_id, amountKobo })),
    ...(settled.invoice ? { invoice: settled.invoice } : {}),
    ...(settled.creditKobo > 0 ? { credit: { amountKobo: settled.creditKobo } } : {}),
  };
  await notifyCustomers(tx, ctx.config, [assessmentNotice(customer, facts, ctx.config.PUBLIC_URL)]);
}

/** POST …/shipments/:id/customs-duty/assessments. 201 with the view, or 200 when the key was posted before. */
export async function recordShipmentAssessment(
  ctx: ServiceContext,
  admin: AdminRow,
  shipmentId: number,
  input: RecordInput,
) {
  const created = await inTransaction(ctx, async (tx) => {
    const duty = await dutyOfShipment(tx, shipmentId);
    // Gone once locked: unpacked meanwhile (decision 0150), as a shipment never priced.
    if (!duty || !(await lockDuties(tx, [duty])).has(duty.id)) throw notFound(ASSESSMENT_TEXTS.notPriced);
    return (await settleOne(tx, ctx, admin, duty, { ...input, masterId: null })).created;
  });
  const view = await shipmentView(ctx.db, shipmentId, true);
  return {
    created,
    body: { message: created ? ASSESSMENT_TEXTS.recorded : ASSESSMENT_TEXTS.alreadyRecorded, duty: view! },
  };
}

/**
 * POST …/master-shipments/:id/customs-duty/assessments: the master's total shared between its duty-paid shipments
 * in proportion to their estimates (largest remainder, exact to the kobo; equal shares when every estimate is 0),
 * one record per shipment, all in one transaction.
 */
export async function recordMasterAssessment(
  ctx: ServiceContext,
  admin: AdminRow,
  masterId: number,
  input: RecordInput,
) {
  const created = await inTransaction(ctx, async (tx) => {
    // Held: a load or unload in progress is waited for, and none changes the master's shipments until this commits.
    const master = await holdMasterRef(tx, masterId);
    if (!master) throw notFound("Master shipment not found.");
    const read = await dutiesOfMaster(tx, masterId);
    // A duty gone once locked was unpacked meanwhile; with the master held its shipments stay on it, and unpacking
    // refuses a shipment on a master (0150), so this only guards.
    const locked = await lockDuties(tx, read);
    const duties = read.filter((d) => locked.has(d.id));
    if (duties.length === 0) throw conflict(ASSESSMENT_TEXTS.masterNotPriced);
    let correcting = false;
    for (const duty of duties) {
      if (await assessmentByKey(tx, duty.id, input.idempotency_key)) return false;
      if (await latestAssessment(tx, duty.id)) correcting = true;
    }
    if (correcting && !input.reason) {
      throw conflict(ASSESSMENT_TEXTS.masterCorrectionNeedsReason, { reason: "Reason is required" });
    }
    const estimates = duties.map((d) => d.estimated_kobo);
    const weights = estimates.some((e) => e > 0) ? estimates : estimates.map(() => 1);
    const shares = apportion(input.assessed, weights);
    for (const [i, duty] of duties.entries()) {
      await settleOne(tx, ctx, admin, duty, { ...input, assessed: shares[i]!, masterId });
    }
    await recordAudit(tx, adminActor(admin), {
      entityType: "master_shipment",
      entityId: masterId,
      action: "customs_assessed",
      field: "assessed_kobo",
      newValue: `${formatKobo(input.assessed)} shared between ${duties.length} shipment${duties.length === 1 ? "" : "s"} by estimate`,
      cause: input.reason,
    });
    return true;
  });
  const duty = await masterView(ctx.db, masterId);
  return { created, body: { message: created ? ASSESSMENT_TEXTS.recorded : ASSESSMENT_TEXTS.alreadyRecorded, duty } };
}
