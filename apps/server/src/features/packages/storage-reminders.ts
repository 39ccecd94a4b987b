import { DAY_MS, PACKAGE_STATUS_LABELS, STORED_STATUSES, storageClock } from "@app/shared/packages/packages";
import { formatMoney } from "@app/shared/core/format";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { customers, packageReminders, packages, warehouses } from "../../db/schema.js";
import type { EmailContent } from "../../lib/html.js";
import { mailDay } from "../../lib/mail/mail-dates.js";
import { noticeOfMail, type NotifyConfig, notifyCustomers } from "../../lib/notify/notify.js";
import { mailStaffLists } from "../../lib/mail/staff-lists.js";
import { type DailyJob, periodOf } from "../../lib/schedule.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
import { daysHeld } from "./package-records.js";

/**
 * The daily storage job: each owner is e-mailed 7 days and 1 day before storage fees start on a parcel (one e-mail
 * per customer listing their parcels; each (parcel, kind) is recorded in package_reminders, so it is never sent
 * twice whatever reruns, and a parcel reminded on a day is not reminded again that day), and owners and managers get the list of parcels held longer than their warehouse's
 * long_held_days, of the warehouses their account covers. Run once a day by lib/schedule.ts, inside the transaction that claimed the day.
 */

export const STORAGE_REMINDERS_JOB = "storage-reminders";
export type ReminderKind = "7d" | "1d";
/** Parcels listed in the staff e-mail; the rest are counted and found on the packages list. */
export const LONG_HELD_LISTED = 100;

const storedStatuses = [...STORED_STATUSES];
const freeDays = sql`${warehouses.free_storage_days} * interval '1 day'`;

/** Dates as every e-mail writes them: the day in Lagos (lib/mail/mail-dates.ts). */
const day = (d: Date) => mailDay(d);

/**
 * Which reminder a parcel is due at `now`: '1d' in the last day before fees start, '7d' in the six days before
 * that; none once fees started. A parcel first seen inside the last day gets only the '1d' one.
 */
export function reminderDue(freeMsLeft: number): ReminderKind | undefined {
  if (freeMsLeft <= 0 || freeMsLeft > 7 * DAY_MS) return undefined;
  return freeMsLeft <= DAY_MS ? "1d" : "7d";
}

/** Owned parcels on our shelves whose fees start within 7 days and that still miss the reminder now due. */
async function dueReminders(tx: Tx, now: Date) {
  const rows = await tx
    .select({
      pkg: packages,
      warehouse: warehouses,
      email: customers.email_address,
      firstname: customers.firstname,
    })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.city, packages.warehouse))
    .innerJoin(customers, eq(customers.id, packages.user_id))
    .where(
      and(
        inArray(packages.status, storedStatuses),
        // Fees start within 7 days: written on received_at, so the (warehouse, received_at) index serves it.
        sql`${packages.received_at} > ${now.toISOString()}::timestamptz - ${freeDays}`,
        sql`${packages.received_at} <= ${now.toISOString()}::timestamptz + interval '7 days' - ${freeDays}`,
      ),
    )
    .orderBy(asc(packages.user_id), asc(packages.received_at), asc(packages.id));
  if (rows.length === 0) return [];
  const sent = await tx
    .select()
    .from(packageReminders)
    .where(
      inArray(
        packageReminders.package_id,
        rows.map((r) => r.pkg.id),
      ),
    );
  const done = new Set(sent.map((s) => `${s.package_id}:${s.kind}`));
  // One reminder per parcel and day: a second run the same day (a restored database, a rerun) finds a parcel that
  // had its '7d' this morning now in its last day, and must not mail it again (its owner was told today).
  const toldToday = new Set(sent.filter((s) => periodOf(s.sent_at) === periodOf(now)).map((s) => s.package_id));
  return rows.flatMap((row) => {
    const clock = storageClock(row.pkg.received_at!, now, row.warehouse);
    const kind = reminderDue(clock.feesStartAt.getTime() - now.getTime());
    return kind && !done.has(`${row.pkg.id}:${kind}`) && !toldToday.has(row.pkg.id) ? [{ ...row, kind, clock }] : [];
  });
}

type Due = Awaited<ReturnType<typeof dueReminders>>[number];

function reminderMail(due: Due[], publicUrl: string): EmailContent {
  const soonest = due.some((d) => d.kind === "1d") ? "tomorrow" : "within a week";
  return {
    heading: due.length === 1 ? "Storage fees start soon on your package" : "Storage fees start soon on your packages",
    paragraphs: [
      `Hello ${due[0]!.firstname},`,
      `Free storage ends ${soonest} for ${due.length === 1 ? "this package" : `these ${due.length} packages`} at our warehouse. Ask us to ship ${due.length === 1 ? "it" : "them"} before then to avoid a daily storage fee.`,
    ],
    rows: due.map((d) => [
      `${d.pkg.package_code}${d.pkg.description ? ` (${d.pkg.description})` : ""}`,
      `${d.warehouse.label}: free until ${day(d.clock.feesStartAt)} (${d.clock.freeDaysLeft} day${d.clock.freeDaysLeft === 1 ? "" : "s"} left), then ${formatMoney(d.warehouse.storage_fee_per_day / 100, d.warehouse.currency)} a day`,
    ]),
    action:
      due.length === 1
        ? { label: "See my package", url: `${publicUrl}/user/packages?tab=warehouse&package=${due[0]!.pkg.id}` }
        : { label: "See my packages", url: `${publicUrl}/user/packages?tab=warehouse` },
  };
}

/** E-mails each customer once about their parcels due a reminder, and records each (parcel, kind). */
async function sendStorageReminders(tx: Tx, now: Date, config: NotifyConfig) {
  const due = await dueReminders(tx, now);
  if (due.length === 0) return { customers: 0, packages: 0 };
  // The primary key keeps a reminder from being recorded (and so mailed) twice, even beside an unexpected rerun.
  const recorded = await tx
    .insert(packageReminders)
    .values(due.map((d) => ({ package_id: d.pkg.id, kind: d.kind, sent_at: now })))
    .onConflictDoNothing()
    .returning({ id: packageReminders.package_id, kind: packageReminders.kind });
  const fresh = new Set(recorded.map((r) => `${r.id}:${r.kind}`));
  const byCustomer = new Map<number, Due[]>();
  for (const d of due.filter((x) => fresh.has(`${x.pkg.id}:${x.kind}`))) {
    const list = byCustomer.get(d.pkg.user_id!) ?? [];
    list.push(d);
    byCustomer.set(d.pkg.user_id!, list);
  }
  // Reminders are about parcels at our warehouses: the customer's 'arrival' choice decides, with its unsubscribe link.
  await notifyCustomers(
    tx,
    config,
    [...byCustomer.entries()].map(([customerId, list]) => {
      const content = reminderMail(list, config.PUBLIC_URL);
      return noticeOfMail({ id: customerId, email_address: list[0]!.email }, "arrival", {
        to: list[0]!.email,
        subject: content.heading,
        content,
      });
    }),
  );
  return { customers: byCustomer.size, packages: fresh.size };
}

/** Parcels on our shelves longer than their warehouse's long_held_days, at the scope's warehouses. */
const heldTooLong = (now: Date, scope?: WarehouseScope) =>
  and(
    inArray(packages.status, storedStatuses),
    sql`${packages.received_at} < ${now.toISOString()}::timestamptz - ${warehouses.long_held_days} * interval '1 day'`,
    inScope(scope, packages.warehouse),
  );

/**
 * How many parcels are held longer than their warehouse allows, and the `limit` held longest (the oldest first), at
 * the scope's warehouses (default: all).
 * Counted and listed by the database: a warehouse with a backlog of a hundred thousand such parcels must not load
 * them all (read whole, they ran past the statement timeout, so the day's job failed at every check).
 */
export async function longHeldPackages(tx: Tx, now: Date, limit = LONG_HELD_LISTED, scope?: WarehouseScope) {
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.city, packages.warehouse))
    .where(heldTooLong(now, scope));
  const count = counted?.count ?? 0;
  if (count === 0) return { count, listed: [] };
  const listed = await tx
    .select({
      pkg: packages,
      warehouse: warehouses,
      owner: { firstname: customers.firstname, lastname: customers.lastname, suite: customers.suite_number },
    })
    .from(packages)
    .innerJoin(warehouses, eq(warehouses.city, packages.warehouse))
    .leftJoin(customers, eq(customers.id, packages.user_id))
    .where(heldTooLong(now, scope))
    .orderBy(asc(packages.received_at), asc(packages.id))
    .limit(limit);
  return { count, listed };
}

type LongHeld = Awaited<ReturnType<typeof longHeldPackages>>;

function longHeldMail({ count, listed }: LongHeld, now: Date, publicUrl: string): EmailContent {
  return {
    heading: `${count.toLocaleString("en-US")} package${count === 1 ? "" : "s"} held longer than their warehouse allows`,
    paragraphs: [
      `As of ${day(now)}, these parcels have been on our shelves longer than their warehouse's limit. Ship them, ` +
        "contact their owner, or return or dispose of them.",
      ...(count > listed.length ? [`The ${listed.length} held longest are listed; the packages list has all.`] : []),
    ],
    rows: listed.map(({ pkg, warehouse, owner }) => {
      const days = daysHeld(pkg, now);
      const who = owner?.suite
        ? `${owner.firstname} ${owner.lastname} (${owner.suite})`
        : `unknown owner${pkg.label_owner_text ? ` (label: ${pkg.label_owner_text})` : ""}`;
      return [
        pkg.package_code,
        `${days} days at ${warehouse.label} (limit ${warehouse.long_held_days}), ${PACKAGE_STATUS_LABELS[pkg.status]}, bin ${pkg.bin_location ?? "—"}, ${who}`,
      ];
    }),
    action: { label: "Open the packages list", url: `${publicUrl}/admin/packages` },
  };
}

/**
 * The daily list for owners and managers (active accounts), when any parcel is held too long: each gets the parcels
 * of the warehouses their account covers, and none when there are none there (lib/mail/staff-lists.ts).
 */
async function sendLongHeldList(tx: Tx, now: Date, publicUrl: string) {
  const all = await longHeldPackages(tx, now);
  if (all.count === 0) return { staff: 0, packages: 0 };
  const staff = await mailStaffLists(tx, async (scope) => {
    const held = scope.warehouses ? await longHeldPackages(tx, now, LONG_HELD_LISTED, scope) : all;
    return held.count === 0 ? undefined : longHeldMail(held, now, publicUrl);
  });
  return { staff, packages: all.count };
}

/** The job lib/schedule.ts runs once a day. */
export function storageRemindersJob(config: NotifyConfig): DailyJob {
  return {
    name: STORAGE_REMINDERS_JOB,
    async run(tx, now) {
      const reminders = await sendStorageReminders(tx, now, config);
      const held = await sendLongHeldList(tx, now, config.PUBLIC_URL);
      return (
        `${reminders.packages} reminder(s) to ${reminders.customers} customer(s); ` +
        `${held.packages} long-held package(s) listed to ${held.staff} staff`
      );
    },
  };
}
