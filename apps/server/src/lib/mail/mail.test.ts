import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { PNG_1PX } from "../../../test/multipart.js";
import { memoryLogger, SmtpPeer } from "../../../test/smtp-peer.js";
import { mailOutbox } from "../../db/schema.js";
import { requeueFailedMail } from "../../features/outbox/outbox.staff.repository.js";
import { enqueueMail } from "./outbox.js";
import { createMailTransport } from "./transport.js";
import { deliverDueMail, startMailWorker } from "./worker.js";

const FROM = "Swiftway <no-reply@swiftway.test>";

const content = { heading: "Your shipment", paragraphs: ["It is on its way."] };

describe("mail outbox with a real SMTP server", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const peer = new SmtpPeer();
  const dataDir = mkdtempSync(join(tmpdir(), "freight-mail-"));
  const { log } = memoryLogger();

  beforeAll(async () => {
    database = await freshDatabase();
    await peer.start();
  });
  afterAll(async () => {
    await peer.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rowOf = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
  const transport = () => createMailTransport({ smtpUrl: `smtp://127.0.0.1:${peer.port}`, dataDir });

  it("delivers a queued message to the SMTP server", async () => {
    const id = await enqueueMail(database.db, { to: "ada@example.com", subject: "Delivered at once", content });
    const smtp = transport();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(1);
    smtp.close();

    expect(peer.subjects()).toEqual(["Delivered at once"]);
    expect(peer.received[0]).toMatch(/^To: ada@example.com$/m);
    const row = await rowOf(id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it("sends stored uploads as inline attachments named by their cid; a file that is gone is left out", async () => {
    peer.received = [];
    const upload = "0f8c2f7e-3d1a-4c55-9a7e-1b2c3d4e5f60.png";
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    writeFileSync(join(dataDir, "uploads", upload), PNG_1PX);
    const id = await enqueueMail(database.db, {
      to: "ada@example.com",
      subject: "Your parcel arrived",
      content: { heading: "Arrived", images: [{ cid: "swp1-photo-1@parcel", alt: "Photo of SWP1" }] },
      attachments: [
        { upload, filename: "SWP1-1.png", contentType: "image/png", cid: "swp1-photo-1@parcel" },
        {
          upload: "00000000-0000-4000-8000-000000000000.png",
          filename: "gone.png",
          contentType: "image/png",
          cid: "gone@parcel",
        },
      ],
    });
    const smtp = transport();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(1);
    smtp.close();

    const raw = peer.received[0]!.replace(/=\r?\n/g, "");
    expect(raw).toContain('src=3D"cid:swp1-photo-1@parcel"');
    expect(raw).toMatch(/^Content-Type: image\/png; name=SWP1-1.png$/m);
    expect(raw).toMatch(/^Content-ID: <swp1-photo-1@parcel>$/m);
    expect(raw).toContain(PNG_1PX.toString("base64").slice(0, 60));
    expect(raw).not.toContain("gone.png");
    expect((await rowOf(id)).status).toBe("sent");
  });

  it("keeps a message while the server is down and delivers it exactly once when it is back", async () => {
    const port = peer.port;
    await peer.stop();
    const id = await enqueueMail(database.db, { to: "ada@example.com", subject: "Sent after the outage", content });
    const smtp = transport();

    const before = Date.now();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    let row = await rowOf(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(before + 1000);

    // Not due yet: a second run leaves it alone (the backoff is respected).
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    expect((await rowOf(id)).attempts).toBe(1);

    await peer.start(port);
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    // Skip the backoff wait instead of sleeping through it.
    await database.db.update(mailOutbox).set({ next_attempt_at: sql`now()` }).where(eq(mailOutbox.id, id));
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(1);
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    smtp.close();

    expect(peer.subjects().filter((s) => s === "Sent after the outage")).toHaveLength(1);
    row = await rowOf(id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBeNull();
  });

  it("two workers running at the same time send each message once", async () => {
    peer.received = [];
    const subjects = Array.from({ length: 12 }, (_, i) => `Concurrent ${i}`);
    for (const subject of subjects) await enqueueMail(database.db, { to: "grace@example.com", subject, content });

    const [a, b] = [transport(), transport()];
    const counts = await Promise.all([
      deliverDueMail(database.db, a, FROM, log),
      deliverDueMail(database.db, b, FROM, log),
    ]);
    a.close();
    b.close();

    expect(counts[0]! + counts[1]!).toBe(subjects.length);
    expect([...peer.subjects()].sort()).toEqual([...subjects].sort());
    const pending = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(pending).toHaveLength(0);
  });

  /** Skips every backoff and lease instead of sleeping through it. */
  const makeAllDue = () =>
    database.db.execute(sql`update mail_outbox set next_attempt_at = now() where status in ('pending', 'sending')`);

  it("a permanent rejection (5xx) fails the message at once with the server's reason; the next one still goes", async () => {
    peer.received = [];
    peer.refuse = {
      stage: "rcpt",
      code: 550,
      text: "5.1.1 <nobody@example.com>: no such user",
      to: "nobody@example.com",
    };
    const rejected = await enqueueMail(database.db, { to: "nobody@example.com", subject: "To nobody", content });
    await enqueueMail(database.db, { to: "ada@example.com", subject: "To Ada", content });
    const smtp = transport();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(1);
    expect(peer.subjects()).toEqual(["To Ada"]);
    let row = await rowOf(rejected);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain("550 5.1.1 <nobody@example.com>: no such user");

    // Never tried again, even when it would be due.
    await database.db.update(mailOutbox).set({ next_attempt_at: sql`now()` }).where(eq(mailOutbox.id, rejected));
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    smtp.close();
    row = await rowOf(rejected);
    expect([row.status, row.attempts]).toEqual(["failed", 1]);
    peer.refuse = undefined;
  });

  it("a temporary rejection (4xx) is retried after a backoff and then delivered once", async () => {
    peer.received = [];
    peer.refuse = { stage: "data", code: 451, text: "4.3.0 Mail server temporarily rejected message" };
    const id = await enqueueMail(database.db, { to: "ada@example.com", subject: "Greylisted", content });
    const smtp = transport();
    const before = Date.now();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    let row = await rowOf(id);
    expect([row.status, row.attempts]).toEqual(["pending", 1]);
    expect(row.last_error).toContain("451 4.3.0 Mail server temporarily rejected message");
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(before + 1000);

    peer.refuse = undefined;
    await makeAllDue();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(1);
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    smtp.close();
    expect(peer.subjects()).toEqual(["Greylisted"]);
    row = await rowOf(id);
    expect([row.status, row.attempts]).toEqual(["sent", 2]);
  });

  it("server stopped, then refusing every message with 5xx: each fails once, is not retried, and after an owner sends it again it arrives exactly once", async () => {
    peer.received = [];
    const port = peer.port;
    await peer.stop();
    const subjects = Array.from({ length: 5 }, (_, i) => `Outage ${i}`);
    const ids: number[] = [];
    for (const subject of subjects)
      ids.push(await enqueueMail(database.db, { to: "lin@example.com", subject, content }));
    const smtp = transport();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0); // refused connection: all stay pending

    await peer.start(port);
    peer.refuse = { stage: "data", code: 554, text: "5.7.1 Message rejected as spam" };
    await makeAllDue();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row.status).toBe("failed");
      expect(row.last_error).toContain("554 5.7.1 Message rejected as spam");
    }
    const attemptsBefore = (await Promise.all(ids.map(rowOf))).map((r) => r.attempts);
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    expect((await Promise.all(ids.map(rowOf))).map((r) => r.attempts)).toEqual(attemptsBefore);

    peer.refuse = undefined;
    for (const id of ids) expect(await requeueFailedMail(database.db, id)).toBe(true);
    expect(await requeueFailedMail(database.db, ids[0]!)).toBe(false); // only a failed message can be queued again
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(subjects.length);
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    smtp.close();
    expect([...peer.subjects()].sort()).toEqual(subjects);
    for (const id of ids) expect((await rowOf(id)).status).toBe("sent");
  });

  describe("a database error after the server accepted a message", () => {
    // A real database error at the moment the worker records 'sent'; dropping the trigger ends the outage.
    const breakRecording = async () => {
      await database.db.execute(sql`create or replace function refuse_sent() returns trigger language plpgsql as $$
        begin raise exception 'database unavailable'; end $$`);
      await database.db.execute(sql`create trigger refuse_sent before update on mail_outbox for each row
        when (new.status = 'sent') execute function refuse_sent()`);
    };
    const repairRecording = () => database.db.execute(sql`drop trigger if exists refuse_sent on mail_outbox`);

    it("does not send it again: the record is retried until the database is back", async () => {
      peer.received = [];
      const id = await enqueueMail(database.db, { to: "ada@example.com", subject: "Recorded late", content });
      await breakRecording();
      const smtp = transport();
      const run = deliverDueMail(database.db, smtp, FROM, log);
      await new Promise((r) => setTimeout(r, 1500));
      expect(peer.subjects()).toEqual(["Recorded late"]);
      expect((await rowOf(id)).status).toBe("sending");
      await repairRecording();
      expect(await run).toBe(1);
      await makeAllDue();
      expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
      smtp.close();
      expect(peer.subjects()).toEqual(["Recorded late"]);
      const row = await rowOf(id);
      expect([row.status, row.attempts]).toEqual(["sent", 1]);
    });

    it("a worker stopped before it could record it sends it once more after its lease, with the same Message-ID", async () => {
      peer.received = [];
      const id = await enqueueMail(database.db, { to: "ada@example.com", subject: "Repeated once", content });
      await breakRecording();
      const smtp = transport();
      const stop = new AbortController();
      const run = deliverDueMail(database.db, smtp, FROM, log, stop.signal);
      await new Promise((r) => setTimeout(r, 500));
      stop.abort(); // the process goes away while the database is still down
      await expect(run).rejects.toThrow();
      await repairRecording();
      expect((await rowOf(id)).status).toBe("sending");

      // Nobody else takes it while the lease runs; after it, it goes out once more, then never again.
      expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
      await makeAllDue();
      expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(1);
      await makeAllDue();
      expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
      smtp.close();
      const ids = peer.messageIds("Repeated once");
      expect(ids).toHaveLength(2);
      expect(ids[0]).toMatch(/^<outbox-\d+-\d+@/);
      expect(ids[1]).toBe(ids[0]);
      expect((await rowOf(id)).status).toBe("sent");
    });
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    await peer.stop();
    const id = await enqueueMail(database.db, { to: "ada@example.com", subject: "Never delivered", content });
    await database.db.update(mailOutbox).set({ attempts: 11 }).where(eq(mailOutbox.id, id));
    const smtp = transport();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(0);
    smtp.close();
    const row = await rowOf(id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(12);
  });

  it("once a send goes through after failures, the other messages waiting out a backoff go at once", async () => {
    await peer.start();
    const port = peer.port;
    const queue = (subject: string) => enqueueMail(database.db, { to: "ada@example.com", subject, content });
    // Two messages that failed during an outage, their next attempts up to half an hour away, and one due now.
    const waiting = [await queue("Waiting 1"), await queue("Waiting 2")];
    const due = await queue("Due after failures");
    const failedBefore = { attempts: 6, last_error: "connect ECONNREFUSED 127.0.0.1:25" };
    await database.db
      .update(mailOutbox)
      .set({ ...failedBefore, next_attempt_at: sql`now() + interval '30 minutes'` })
      .where(sql`${mailOutbox.id} in (${waiting[0]}, ${waiting[1]})`);
    await database.db.update(mailOutbox).set(failedBefore).where(eq(mailOutbox.id, due));
    const smtp = transport();
    expect(await deliverDueMail(database.db, smtp, FROM, log)).toBe(3);
    for (const id of [...waiting, due]) expect((await rowOf(id)).status).toBe("sent");

    // A worker whose last send failed (a new message, the server down): the first send once it is back releases
    // the message that failed.
    await peer.stop();
    const worker = startMailWorker(database.db, smtp, FROM, log, 60_000);
    const first = await queue("Failed in the outage");
    worker.kick();
    while ((await rowOf(first)).last_error === null) await new Promise((resolve) => setTimeout(resolve, 20));
    await peer.start(port);
    const second = await queue("Sent after the outage, first");
    worker.kick();
    while ((await rowOf(first)).status !== "sent") await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect((await rowOf(second)).status).toBe("sent");
    expect((await rowOf(first)).attempts).toBe(2);
  }, 30_000);
});

describe("mail without SMTP_URL", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), "freight-eml-"));

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes each message as an .eml file under DATA_DIR/mail and logs where", async () => {
    const { lines, log } = memoryLogger();
    const files = createMailTransport({ dataDir });
    expect(files.describe).toBe(`files in ${join(dataDir, "mail")}`);
    const id = await enqueueMail(database.db, {
      to: "lin@example.com",
      subject: "Your receipt",
      content: { heading: "Receipt", rows: [["Note", "<b>fragile</b>"]] },
    });
    expect(await deliverDueMail(database.db, files, FROM, log)).toBe(1);

    const file = join(dataDir, "mail", `${String(id).padStart(6, "0")}.eml`);
    expect(readdirSync(join(dataDir, "mail"))).toEqual([`${String(id).padStart(6, "0")}.eml`]);
    const raw = readFileSync(file, "utf8");
    expect(raw).toMatch(/^Subject: Your receipt$/m);
    expect(raw).toMatch(/^To: lin@example.com$/m);
    expect(raw).toContain("&lt;b&gt;fragile&lt;/b&gt;");
    expect(raw).not.toContain("<b>fragile</b></td>");
    expect(lines).toContain(`mail written to ${file}`);
    // Mail holds customers' data: readable by the server's user only.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, "mail")).mode & 0o777).toBe(0o700);
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.status).toBe("sent");
  });

  it("the worker sends on kick and stops cleanly", async () => {
    const { log } = memoryLogger();
    const worker = startMailWorker(database.db, createMailTransport({ dataDir }), FROM, log, 60_000);
    const id = await enqueueMail(database.db, { to: "lin@example.com", subject: "Kicked", content });
    worker.kick();
    worker.kick(); // kicks during a run coalesce
    const deadline = Date.now() + 10_000;
    let status = "pending";
    while (status !== "sent" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      status = (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.status;
    }
    await worker.stop();
    expect(status).toBe("sent");
    expect(readFileSync(join(dataDir, "mail", `${String(id).padStart(6, "0")}.eml`), "utf8")).toMatch(
      /^Subject: Kicked$/m,
    );
  });
});
