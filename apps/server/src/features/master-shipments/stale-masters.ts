import { MILESTONE_LABELS } from "@app/shared/core/milestones";
import { DAY_MS } from "@app/shared/packages/packages";
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { masterShipments, shipments, warehouses } from "../../db/schema.js";
import type { EmailContent } from "../../lib/html.js";
import { mailDay } from "../../lib/mail/mail-dates.js";
import { mailStaffLists } from "../../lib/mail/staff-lists.js";
import type { DailyJob } from "../../lib/schedule.js";
import { covers } from "../../lib/warehouse-scope.js";
import { masterStaleDays } from "./master-settings.js";

/**
 * The daily stale-master alert: owners and managers get one list of the masters not yet delivered that have not
 * moved (no milestone since created or since the last one) for the settings' master_stale_days, leaving from the
 * warehouses their account covers (lib/mail/staff-lists.ts).
 *
 * Each stall is alerted once. The job claims the masters it lists with one UPDATE ... SET stale_alert_for =
 * last_moved_at WHERE stale_alert_for IS DISTINCT FROM last_moved_at RETURNING: a master already alerted for its
 * current last_moved_at matches no longer, so later days skip it, and a second process (or a rerun) running the same
 * statement at the same time waits on the first's row locks and then finds nothing left to claim. Once the master
 * moves, last_moved_at changes and the next stall is alerted again. Run once a day by lib/schedule.ts.
 */

export const STALE_MASTERS_JOB = "stale-masters";
/** Masters listed in the e-mail; the rest are counted and found on the master-shipments list. */
export const STALE_MASTERS_LISTED = 100;

/** Dates as every e-mail writes them: the day in Lagos (lib/mail/mail-dates.ts). */
const day = (d: Date) => mailDay(d);

/** Claims the masters stalled at `now` that were not alerted for their current stall; answers their ids. */
export async function claimStaleMasters(tx: Tx, now: Date, staleDays: number) {
  const claimed = await tx
    .update(masterShipments)
    .set({ stale_alert_for: sql`${masterShipments.last_moved_at}` })
    .where(
      and(
        or(isNull(masterShipments.last_milestone), ne(masterShipments.last_milestone, "delivered")),
        sql`${masterShipments.last_moved_at} < ${now.toISOString()}::timestamptz - ${staleDays} * interval '1 day'`,
        sql`${masterShipments.stale_alert_for} is distinct from ${masterShipments.last_moved_at}`,
      ),
    )
    .returning({ id: masterShipments.id });
  return claimed.map((c) => c.id);
}

/** The claimed masters with what staff need to chase them, the longest still first. */
async function staleMasterRows(tx: Tx, ids: number[]) {
  const linked = tx
    .select({ master_id: shipments.master_shipment_id, shipments: count().as("shipments") })
    .from(shipments)
    .where(inArray(shipments.master_shipment_id, ids))
    .groupBy(shipments.master_shipment_id)
    .as("linked");
  return tx
    .select({
      master: masterShipments,
      origin: warehouses.label,
      shipments: sql<number>`coalesce(${linked.shipments}, 0)`.mapWith(Number),
    })
    .from(masterShipments)
    .innerJoin(warehouses, eq(warehouses.city, masterShipments.origin))
    .leftJoin(linked, eq(linked.master_id, masterShipments.id))
    .where(inArray(masterShipments.id, ids))
    .orderBy(asc(masterShipments.last_moved_at), asc(masterShipments.id));
}

type StaleRow = Awaited<ReturnType<typeof staleMasterRows>>[number];

export function staleMastersMail(rows: StaleRow[], staleDays: number, now: Date, publicUrl: string): EmailContent {
  const listed = rows.slice(0, STALE_MASTERS_LISTED);
  const plural = rows.length === 1 ? "master shipment has" : "master shipments have";
  return {
    heading: `${rows.length} ${plural} not moved for ${staleDays} day${staleDays === 1 ? "" : "s"}`,
    paragraphs: [
      `As of ${day(now)}, no milestone has been posted on ${rows.length === 1 ? "this master" : "these masters"} for ` +
        `${staleDays} day${staleDays === 1 ? "" : "s"} or more. Check with the carrier and post a milestone or a ` +
        "delay notice so the customers on board know where their shipments are.",
      ...(rows.length > listed.length ? [`The ${listed.length} still longest are listed; the list has all.`] : []),
    ],
    rows: listed.map(({ master, origin, shipments: count }) => {
      const still = Math.floor((now.getTime() - master.last_moved_at.getTime()) / DAY_MS);
      const last = master.last_milestone ? MILESTONE_LABELS[master.last_milestone] : "Not departed";
      return [
        master.reference,
        `${master.carrier} ${master.transport_document}, ${origin} → ${master.destination}: ${last} since ` +
          `${day(master.last_moved_at)} (${still} days), ${count} shipment${count === 1 ? "" : "s"}`,
      ];
    }),
    action: { label: "Open the master shipments", url: `${publicUrl}/admin/master-shipments` },
  };
}

/** The job lib/schedule.ts runs once a day. */
export function staleMastersJob(options: { publicUrl: string }): DailyJob {
  return {
    name: STALE_MASTERS_JOB,
    async run(tx, now) {
      const staleDays = await masterStaleDays(tx);
      const ids = await claimStaleMasters(tx, now, staleDays);
      if (ids.length === 0) return `0 master(s) without movement for ${staleDays} day(s)`;
      const rows = await staleMasterRows(tx, ids);
      const staff = await mailStaffLists(tx, async (scope) => {
        const theirs = rows.filter((row) => covers(scope, row.master.origin));
        return theirs.length ? staleMastersMail(theirs, staleDays, now, options.publicUrl) : undefined;
      });
      return `${ids.length} master(s) without movement for ${staleDays} day(s) listed to ${staff} staff`;
    },
  };
}
