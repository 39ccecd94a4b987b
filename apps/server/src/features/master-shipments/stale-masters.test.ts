import { setTimeout as sleep } from "node:timers/promises";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { openDatabase } from "../../db/client.js";
import { insertCustomer, insertShipment, insertStaff } from "../../db/factories/index.js";
import { mailOutbox, masterShipments } from "../../db/schema.js";
import { runIfDue } from "../../lib/schedule.js";
import { saveMasterSettings } from "./master-settings.js";
import { claimStaleMasters, STALE_MASTERS_JOB, staleMastersJob } from "./stale-masters.js";

/** A controllable clock: every run below names its own `now`. */
const DAY = 86_400_000;
const START = new Date("2026-03-10T09:00:00Z");
const at = (days: number) => new Date(START.getTime() + days * DAY);
const job = staleMastersJob({ publicUrl: "https://swiftway.example" });

type Database = Awaited<ReturnType<typeof freshDatabase>>;

describe("the daily stale-master alert", () => {
  let database: Database;
  const master = async (reference: string, values: Partial<typeof masterShipments.$inferInsert>) => {
    const [row] = await database.db
      .insert(masterShipments)
      .values({
        reference,
        mode: "air",
        carrier: "Virgin Atlantic Cargo",
        transport_document: `932-${reference}`,
        origin: "Trail Richmond",
        destination: "Lagos",
        ...values,
      })
      .returning();
    return row!;
  };
  const mails = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  const run = async (days: number) => {
    const before = (await mails()).length;
    const outcome = await runIfDue(database.db, job, at(days));
    return { outcome, mails: (await mails()).slice(before) };
  };

  beforeAll(async () => {
    database = await freshDatabase();
    await insertStaff(database.db, { role: "owner", email: "owner@staff.test" });
    await insertStaff(database.db, { role: "manager", email: "manager@staff.test" });
    await insertStaff(database.db, { role: "worker", email: "worker@staff.test" });
    await insertStaff(database.db, { role: "manager", email: "gone@staff.test", deactivated_at: new Date() });
  });
  afterAll(() => database.close());

  it("lists each stalled master once per stall, to active owners and managers, until it moves and stalls again", async () => {
    const still = await master("MS7001", { last_moved_at: at(-6), last_milestone: "departed_origin" });
    await master("MS7002", { last_moved_at: at(-3) });
    await master("MS7003", { last_moved_at: at(-30), last_milestone: "delivered" });
    const customer = await insertCustomer(database.db);
    for (let i = 0; i < 2; i++) await insertShipment(database.db, customer, { master_shipment_id: still.id });

    // Day 0 (default 5 days): only MS7001 (6 days still, not delivered); one e-mail to each active owner/manager.
    const first = await run(0);
    expect(first.outcome).toMatchObject({
      ran: true,
      summary: "1 master(s) without movement for 5 day(s) listed to 2 staff",
    });
    expect(first.mails.map((m) => m.to_address).sort()).toEqual(["manager@staff.test", "owner@staff.test"]);
    expect(first.mails[0]!.subject).toBe("1 master shipment has not moved for 5 days");
    expect(first.mails[0]!.text_body).toContain("MS7001");
    expect(first.mails[0]!.text_body).toContain("Departed origin since 4 Mar 2026 (6 days), 2 shipments");
    expect(first.mails[0]!.text_body).not.toContain("MS7002");
    const [claimed] = await database.db.select().from(masterShipments).where(eq(masterShipments.id, still.id));
    expect(claimed!.stale_alert_for).toEqual(claimed!.last_moved_at);

    // The same day again: the day is done. The next days: MS7001 was alerted for this stall; MS7002 reaches 5 days
    // on day 2 (moved on day -3) and is listed from the check after that.
    expect((await run(0)).outcome.ran).toBe(false);
    expect((await run(1)).mails).toHaveLength(0);
    const second = await run(2.5);
    expect(second.mails).toHaveLength(2);
    expect(second.mails[0]!.text_body).toContain("MS7002");
    expect(second.mails[0]!.text_body).not.toContain("MS7001");

    // MS7001 moves on day 3 (a milestone): nothing until it has been still 5 days again, then one alert.
    await database.db
      .update(masterShipments)
      .set({ last_moved_at: at(3), last_milestone: "in_customs" })
      .where(eq(masterShipments.id, still.id));
    expect((await run(7)).mails).toHaveLength(0);
    const again = await run(8.5);
    expect(again.mails).toHaveLength(2);
    expect(again.mails[0]!.text_body).toContain("In customs since 13 Mar 2026 (5 days)");
    expect((await run(9)).mails).toHaveLength(0);
  });

  it("uses the days of the settings", async () => {
    await master("MS7010", { last_moved_at: at(10 - 2.5) });
    expect((await run(10)).mails).toHaveLength(0);
    const owner = await insertStaff(database.db, { role: "owner" });
    await saveMasterSettings(database.db, { stale_days: 2 }, owner);
    const alert = await run(11);
    expect(alert.outcome).toMatchObject({
      ran: true,
      summary: "1 master(s) without movement for 2 day(s) listed to 3 staff",
    });
    expect(alert.mails[0]!.subject).toBe("1 master shipment has not moved for 2 days");
    expect(alert.mails[0]!.text_body).toContain("MS7010");
    expect(alert.outcome.ran && alert.outcome.job).toBe(STALE_MASTERS_JOB);
  });

  it("gives an account of some warehouses only the masters leaving from them, and no mail without any", async () => {
    await insertStaff(database.db, { role: "manager", email: "london@staff.test", warehouses: ["Brixton"] });
    await insertStaff(database.db, { role: "manager", email: "china@staff.test", warehouses: ["Guangzhou"] });
    await master("MS7020", { origin: "Brixton", last_moved_at: at(20 - 3) });
    await master("MS7021", { last_moved_at: at(20 - 3) });
    const alert = await run(20);
    expect(alert.outcome).toMatchObject({ summary: "2 master(s) without movement for 2 day(s) listed to 4 staff" });
    const to = (address: string) => alert.mails.filter((m) => m.to_address === address);
    expect(to("china@staff.test")).toEqual([]);
    expect(to("london@staff.test")).toHaveLength(1);
    expect(to("london@staff.test")[0]!.subject).toBe("1 master shipment has not moved for 2 days");
    expect(to("london@staff.test")[0]!.text_body).toContain("MS7020");
    expect(to("london@staff.test")[0]!.text_body).not.toContain("MS7021");
    expect(to("owner@staff.test")[0]!.text_body).toContain("MS7021");
  });
});

/**
 * The claim itself, without the day's run row: several connections claiming at once (only PostgreSQL has them;
 * PGlite is one connection). Each holds its transaction open a moment after its UPDATE, so the others' UPDATEs wait
 * on the row lock and then re-check stale_alert_for: the stalled master is claimed by exactly one.
 */
describe.skipIf(process.env.TEST_DRIVER !== "postgres")("claiming stale masters on several connections at once", () => {
  it("claims each stall once however many transactions race for it", async () => {
    const database = await freshDatabase();
    const [row] = (
      (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    const pools = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: url.toString() })));
    try {
      const [master] = await database.db
        .insert(masterShipments)
        .values({
          mode: "sea",
          carrier: "Maersk",
          transport_document: "MAEU123456789",
          origin: "Brixton",
          destination: "Apapa, Lagos",
          last_moved_at: new Date(Date.now() - 9 * DAY),
        })
        .returning();
      const claims = await Promise.all(
        pools.map((pool) =>
          pool.db.transaction(async (tx) => {
            const ids = await claimStaleMasters(tx, new Date(), 5);
            await sleep(200);
            return ids;
          }),
        ),
      );
      expect(claims.flat()).toEqual([master!.id]);
    } finally {
      await Promise.all(pools.map((p) => p.close()));
      await database.close();
    }
  });
});
