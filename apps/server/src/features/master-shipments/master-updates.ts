import type { ShipmentStatus } from "@app/shared/core/enums";
import type { MasterUpdateInput } from "@app/shared/master-shipments/staff";
import { MILESTONE_LABELS, MILESTONE_STATUS } from "@app/shared/core/milestones";
import { and, eq, max, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { masterUpdates, shipments, trackingEvents } from "../../db/schema.js";
import { type Actor, adminActor, recordAudit } from "../../lib/audit.js";
import { mailDateTime } from "../../lib/mail/mail-dates.js";
import { type NotifyConfig, notifyCustomers } from "../../lib/notify/notify.js";
import { notifyTrackingSubscribers } from "../../lib/notify/tracking-subscribers.js";
import type { AdminRow } from "../../plugins/auth.js";
import { shipmentsOwingDuty } from "../customs/public.js";
import { shipRequestsDepartedOnMaster } from "../ship-requests/public.js";
import { deliveredWithProof, deriveStatusesOnMaster, setEstimatedDeliveryOnMaster } from "../shipments/public.js";
import { asksForDuty, masterUpdateNotices, recipientsOf, updateFacts, updateForShipment } from "./master-notices.js";
import {
  type MasterRecord,
  type MasterUpdateRecord,
  recipientsOnMaster,
  updateMaster,
} from "./master-shipments.staff.repository.js";

export interface RecordedMasterUpdate {
  update: MasterUpdateRecord;
  master: MasterRecord;
  /**
   * Every linked shipment that got the tracking event: what a follow-up needs to reach people beyond the customers
   * (e.g. confirmed public tracking subscribers of these shipments, lib/notify/tracking-subscribers.ts).
   */
  shipmentIds: number[];
  statusesChanged: number;
  shippedRequestIds: number[];
}

/**
 * One tracking event per linked shipment, copied from the update row, in ONE statement; answers the shipment ids. A
 * shipment in a `skipped` status gets none (nor its customer and subscribers a notice): a cancelled one is not
 * travelling, and a delay says nothing to one already delivered. Nor does one delivered with its proof recorded: its
 * customer has the goods, whatever the master reports after (docs/decisions/0134). A hold for unpaid duties keeps
 * its reason on the shipments that owe duty only: the others' timelines read the plain 'in customs' (decision 0154).
 */
async function insertEventsForMaster(
  tx: Tx,
  masterId: number,
  updateId: number,
  skipped: readonly ShipmentStatus[],
  owingDuty: ReadonlySet<number>,
): Promise<number[]> {
  const owing = sql`array[${sql.join(
    [0, ...owingDuty].map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const result = await tx.execute(sql`
    insert into ${trackingEvents} (shipment_id, kind, milestone, customs_reason, place, note, new_expected_date, source,
      visible, master_update_id, occurred_at, created_by)
    select s.id, u.kind, u.milestone,
      case when u.customs_reason = 'duties_unpaid' and not s.id = any(${owing}) then null else u.customs_reason end,
      u.place, u.note, u.new_expected_date, 'master', true, u.id, u.occurred_at, u.created_by
    from ${shipments} s cross join ${masterUpdates} u
    where u.id = ${updateId} and s.master_shipment_id = ${masterId} and s.shipment_status not in (${sql.join(
      skipped.map((status) => sql`${status}`),
      sql`, `,
    )}) and not ${deliveredWithProof(sql`s.id`, sql`s.shipment_status`)}
    returning shipment_id`);
  return (result as unknown as { rows: Array<{ shipment_id: number }> }).rows.map((r) => Number(r.shipment_id));
}

/** When the master's latest milestone happened (by its time, not when it was posted), or null before the first. */
async function latestMilestoneAt(tx: Tx, masterId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(masterUpdates.occurred_at) })
    .from(masterUpdates)
    .where(and(eq(masterUpdates.master_shipment_id, masterId), eq(masterUpdates.kind, "milestone")));
  return row?.at ?? null;
}

/**
 * A milestone entered late, dated before the master's latest: it goes on the timeline only (the caller has recorded
 * its events). Where the goods are is what the latest milestone said, so statuses, the master's last milestone and
 * when it last moved stay, and nobody is told news older than what they were last told (docs/decisions/0134).
 */
async function recordLateMilestone(tx: Tx, actor: Actor, master: MasterRecord, update: MasterUpdateRecord) {
  await recordAudit(tx, actor, {
    entityType: "master_shipment",
    entityId: master.id,
    action: "earlier_milestone_added",
    newValue: `${MILESTONE_LABELS[update.milestone!]} of ${mailDateTime(update.occurred_at)}, on the timeline only: it happened before the latest milestone${master.last_milestone ? ` (${MILESTONE_LABELS[master.last_milestone]})` : ""}, so no status changed and no one was notified`,
  });
}

/**
 * Records one update of a master (a milestone, or a delay notice) on everything it carries, set-based, inside the
 * caller's transaction (the master row locked): the master's log entry; a tracking event on every linked shipment
 * (INSERT ... SELECT); for a milestone the master's last milestone and each shipment's derived status
 * (MILESTONE_STATUS, with status history only where it changes), and on departure its paid ship requests become
 * 'shipped'; for a delay the master's and the shipments' expected dates; then ONE notice per customer (kind
 * 'milestones' or 'delays', by their preferences) listing all of their shipments on the master, bulk-queued. A
 * milestone dated before the master's latest only adds its events (recordLateMilestone).
 */
export async function recordMasterUpdate(
  tx: Tx,
  config: NotifyConfig,
  admin: AdminRow,
  master: MasterRecord,
  input: MasterUpdateInput,
): Promise<RecordedMasterUpdate> {
  const actor = adminActor(admin);
  const occurredAt = input.occurred_at ? new Date(input.occurred_at) : new Date();
  // Only a time given can be late: one posted now is where the goods are now, a correction too (decision 0033).
  const latest = input.kind === "milestone" && input.occurred_at ? await latestMilestoneAt(tx, master.id) : null;
  const late = latest !== null && occurredAt.getTime() < latest.getTime();
  const [inserted] = await tx
    .insert(masterUpdates)
    .values({
      master_shipment_id: master.id,
      kind: input.kind,
      milestone: input.kind === "milestone" ? input.milestone : null,
      customs_reason: input.customs_reason ?? null,
      place: input.place || null,
      note: input.note || null,
      internal_note: input.internal_note || null,
      new_expected_date: input.kind === "delay" ? input.new_expected_date : null,
      occurred_at: occurredAt,
      created_by: admin.id,
    })
    .returning();
  const update = inserted!;
  const skipped: ShipmentStatus[] = input.kind === "delay" ? ["Cancelled", "Delivered"] : ["Cancelled"];
  // Who owes duty, read once: a hold for unpaid duties asks them only to pay (decision 0154).
  const owingDuty = asksForDuty(update) ? await shipmentsOwingDuty(tx, master.id) : new Set<number>();
  const shipmentIds = await insertEventsForMaster(tx, master.id, update.id, skipped, owingDuty);
  if (late) {
    await recordLateMilestone(tx, actor, master, update);
    const [counted] = await tx
      .update(masterUpdates)
      .set({ shipments_count: shipmentIds.length })
      .where(eq(masterUpdates.id, update.id))
      .returning();
    return { update: counted!, master, shipmentIds, statusesChanged: 0, shippedRequestIds: [] };
  }

  let statusesChanged = 0;
  let shippedRequestIds: number[] = [];
  let changed: MasterRecord;
  if (input.kind === "milestone") {
    const label = MILESTONE_LABELS[input.milestone];
    const cause = `master shipment ${master.reference} reported '${label}'`;
    statusesChanged = await deriveStatusesOnMaster(tx, actor, master.id, MILESTONE_STATUS[input.milestone], cause);
    // Every milestone means the master has left (staff may post 'Arrived' first, having missed 'Departed'): its paid
    // requests are shipped by the first milestone posted, whichever it is.
    shippedRequestIds = await shipRequestsDepartedOnMaster(tx, actor, master.id, cause);
    changed = await updateMaster(tx, master.id, { last_milestone: input.milestone, last_moved_at: new Date() });
    await recordAudit(tx, actor, {
      entityType: "master_shipment",
      entityId: master.id,
      action: "status_update",
      field: "milestone",
      oldValue: master.last_milestone ? MILESTONE_LABELS[master.last_milestone] : null,
      newValue: label,
    });
  } else {
    await setEstimatedDeliveryOnMaster(tx, master.id, input.new_expected_date);
    changed = await updateMaster(tx, master.id, { expected_arrival_date: input.new_expected_date });
    await recordAudit(tx, actor, {
      entityType: "master_shipment",
      entityId: master.id,
      action: "changed",
      field: "expected_arrival_date",
      oldValue: master.expected_arrival_date ?? "(none)",
      newValue: input.new_expected_date,
      cause: `of a delay notice: ${input.note}`,
    });
  }

  const recipients = recipientsOf(await recipientsOnMaster(tx, master.id, skipped), owingDuty);
  const outcome = await notifyCustomers(tx, config, masterUpdateNotices(update, recipients, config.PUBLIC_URL));
  // Confirmed public "Notify me" subscribers of these shipments: one e-mail each, with its unsubscribe link; a
  // shipment that owes no duty is told a hold for unpaid duties as the plain milestone, as its customer is.
  for (const owes of [true, false]) {
    const ids = shipmentIds.filter((id) => owingDuty.has(id) === owes);
    const { headline, rows } = updateFacts(updateForShipment(update, owes));
    const subject = (n: string) => `Shipment ${n}${headline.startsWith(":") ? headline : ` ${headline}`}`;
    await notifyTrackingSubscribers(tx, config, ids, { subject, content: { heading: "Tracking update", rows } });
  }

  const [counted] = await tx
    .update(masterUpdates)
    .set({ shipments_count: shipmentIds.length, notified_count: outcome.notified, opted_out_count: outcome.optedOut })
    .where(eq(masterUpdates.id, update.id))
    .returning();
  return { update: counted!, master: changed, shipmentIds, statusesChanged, shippedRequestIds };
}
