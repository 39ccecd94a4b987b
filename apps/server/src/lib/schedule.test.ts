import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { memoryLogger } from "../../test/smtp-peer.js";
import { openDatabase } from "../db/client.js";
import { scheduledRuns } from "../db/schema.js";
import { jobStatuses } from "./job-status.js";
import { CLAIM_LEASE_MS, type DailyJob, periodOf, runIfDue, startScheduler } from "./schedule.js";

const { lines, log } = memoryLogger();
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** A job that counts its runs (and can be made slow), as the storage job would send its e-mails. */
function countingJob(name: string, workMs = 0) {
  const runs: string[] = [];
  const job: DailyJob = {
    name,
    async run(_tx, now) {
      if (workMs) await sleep(workMs);
      runs.push(periodOf(now));
      return `run ${runs.length}`;
    },
  };
  return { job, runs };
}

describe("startScheduler", () => {
  it("runs each job once per UTC day however often it checks, and again when the clock reaches the next day", async () => {
    let now = new Date("2026-05-01T23:58:00Z");
    const { job, runs } = countingJob("count-days");
    const ran: string[] = [];
    const scheduler = startScheduler(database.db, [job], log, {
      intervalMs: 20,
      now: () => now,
      onRan: (o) => ran.push(o.job),
    });
    await sleep(200); // about ten checks
    expect(runs).toEqual(["2026-05-01"]);
    now = new Date("2026-05-02T00:01:00Z");
    await sleep(200);
    await scheduler.checkNow();
    expect(runs).toEqual(["2026-05-01", "2026-05-02"]);
    expect(ran).toEqual(["count-days", "count-days"]);
    await scheduler.stop();
    now = new Date("2026-05-03T00:01:00Z");
    await sleep(100);
    expect(runs).toHaveLength(2);
  });

  it("says once when its first check is over, after the check's runs", async () => {
    const { job, runs } = countingJob("first-check-job", 100);
    const over: number[] = [];
    const scheduler = startScheduler(database.db, [job], log, {
      intervalMs: 20,
      afterFirstCheck: () => over.push(runs.length),
    });
    await sleep(300); // the first check and about ten more
    await scheduler.stop();
    expect(over).toEqual([1]);
  });

  it("stop() waits for the run under way, which then commits", async () => {
    const { job, runs } = countingJob("slow-job", 300);
    const scheduler = startScheduler(database.db, [job], log, { intervalMs: 60_000, now: () => new Date() });
    await sleep(50);
    await scheduler.stop();
    expect(runs).toHaveLength(1);
    const rows = (await database.db.select().from(scheduledRuns)).filter((r) => r.job === "slow-job");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.finished_at).toBeInstanceOf(Date);
  });

  it("keeps checking after a job fails, and the failed day runs at a later check", async () => {
    let fail = true;
    const runs: string[] = [];
    const job: DailyJob = {
      name: "flaky-job",
      async run(_tx, now) {
        if (fail) throw new Error("database hiccup");
        runs.push(periodOf(now));
        return "ok";
      },
    };
    const scheduler = startScheduler(database.db, [job], log, { intervalMs: 20 });
    await sleep(100);
    expect(runs).toEqual([]);
    // The failure is kept for the system page and /metrics (its claim was rolled back).
    const flaky = async () => (await jobStatuses(database.db)).find((status) => status.job === "flaky-job");
    expect(await flaky()).toMatchObject({ outcome: "failed", detail: "database hiccup", lastOkAt: null });
    fail = false;
    await sleep(150);
    await scheduler.stop();
    expect(runs).toEqual([periodOf(new Date())]);
    expect(lines).toContain("scheduled job flaky-job failed; it is tried again at the next check");
    const ok = await flaky();
    expect(ok).toMatchObject({ outcome: "ok", detail: "ok", lastOkAt: ok?.at });
  });
});

describe("a job due from a time of day (BACKUP_AT)", () => {
  it("leaves the day alone before its time, runs at the first check from then on or later that day, once", async () => {
    const { job, runs } = countingJob("due-at-01-30");
    job.dueFromMinute = 90;
    const at = (iso: string) => runIfDue(database.db, job, new Date(iso));
    expect(await at("2026-05-02T00:00:00Z")).toEqual({ job: "due-at-01-30", ran: false });
    expect(await at("2026-05-02T01:29:59Z")).toEqual({ job: "due-at-01-30", ran: false });
    expect(await at("2026-05-02T01:30:00Z")).toMatchObject({ ran: true, period: "2026-05-02" });
    expect(await at("2026-05-02T23:59:00Z")).toEqual({ job: "due-at-01-30", ran: false });
    // The next day: not before 01:30; a server that was down then runs it at its first check afterwards.
    expect(await at("2026-05-03T01:00:00Z")).toEqual({ job: "due-at-01-30", ran: false });
    expect(await at("2026-05-03T14:05:00Z")).toMatchObject({ ran: true, period: "2026-05-03" });
    expect(runs).toEqual(["2026-05-02", "2026-05-03"]);
  });
});

describe("a claim committed before its work (afterCommit, the backup) and left unfinished", () => {
  /** A job whose work after the claim counts its runs. */
  function afterCommitJob(name: string) {
    const runs: string[] = [];
    const job: DailyJob = {
      name,
      run: async () => "claimed",
      async afterCommit(now) {
        runs.push(now.toISOString());
        return "written";
      },
    };
    return { job, runs };
  }
  /** A claim as a killed process (or a restored backup) leaves it: started, never finished. */
  const leftClaim = (job: string, period: string, started_at: Date) =>
    database.db.insert(scheduledRuns).values({ job, period, started_at, summary: "claimed" });

  it("holds the day within the lease, and is taken over once it is older (once, however often checked)", async () => {
    const { job, runs } = afterCommitJob("left-unfinished");
    const now = new Date("2026-07-01T09:00:00Z");
    const claimedAt = new Date(now.getTime() - CLAIM_LEASE_MS + 60_000);
    await leftClaim(job.name, "2026-07-01", claimedAt);
    // Within the lease: perhaps still running in another process.
    expect(await runIfDue(database.db, job, now)).toEqual({ job: job.name, ran: false });
    const later = new Date(now.getTime() + 120_000);
    expect(await runIfDue(database.db, job, later)).toEqual({
      job: job.name,
      period: "2026-07-01",
      ran: true,
      summary: "written",
      tookOverFrom: claimedAt,
    });
    expect(await runIfDue(database.db, job, new Date(later.getTime() + CLAIM_LEASE_MS * 2))).toEqual({
      job: job.name,
      ran: false,
    });
    expect(runs).toEqual([later.toISOString()]);
    const [row] = await database.db.select().from(scheduledRuns).where(eq(scheduledRuns.job, job.name));
    expect(row).toMatchObject({ started_at: later, summary: "written" });
    expect(row?.finished_at).toBeInstanceOf(Date);
  });

  it("the scheduler logs the takeover, and a finished day is never taken over", async () => {
    const { job, runs } = afterCommitJob("left-by-a-killed-process");
    const now = new Date("2026-07-02T09:00:00Z");
    await leftClaim(job.name, "2026-07-02", new Date("2026-07-02T00:00:05Z"));
    await database.db
      .insert(scheduledRuns)
      .values({ job: job.name, period: "2026-07-01", started_at: new Date("2026-07-01T00:00:00Z"), finished_at: now });
    const scheduler = startScheduler(database.db, [job], log, { intervalMs: 60_000, now: () => now });
    await scheduler.checkNow();
    await scheduler.stop();
    expect(runs).toEqual([now.toISOString()]);
    expect(lines).toContain(
      "scheduled job left-by-a-killed-process: the claim of 2026-07-02 made at 2026-07-02T00:00:05.000Z never finished (its process stopped); taken over",
    );
    expect(await runIfDue(database.db, job, new Date("2026-07-01T23:00:00Z"))).toEqual({ job: job.name, ran: false });
  });

  it("stop() stops the work after the claim and gives the day back; the next start runs it", async () => {
    let started = 0;
    const job: DailyJob = {
      name: "stopped-mid-work",
      run: async () => "claimed",
      afterCommit: (_now, signal) => {
        started++;
        // As a backup's child process would run for a while, unless stopped.
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve("written"), 30_000);
          signal.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(new Error("killed"));
          });
        });
      },
    };
    const scheduler = startScheduler(database.db, [job], log, { intervalMs: 60_000 });
    while (started === 0) await sleep(10);
    const stopAt = Date.now();
    await scheduler.stop();
    expect(Date.now() - stopAt).toBeLessThan(1_000);
    expect(await database.db.select().from(scheduledRuns).where(eq(scheduledRuns.job, job.name))).toEqual([]);
    const status = (await jobStatuses(database.db)).find((s) => s.job === job.name);
    expect(status).toMatchObject({
      outcome: "failed",
      detail: "stopped by the server's shutdown; the next check (or start) runs it again",
    });
    job.afterCommit = async () => "written";
    expect(await runIfDue(database.db, job, new Date())).toMatchObject({ ran: true, summary: "written" });
  });
});

/** Several connections claiming one day at once: only PostgreSQL has them (PGlite is one connection). */
describe.skipIf(process.env.TEST_DRIVER !== "postgres")("runIfDue on several connections at once", () => {
  it("runs the day's work once however many pools race for it", async () => {
    const url = await databaseUrl();
    const pools = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url })));
    try {
      const { job, runs } = countingJob("race-job", 200);
      const now = new Date();
      const outcomes = await Promise.all(pools.map((p) => runIfDue(p.db, job, now)));
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
  });
});

/** The URL of the test's database (freshDatabase made it on TEST_DATABASE_URL's server). */
async function databaseUrl() {
  const result = await database.db.execute(sql`select current_database() as name`);
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
