import { STAFF_PERMISSIONS } from "@app/shared/core/roles";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { admins, masterShipments, shipments, warehouses } from "../../db/schema.js";
import type { EmailContent } from "../../lib/html.js";
import { mailDay } from "../../lib/mail/mail-dates.js";
import { enqueueMails } from "../../lib/mail/outbox.js";
import type { DailyJob } from "../../lib/schedule.js";

/**
 * The advance manifest reminder (issue 37, docs/decisions/0074): customs want a master's manifest at least 24 hours
 * before it arrives, so once its expected arrival is less than MANIFEST_REMINDER_HOURS away and nobody has downloaded
 * its manifest, the staff who may download it (records.view at its origin) get one e-mail naming it.
 *
 * The arrival is the start of the expected arrival day in Lagos (the date has no time: the earliest it can be).
 * Each master is reminded once: the job claims it with UPDATE ... SET manifest_reminded_at WHERE it is null RETURNING,
 * so a rerun, or a second process running the same statement, finds nothing left to claim. It runs at every check of
 * lib/schedule.ts (every few minutes), not once a day, so the reminder leaves no later than a check after the mark.
 */

export const MANIFEST_REMINDERS_JOB = "manifest-reminders";
export const MANIFEST_REMINDER_HOURS = 30;

/** Masters carrying shipments, not arrived, manifest never downloaded nor reminded, arrival less than 30 h away. */
async function claimDueMasters(tx: Tx, now: Date) {
  const arrival = sql`(${masterShipments.expected_arrival_date}::timestamp at time zone 'Africa/Lagos')`;
  return tx
    .update(masterShipments)
    .set({ manifest_reminded_at: now })
    .where(
      and(
        isNull(masterShipments.manifest_reminded_at),
        isNull(masterShipments.manifest_downloaded_at),
        or(isNull(masterShipments.last_milestone), eq(masterShipments.last_milestone, "departed_origin")),
        sql`${arrival} < ${now.toISOString()}::timestamptz + ${MANIFEST_REMINDER_HOURS} * interval '1 hour'`,
        sql`exists (select 1 from ${shipments} where ${shipments.master_shipment_id} = ${masterShipments.id})`,
      ),
    )
    .returning();
}

type DueMaster = Awaited<ReturnType<typeof claimDueMasters>>[number];

export function manifestReminderMail(master: DueMaster, originLabel: string, publicUrl: string): EmailContent {
  return {
    heading: `Download the advance manifest of ${master.reference}`,
    paragraphs: [
      `${master.reference} (${master.carrier} ${master.transport_document}, ${originLabel} → ${master.destination}) ` +
        `is expected on ${mailDay(new Date(`${master.expected_arrival_date}T00:00:00+01:00`))} and nobody has ` +
        "downloaded its advance manifest yet. Customs want it at least 24 hours before arrival: download it from " +
        "the master's page and file it with the broker.",
    ],
    action: { label: `Open ${master.reference}`, url: `${publicUrl}/admin/master-shipments/${master.id}` },
  };
}

/** The staff who may download a master's manifest: records.view, at its origin or at all warehouses. */
function recipientsAt(tx: Tx, origin: string) {
  return tx
    .select({ email: admins.email })
    .from(admins)
    .where(
      and(
        inArray(admins.role, [...STAFF_PERMISSIONS["records.view"]]),
        isNull(admins.deactivated_at),
        or(isNull(admins.warehouses), sql`${origin} = any(${admins.warehouses})`, eq(admins.role, "owner")),
      ),
    );
}

/** The job lib/schedule.ts runs at every check. */
export function manifestRemindersJob(options: { publicUrl: string }): DailyJob {
  return {
    name: MANIFEST_REMINDERS_JOB,
    everyCheck: true,
    async run(tx, now) {
      const due = await claimDueMasters(tx, now);
      if (due.length === 0) return "";
      const labels = new Map(
        (await tx.select({ city: warehouses.city, label: warehouses.label }).from(warehouses)).map((w) => [
          w.city,
          w.label,
        ]),
      );
      let sent = 0;
      for (const master of due) {
        const content = manifestReminderMail(master, labels.get(master.origin) ?? master.origin, options.publicUrl);
        const staff = await recipientsAt(tx, master.origin);
        sent += await enqueueMails(
          tx,
          staff.map(({ email }) => ({ to: email, subject: content.heading, content })),
        );
      }
      return `${due.length} master(s) reminded of their advance manifest in ${sent} e-mail(s)`;
    },
  };
}
