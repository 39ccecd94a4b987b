import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { memoryLogger, SmtpPeer } from "../../../test/smtp-peer.js";
import { loadConfig } from "../../config.js";
import { enqueueMail } from "./outbox.js";
import { createMailTransport, dkimFrom, type SenderSettings } from "./transport.js";
import { deliverDueMail } from "./worker.js";

/** Mail that lands: Message-ID on the sender's domain, Reply-To to the staff inbox, DKIM when a key is set. */
const FROM = "Swiftway Global Logistics <no-reply@swiftwaylogistics.com>";
const INBOX = "operations@swiftwaylogistics.com";
const content = { heading: "Your shipment", paragraphs: ["It is on its way."] };

/** One header of a raw message, its folded lines joined. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, " ");

describe("headers of the mail the worker sends", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const peer = new SmtpPeer(0);
  const dataDir = mkdtempSync(join(tmpdir(), "freight-mail-headers-"));
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
  beforeEach(() => {
    peer.received = [];
  });

  async function send(sender: SenderSettings) {
    const smtp = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${peer.port}`, dataDir, sender });
    await deliverDueMail(database.db, smtp, FROM, log);
    smtp.close();
  }

  it("customer mail: Message-ID on the sender's domain and Reply-To the staff inbox; staff mail keeps its own Reply-To", async () => {
    await enqueueMail(database.db, { to: "ada@example.com", subject: "To a customer", content });
    await enqueueMail(database.db, { to: INBOX, subject: "Enquiry", content, replyTo: "visitor@example.com" });
    await enqueueMail(database.db, { to: INBOX, subject: "Notice to staff", content });
    await send({ staffInbox: INBOX });

    const bySubject = (subject: string) => peer.received.find((raw) => header(raw, "Subject") === subject)!;
    const customer = bySubject("To a customer");
    expect(header(customer, "Message-ID")).toMatch(/^<outbox-\d+-\d+@swiftwaylogistics\.com>$/);
    expect(header(customer, "Reply-To")).toBe(INBOX);
    expect(header(customer, "DKIM-Signature")).toBeUndefined();
    expect(header(bySubject("Enquiry"), "Reply-To")).toBe("visitor@example.com");
    expect(header(bySubject("Notice to staff"), "Reply-To")).toBeUndefined();
  });

  it("signs with DKIM when the configuration holds a key", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: "x".repeat(48),
      DKIM_DOMAIN: "swiftwaylogistics.com",
      DKIM_SELECTOR: "mail2026",
      // As an environment file often holds it: one line, the line breaks written \n.
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n"),
    });
    await enqueueMail(database.db, { to: "ada@example.com", subject: "Signed", content });
    await send({ staffInbox: config.STAFF_INBOX, dkim: dkimFrom(config) });

    const signature = header(peer.received[0]!, "DKIM-Signature");
    expect(signature).toBeDefined();
    expect(signature).toMatch(/\bd=swiftwaylogistics\.com;/);
    expect(signature).toMatch(/\bs=mail2026;/);
    expect(signature).toMatch(/\bbh=[^;]+;/);
    expect(signature).toMatch(/\bh=[^;]*from[^;]*;/i);
  });

  it("refuses half a DKIM configuration, naming what is missing", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(48), DKIM_DOMAIN: "example.com" })).toThrow(
      /DKIM_SELECTOR: is required with the other DKIM_ variables[\s\S]*DKIM_PRIVATE_KEY/,
    );
  });
});
