import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { createPackage, insertCustomer } from "../src/db/factories/index.js";
import { mailOutbox, packageReminders, scheduledRuns } from "../src/db/schema.js";
import { STORAGE_REMINDERS_JOB } from "../src/features/packages/storage-reminders.js";
import { periodOf } from "../src/lib/schedule.js";
import { JOB_MAIL_STAFF, type ServerProcesses, scratchPostgres, startSchedulersOnOneDatabase } from "./processes.js";

/**
 * The storage job with two real server processes on one PostgreSQL database, started together and checking every
 * 100 ms: the day's run happens once (one scheduled_runs row, one process logs it), and each reminder e-mail is
 * queued and sent once in total. Runs in the 'postgres' vitest project (TEST_DATABASE_URL).
 */
const scratch = await scratchPostgres();
const CUSTOMERS = ["ada@example.com", "ben@example.com", "chi@example.com"];

describe.skipIf(!scratch)("the storage job with two server processes on one PostgreSQL", () => {
  let processes: ServerProcesses | undefined;

  beforeAll(async () => {
    processes = await startSchedulersOnOneDatabase(scratch!.url, async (db) => {
      for (const email of CUSTOMERS) {
        const owner = await insertCustomer(db, { email_address: email });
        // Trail Richmond: 30 free days. Fees in about 3 days (7d reminder) and in about 12 hours (1d reminder).
        await createPackage(db, { owner, receivedDaysAgo: 27 });
        await createPackage(db, { owner, receivedDaysAgo: 29.5 });
      }
      await createPackage(db, { owner: null, receivedDaysAgo: 75, status: "on_hold" });
    });
  }, 240_000);

  afterAll(async () => {
    processes?.stop();
    await scratch?.drop();
  });

  it("runs the day once: one run row, each reminder recorded once, each e-mail queued and sent once", async () => {
    const database = await openDatabase({ url: scratch!.url });
    try {
      const db = database.db;
      const expected = CUSTOMERS.length + JOB_MAIL_STAFF.length;
      const deadline = Date.now() + 60_000;
      for (;;) {
        const sent = await db.select().from(mailOutbox).where(eq(mailOutbox.status, "sent"));
        if (sent.length >= expected) break;
        if (Date.now() > deadline) throw new Error(`only ${sent.length} of ${expected} e-mails were sent in 60 s`);
        await sleep(200);
      }
      // Both processes keep checking (every 100 ms) for another 1.5 s: nothing more may happen.
      await sleep(1_500);

      // (The processes run the other daily jobs too: only this job's runs are counted.)
      const runs = await db.select().from(scheduledRuns).where(eq(scheduledRuns.job, STORAGE_REMINDERS_JOB));
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ job: STORAGE_REMINDERS_JOB, period: periodOf(new Date()) });
      expect(runs[0]!.summary).toBe("6 reminder(s) to 3 customer(s); 1 long-held package(s) listed to 2 staff");
      expect(await db.select().from(packageReminders)).toHaveLength(6);

      const queued = await db.select().from(mailOutbox);
      expect(queued.map((m) => m.to_address).sort()).toEqual([...CUSTOMERS, ...JOB_MAIL_STAFF].sort());
      expect(queued.every((m) => m.status === "sent")).toBe(true);
      const reminders = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to_address, CUSTOMERS[0]!), eq(mailOutbox.status, "sent")));
      expect(reminders[0]!.subject).toBe("Storage fees start soon on your packages");

      // What left the two processes' mail transports (each writes .eml files under its DATA_DIR): each message once.
      const files = processes!.dataDirs.flatMap((dir) => {
        const mailDir = join(dir, "mail");
        return existsSync(mailDir) ? readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), "utf8")) : [];
      });
      const recipients = files.map((raw) => /^To: (.*)$/m.exec(raw)?.[1]?.trim()).sort();
      expect(recipients).toEqual([...CUSTOMERS, ...JOB_MAIL_STAFF].sort());
    } finally {
      await database.close();
    }

    // Exactly one of the two processes ran the job (the other found the day claimed).
    const outputs = await processes!.terminate();
    const ranIn = outputs.map((out) => (out.match(/scheduled job storage-reminders ran/g) ?? []).length);
    expect(ranIn.sort()).toEqual([0, 1]);
  }, 120_000);
});
