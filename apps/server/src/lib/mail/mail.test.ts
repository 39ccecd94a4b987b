import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { mailOutbox } from "../../db/schema.js";
import { enqueueMail } from "./outbox.js";
import { createMailTransport } from "./transport.js";
import { deliverDueMail, startMailWorker } from "./worker.js";

const FROM = "Swiftway <no-reply@swiftway.test>";

/** A logger that remembers its lines, so a test can check what an operator would read. */
function memoryLogger() {
  const lines: string[] = [];
  const record = (obj: unknown, msg?: string) => lines.push(typeof obj === "string" ? obj : (msg ?? ""));
  const log = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record };
  return { lines, log: { ...log, child: () => log, level: "info" } as unknown as FastifyBaseLogger };
}

/** The peer: a real SMTP server on a free local port that keeps every message it accepts. */
class SmtpPeer {
  received: string[] = [];
  port = 0;
  private server?: SMTPServer;

  async start(port = 0) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        // A short pause per message, so concurrent workers really overlap while sending.
        stream.on("end", () =>
          setTimeout(() => {
            this.received.push(Buffer.concat(chunks).toString("utf8"));
            callback();
          }, 20),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  subjects() {
    return this.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);
  }
}

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
