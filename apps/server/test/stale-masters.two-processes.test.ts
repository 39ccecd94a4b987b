import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.js";
import { mailOutbox, masterShipments, scheduledRuns } from "../src/db/schema.js";
import { STALE_MASTERS_JOB } from "../src/features/master-shipments/stale-masters.js";
import { periodOf } from "../src/lib/schedule.js";
import { JOB_MAIL_STAFF, type ServerProcesses, scratchPostgres, startSchedulersOnOneDatabase } from "./processes.js";

/**
 * The stale-master alert with two real server processes on one PostgreSQL database, checking every 100 ms: a master
 * still for longer than the settings' days is e-mailed to owners and managers once in total; a rerun of the job (the
 * day's run row removed, as on the next day) lists nothing until the master moves and stalls again, then once more.
 * Runs in the 'postgres' vitest project (TEST_DATABASE_URL).
 */
const scratch = await scratchPostgres();
const DAY = 86_400_000;

describe.skipIf(!scratch)("the stale-master alert with two server processes on one PostgreSQL", () => {
  let processes: ServerProcesses | undefined;
  let database: Database;
  let stalledId = 0;

  beforeAll(async () => {
    processes = await startSchedulersOnOneDatabase(scratch!.url, async (db) => {
      const master = (reference: string, daysStill: number) => ({
        reference,
        mode: "air" as const,
        carrier: "Virgin Atlantic Cargo",
        transport_document: `932-${reference}`,
        origin: "Trail Richmond",
        destination: "Lagos",
        last_moved_at: new Date(Date.now() - daysStill * DAY),
      });
      const [stalled] = await db
        .insert(masterShipments)
        .values([master("MS8001", 6), master("MS8002", 2)])
        .returning();
      stalledId = stalled!.id;
    });
    database = await openDatabase({ url: scratch!.url });
  }, 240_000);

  afterAll(async () => {
    processes?.stop();
    await database?.close();
    await scratch?.drop();
  });

  const alerts = () => database.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like '%not moved%'`);
  const runsOfJob = () => database.db.select().from(scheduledRuns).where(eq(scheduledRuns.job, STALE_MASTERS_JOB));
  /** Waits until the job's run of today is finished (by either process), then 1.5 s more of both checking. */
  async function settled() {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [run] = await runsOfJob();
      if (run?.finished_at) break;
      if (Date.now() > deadline) throw new Error("the stale-masters job did not run within 60 s");
      await sleep(100);
    }
    await sleep(1_500);
  }
  /** The next day's run, as far as the job is concerned: today's run row goes, both processes race to claim it. */
  const nextRun = () =>
    database.db
      .delete(scheduledRuns)
      .where(and(eq(scheduledRuns.job, STALE_MASTERS_JOB), eq(scheduledRuns.period, periodOf(new Date()))));

  it("alerts once per stall whatever the number of processes, and again only after the master moves and stalls", async () => {
    await settled();
    const first = await alerts();
    expect(first.map((m) => m.to_address).sort()).toEqual([...JOB_MAIL_STAFF].sort());
    expect(first[0]!.subject).toBe("1 master shipment has not moved for 5 days");
    expect(first[0]!.text_body).toContain("MS8001");
    expect(first[0]!.text_body).not.toContain("MS8002");
    expect((await runsOfJob())[0]!.summary).toBe("1 master(s) without movement for 5 day(s) listed to 2 staff");

    // Run again: the stall was alerted, nothing new.
    await nextRun();
    await settled();
    expect(await alerts()).toHaveLength(2);
    expect((await runsOfJob())[0]!.summary).toBe("0 master(s) without movement for 5 day(s)");

    // The master moved (a milestone 6 days ago, after the alerted stall) and has been still since: one more alert.
    await database.db
      .update(masterShipments)
      .set({ last_moved_at: new Date(Date.now() - 5.5 * DAY), last_milestone: "departed_origin" })
      .where(eq(masterShipments.id, stalledId));
    await nextRun();
    await settled();
    const all = await alerts();
    expect(all).toHaveLength(4);
    expect(
      all
        .slice(2)
        .map((m) => m.to_address)
        .sort(),
    ).toEqual([...JOB_MAIL_STAFF].sort());

    // Every alert left once, through one of the two processes' mail workers.
    const deadline = Date.now() + 30_000;
    while ((await alerts()).some((m) => m.status !== "sent") && Date.now() < deadline) await sleep(200);
    expect((await alerts()).every((m) => m.status === "sent")).toBe(true);

    // Each of the three runs was made by exactly one of the two processes.
    const outputs = await processes!.terminate();
    const ranIn = outputs.map((out) => (out.match(/scheduled job stale-masters ran/g) ?? []).length);
    expect(ranIn[0]! + ranIn[1]!).toBe(3);
  }, 180_000);
});
