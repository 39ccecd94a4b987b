import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { createPackage, insertCustomer, insertStaff } from "../../db/factories/index.js";
import { mailOutbox, notificationPreferences, packageReminders, scheduledRuns, warehouses } from "../../db/schema.js";
import { runIfDue } from "../../lib/schedule.js";
import { longHeldPackages, reminderDue, STORAGE_REMINDERS_JOB, storageRemindersJob } from "./storage-reminders.js";

/** A controllable clock: every run below names its own `now`. */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = new Date("2026-03-10T09:00:00Z");
const at = (days: number) => new Date(START.getTime() + days * DAY);
/** Received so that free storage (30 days at Trail Richmond) ends `ms` after START. */
const feesIn = (ms: number) => new Date(START.getTime() + ms - 30 * DAY);

const job = storageRemindersJob({ PUBLIC_URL: "https://swiftway.example", JWT_SECRET: "r".repeat(40) });

type Database = Awaited<ReturnType<typeof freshDatabase>>;
const mails = (database: Database) => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** A database of its own for the describe block this is called in: made before its tests, closed after them. */
function databaseOfBlock(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.close());
  return () => database!;
}

describe("reminderDue", () => {
  it("is '7d' from 7 days down to just over 1 day before fees, '1d' in the last day, nothing outside", () => {
    expect(reminderDue(7 * DAY + 1)).toBeUndefined();
    expect(reminderDue(7 * DAY)).toBe("7d");
    expect(reminderDue(DAY + 1)).toBe("7d");
    expect(reminderDue(DAY)).toBe("1d");
    expect(reminderDue(1)).toBe("1d");
    expect(reminderDue(0)).toBeUndefined();
    expect(reminderDue(-HOUR)).toBeUndefined();
  });
});

describe("storage reminders to owners", () => {
  const database = databaseOfBlock();

  it("e-mails each customer once, listing their parcels due a reminder, and never the same reminder twice", async () => {
    const db = database().db;
    const ada = await insertCustomer(db, { firstname: "Ada", email_address: "ada@example.com" });
    const ben = await insertCustomer(db, { firstname: "Ben", email_address: "ben@example.com" });
    const five = await createPackage(db, { owner: ada, received_at: feesIn(5 * DAY), description: "Five days" });
    const halfDay = await createPackage(db, { owner: ada, received_at: feesIn(12 * HOUR), status: "on_hold" });
    const ten = await createPackage(db, { owner: ada, received_at: feesIn(10 * DAY), status: "ready_to_ship" });
    await createPackage(db, { owner: ada, received_at: feesIn(-2 * DAY) }); // paying fees already
    await createPackage(db, { owner: ada, received_at: feesIn(3 * DAY), status: "shipped" }); // gone
    await createPackage(db, { owner: null, received_at: feesIn(3 * DAY) }); // nobody to tell
    await createPackage(db, { owner: ada, status: "expected" }); // not here yet
    const bens = await createPackage(db, { owner: ben, received_at: feesIn(3 * DAY), warehouse: "Brixton" });

    const first = await runIfDue(db, job, START);
    expect(first).toMatchObject({ ran: true, summary: expect.stringContaining("3 reminder(s) to 2 customer(s)") });
    let sent = await mails(database());
    expect(sent.map((m) => m.to_address)).toEqual(["ada@example.com", "ben@example.com"]);
    expect(sent[0]!.subject).toBe("Storage fees start soon on your packages");
    expect(sent[0]!.text_body).toContain(five.package_code);
    expect(sent[0]!.text_body).toContain(halfDay.package_code);
    expect(sent[0]!.text_body).toContain("Free storage ends tomorrow");
    expect(sent[0]!.text_body).toContain("free until 15 Mar 2026 (5 days left), then $0.50 a day");
    expect(sent[0]!.text_body).not.toContain(ten.package_code);
    expect(sent[0]!.text_body).toContain("https://swiftway.example/user/packages");
    expect(sent[1]!.text_body).toContain(bens.package_code);
    expect(sent[1]!.text_body).toContain("£0.50 a day");
    const reminders = await db.select().from(packageReminders);
    expect(reminders.map((r) => `${r.package_id}:${r.kind}`).sort()).toEqual(
      [`${five.id}:7d`, `${halfDay.id}:1d`, `${bens.id}:7d`].sort(),
    );

    // The same day again (another check, another process): the day is claimed, nothing runs.
    expect(await runIfDue(db, job, new Date(START.getTime() + 6 * HOUR))).toEqual({
      job: STORAGE_REMINDERS_JOB,
      ran: false,
    });
    // The next day runs, but every reminder due then was sent already.
    expect(await runIfDue(db, job, at(1))).toMatchObject({ ran: true, summary: expect.stringContaining("0 reminder") });
    expect(await mails(database())).toHaveLength(2);

    // Four and a half days on: 'five' is in its last day (1d), 'ten' within its week (7d), in one e-mail to Ada.
    expect(await runIfDue(db, job, at(4.5))).toMatchObject({ ran: true });
    sent = await mails(database());
    expect(sent).toHaveLength(3);
    expect(sent[2]!.to_address).toBe("ada@example.com");
    expect(sent[2]!.subject).toBe("Storage fees start soon on your packages");
    expect(sent[2]!.text_body).toContain(five.package_code);
    expect(sent[2]!.text_body).toContain(ten.package_code);
    expect(sent[2]!.text_body).not.toContain(halfDay.package_code);

    // Day 9: 'ten' enters its last day; an e-mail with it alone. Later days add nothing: each (parcel, kind) once.
    for (const d of [5, 6, 9, 10, 20]) await runIfDue(db, job, at(d));
    sent = await mails(database());
    expect(sent).toHaveLength(4);
    expect(sent[3]!.to_address).toBe("ada@example.com");
    expect(sent[3]!.subject).toBe("Storage fees start soon on your package");
    expect(sent[3]!.text_body).toContain(`${ten.package_code} (Household goods)`);
    expect(sent[3]!.text_body).toContain("free until 20 Mar 2026 (1 day left)");
    const reminders2 = await db.select().from(packageReminders);
    expect(reminders2.map((r) => `${r.package_id}:${r.kind}`).sort()).toEqual(
      [`${five.id}:7d`, `${five.id}:1d`, `${halfDay.id}:1d`, `${ten.id}:7d`, `${ten.id}:1d`, `${bens.id}:7d`].sort(),
    );
    expect(await db.select().from(scheduledRuns)).toHaveLength(8);
  });

  it("rolls the claim back with a failed run, so the next check runs the day again", async () => {
    const db = database().db;
    const failing = { name: "failing-job", run: async () => Promise.reject(new Error("boom")) };
    await expect(runIfDue(db, failing, START)).rejects.toThrow("boom");
    expect(await db.select().from(scheduledRuns).where(eq(scheduledRuns.job, "failing-job"))).toHaveLength(0);
    const fixed = { name: "failing-job", run: async () => "fine" };
    expect(await runIfDue(db, fixed, START)).toMatchObject({ ran: true, summary: "fine" });
    const [row] = await db.select().from(scheduledRuns).where(eq(scheduledRuns.job, "failing-job"));
    expect(row).toMatchObject({ period: "2026-03-10", summary: "fine" });
    expect(row!.finished_at).toBeInstanceOf(Date);
  });
});

describe("storage reminders run twice on one day", () => {
  const database = databaseOfBlock();

  it("mail a parcel once that day: a second run (the day's claim gone, as in a restored database) sends nothing", async () => {
    const db = database().db;
    const ada = await insertCustomer(db, { firstname: "Ada", email_address: "twice@example.com" });
    // At START its fees start in a day and two hours (the '7d' reminder); four hours on, in its last day ('1d').
    const parcel = await createPackage(db, { owner: ada, received_at: feesIn(DAY + 2 * HOUR) });
    expect(await runIfDue(db, job, START)).toMatchObject({ ran: true, summary: expect.stringContaining("1 reminder") });
    expect(await mails(database())).toHaveLength(1);

    // The same data with the day's run forgotten: the scheduler runs the day again later that day.
    await db.delete(scheduledRuns).where(eq(scheduledRuns.job, STORAGE_REMINDERS_JOB));
    expect(await runIfDue(db, job, new Date(START.getTime() + 4 * HOUR))).toMatchObject({
      ran: true,
      summary: expect.stringContaining("0 reminder(s) to 0 customer(s)"),
    });
    await db.delete(scheduledRuns).where(eq(scheduledRuns.job, STORAGE_REMINDERS_JOB));
    expect(await runIfDue(db, job, START)).toMatchObject({ ran: true });
    expect(await mails(database())).toHaveLength(1);
    const reminders = await db.select().from(packageReminders).where(eq(packageReminders.package_id, parcel.id));
    expect(reminders.map((r) => r.kind)).toEqual(["7d"]);
  });
});

describe("the staff's daily long-held list", () => {
  const database = databaseOfBlock();

  it("lists parcels held longer than their warehouse's long_held_days to active owners and managers", async () => {
    const db = database().db;
    const owner = await insertStaff(db, { role: "owner", email: "owner@staff.test" });
    await insertStaff(db, { role: "manager", email: "manager@staff.test" });
    await insertStaff(db, { role: "worker", email: "worker@staff.test" });
    await insertStaff(db, { role: "manager", email: "gone@staff.test", deactivated_at: at(-1) });
    const customer = await insertCustomer(db, { firstname: "Chidi", lastname: "Okafor" });
    const base = { received_by: owner.id };
    const old = await createPackage(db, {
      ...base,
      owner: customer,
      status: "on_hold",
      received_at: at(-61),
      bin_location: "C-07",
    });
    const unknown = await createPackage(db, {
      ...base,
      owner: null,
      warehouse: "Brixton",
      received_at: at(-70),
      label_owner_text: "SW404 J. Doe",
    });
    const young = await createPackage(db, { ...base, owner: customer, received_at: at(-59) });
    const shipped = await createPackage(db, { ...base, owner: customer, status: "shipped", received_at: at(-100) });
    // A warehouse's own limit: Guangzhou keeps parcels 10 days.
    await db.update(warehouses).set({ long_held_days: 10 }).where(eq(warehouses.city, "Guangzhou"));
    const guangzhou = await createPackage(db, {
      ...base,
      owner: customer,
      warehouse: "Guangzhou",
      received_at: at(-11),
    });

    expect(await runIfDue(db, job, START)).toMatchObject({
      ran: true,
      summary: expect.stringContaining("3 long-held package(s) listed to 2 staff"),
    });
    const sent = (await mails(database())).filter((m) => m.to_address.endsWith("@staff.test"));
    expect(sent.map((m) => m.to_address).sort()).toEqual(["manager@staff.test", "owner@staff.test"]);
    const body = sent[0]!.text_body;
    expect(sent[0]!.subject).toBe("3 packages held longer than their warehouse allows");
    // Longest held first.
    expect(body.indexOf(unknown.package_code)).toBeLessThan(body.indexOf(old.package_code));
    expect(body).toContain(
      `${old.package_code}: 61 days at Stafford, Texas, USA (limit 60), On hold, bin C-07, Chidi Okafor (`,
    );
    expect(body).toContain("unknown owner (label: SW404 J. Doe)");
    expect(body).toContain(guangzhou.package_code);
    expect(body).not.toContain(young.package_code);
    expect(body).not.toContain(shipped.package_code);
    expect(body).toContain("https://swiftway.example/admin/packages");
    // Counted and listed by the database: the count is every such parcel, the list only the longest held.
    const { count, listed } = await db.transaction((tx) => longHeldPackages(tx, START, 2));
    expect(count).toBe(3);
    expect(listed.map((h) => h.pkg.id)).toEqual([unknown.id, old.id]);
  });

  it("names a large count with separators and lists only the 100 held longest", async () => {
    const db = database().db;
    // 1,200 more unknown-owner parcels held 90 days at Trail Richmond (its own code each, from the sequence).
    await db.execute(sql`insert into packages (status, warehouse, received_at, label_owner_text)
      select 'received', 'Trail Richmond', ${at(-89).toISOString()}::timestamptz, 'bulk ' || g from generate_series(1, 1200) g`);
    await runIfDue(db, job, at(1));
    const [latest] = (await mails(database())).filter((m) => m.to_address === "owner@staff.test").slice(-1);
    expect(latest!.subject).toBe("1,203 packages held longer than their warehouse allows");
    expect(latest!.text_body).toContain("The 100 held longest are listed; the packages list has all.");
    expect(latest!.text_body.match(/days at /g)).toHaveLength(100);
  });
});

describe("the long-held list of an account of some warehouses", () => {
  const database = databaseOfBlock();

  it("holds only its warehouses' parcels, and is not sent where none is held too long", async () => {
    const db = database().db;
    await insertStaff(db, { role: "owner", email: "owner@staff.test" });
    await insertStaff(db, { role: "manager", email: "london@staff.test", warehouses: ["Brixton"] });
    await insertStaff(db, { role: "manager", email: "two@staff.test", warehouses: ["Brixton", "Guangzhou"] });
    await insertStaff(db, { role: "manager", email: "yaba@staff.test", warehouses: ["Sabo Yaba"] });
    const customer = await insertCustomer(db, { firstname: "Chidi", lastname: "Okafor" });
    const held = async (warehouse: string) =>
      (await createPackage(db, { owner: customer, warehouse, received_at: at(-61) })).package_code;
    const [stafford, london, guangzhou] = [
      await held("Trail Richmond"),
      await held("Brixton"),
      await held("Guangzhou"),
    ];

    expect(await runIfDue(db, job, START)).toMatchObject({
      summary: expect.stringContaining("3 long-held package(s) listed to 3 staff"),
    });
    const sent = new Map((await mails(database())).map((m) => [m.to_address, m]));
    expect([...sent.keys()].sort()).toEqual(["london@staff.test", "owner@staff.test", "two@staff.test"]);
    const codes = (to: string) => [stafford, london, guangzhou].filter((c) => sent.get(to)!.text_body.includes(c));
    expect(codes("owner@staff.test")).toEqual([stafford, london, guangzhou]);
    expect(codes("london@staff.test")).toEqual([london]);
    expect(sent.get("london@staff.test")!.subject).toBe("1 package held longer than their warehouse allows");
    expect(codes("two@staff.test")).toEqual([london, guangzhou]);
    expect(sent.get("two@staff.test")!.text_body).not.toContain("Stafford");
  });
});

describe("storage reminders and the customer's notification choices", () => {
  const database = databaseOfBlock();

  it("are 'arrival' notices: not e-mailed to a customer who turned arrivals off, and the others get an unsubscribe link", async () => {
    const db = database().db;
    const quiet = await insertCustomer(db, { email_address: "quiet@example.com" });
    const keen = await insertCustomer(db, { email_address: "keen@example.com" });
    await db
      .insert(notificationPreferences)
      .values({ customer_id: quiet.id, kind: "arrival", channel: "email", enabled: false });
    await createPackage(db, { owner: quiet, received_at: feesIn(3 * DAY) });
    await createPackage(db, { owner: keen, received_at: feesIn(3 * DAY) });

    expect(await runIfDue(db, job, START)).toMatchObject({ ran: true });

    const sent = await mails(database());
    expect(sent.map((m) => m.to_address)).toEqual(["keen@example.com"]);
    expect(sent[0]!.text_body).toContain("https://swiftway.example/unsubscribe?token=");
  });
});
