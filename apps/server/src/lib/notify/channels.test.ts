import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { memoryLogger } from "../../../test/smtp-peer.js";
import { insertCustomer } from "../../db/factories/accounts.js";
import { channelMessages, notificationContacts, notificationPreferences } from "../../db/schema.js";
import { deliverDueMessages } from "./channel-worker.js";
import {
  createMessageProvider,
  FileMessageProvider,
  type MessageProvider,
  OUTBOUND_MESSAGES_FILE,
} from "./channels.js";
import { notifyCustomers } from "./notify.js";

const config = { JWT_SECRET: "s".repeat(40), PUBLIC_URL: "http://localhost:3000" };
const dataDir = mkdtempSync(join(tmpdir(), "freight-messages-"));
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A customer who wants milestones by SMS and WhatsApp, notified once: two messages queued. */
async function queueTexts(text: string) {
  const db = database.db;
  const customer = await insertCustomer(db);
  await db.insert(notificationPreferences).values([
    { customer_id: customer.id, kind: "milestones", channel: "sms", enabled: true },
    { customer_id: customer.id, kind: "milestones", channel: "whatsapp", enabled: true },
  ]);
  await db.insert(notificationContacts).values({
    customer_id: customer.id,
    sms_phone: "+2348031234567",
    whatsapp_phone: "+447911123456",
    // Both numbers typed back their codes: only verified numbers get texts.
    sms_verified_at: new Date(),
    whatsapp_verified_at: new Date(),
  });
  const outcome = await notifyCustomers(db, config, [
    { customer, kind: "milestones", email: { subject: text, content: { heading: text } }, text },
  ]);
  expect(outcome.messages).toBe(2);
  return db
    .select()
    .from(channelMessages)
    .where(sql`${channelMessages.body} like ${`${text}%`}`);
}

const rowOf = async (id: number) =>
  (await database.db.select().from(channelMessages).where(eq(channelMessages.id, id)))[0]!;

describe("channel messages (SMS, WhatsApp)", () => {
  it("the file provider writes each queued message as a JSON line and the row says so, not 'sent to a phone'", async () => {
    const queued = await queueTexts("Your shipment departed Lagos.");
    const { log, lines } = memoryLogger();
    const provider = createMessageProvider({ MESSAGE_PROVIDER: "file", DATA_DIR: dataDir }, log);
    const path = join(dataDir, OUTBOUND_MESSAGES_FILE);

    expect(await deliverDueMessages(database.db, provider, log)).toBe(2);

    const written = readFileSync(path, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(written).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: "sms", to: "+2348031234567", kind: "milestones", id: queued[0]!.id }),
        expect.objectContaining({ channel: "whatsapp", to: "+447911123456" }),
      ]),
    );
    expect(written[0].body).toMatch(
      /^Your shipment departed Lagos\. Stop: http:\/\/localhost:3000\/unsubscribe\?token=/,
    );
    for (const message of queued) {
      const row = await rowOf(message.id);
      expect(row).toMatchObject({ status: "delivered", delivered_by: `file:${path}`, attempts: 1, last_error: null });
      expect(row.delivered_at).toBeInstanceOf(Date);
    }
    expect(lines.filter((l) => l.includes("not sent to a phone"))).toHaveLength(2);
    // Nothing left: a second run hands nothing over again.
    expect(await deliverDueMessages(database.db, provider, log)).toBe(0);
  });

  it("a provider that fails leaves the message pending with the error, retried later, and failed after the last try", async () => {
    const queued = await queueTexts("Your shipment is delayed.");
    const { log } = memoryLogger();
    const broken: MessageProvider = {
      name: "gateway",
      deliver: async () => {
        throw new Error("gateway answered 503");
      },
    };
    expect(await deliverDueMessages(database.db, broken, log)).toBe(0);
    const first = await rowOf(queued[0]!.id);
    expect(first).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "gateway answered 503",
      delivered_by: null,
    });
    expect(first.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    // The worker stops at a failure (the provider is probably down); the next run tries the other message, and the
    // first is not due again until its backoff has passed.
    expect((await rowOf(queued[1]!.id)).attempts).toBe(0);
    expect(await deliverDueMessages(database.db, broken, log)).toBe(0);
    expect((await rowOf(queued[1]!.id)).attempts).toBe(1);
    expect((await rowOf(queued[0]!.id)).attempts).toBe(1);

    await database.db
      .update(channelMessages)
      .set({ attempts: 7, next_attempt_at: new Date(0) })
      .where(eq(channelMessages.id, queued[0]!.id));
    await deliverDueMessages(database.db, broken, log);
    expect(await rowOf(queued[0]!.id)).toMatchObject({ status: "failed", attempts: 8, delivered_by: null });

    // The other message goes once the provider works again.
    await database.db
      .update(channelMessages)
      .set({ next_attempt_at: new Date(0) })
      .where(eq(channelMessages.id, queued[1]!.id));
    const file = new FileMessageProvider(join(dataDir, "retry.log"), log);
    expect(await deliverDueMessages(database.db, file, log)).toBe(1);
    expect(await rowOf(queued[1]!.id)).toMatchObject({ status: "delivered", delivered_by: `file:${file.path}` });
  });

  it("several workers at once hand each message over exactly once", async () => {
    const texts = await Promise.all([queueTexts("Arrived A."), queueTexts("Arrived B."), queueTexts("Arrived C.")]);
    const { log } = memoryLogger();
    const path = join(dataDir, "concurrent.log");
    const workers = Array.from({ length: 3 }, () => new FileMessageProvider(path, log));
    const counts = await Promise.all(workers.map((w) => deliverDueMessages(database.db, w, log)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    const ids = readFileSync(path, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).id as number);
    expect(ids.sort()).toEqual(
      texts
        .flat()
        .map((t) => t.id)
        .sort(),
    );
  });
});
