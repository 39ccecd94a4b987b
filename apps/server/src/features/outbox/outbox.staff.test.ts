import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { failedTextMessage, GATEWAY_ERROR } from "../../../test/failed-message.js";
import { client } from "../../../test/http.js";
import { memoryLogger, SmtpPeer } from "../../../test/smtp-peer.js";
import { channelMessages, mailOutbox } from "../../db/schema.js";
import { auditTrailOf } from "../../lib/audit.js";
import { HELD_BACK_REASON } from "../../lib/backup/held-back.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { createMailTransport } from "../../lib/mail/transport.js";
import { deliverDueMail } from "../../lib/mail/worker.js";
import { deliverDueMessages } from "../../lib/notify/channel-worker.js";
import { FileMessageProvider } from "../../lib/notify/channels.js";

const { app, dataDir } = await buildTestApp();
const FROM = "Swiftway <no-reply@swiftway.test>";
const peer = new SmtpPeer();
const { log } = memoryLogger();

beforeAll(() => peer.start());
afterAll(() => peer.stop());

/** One run of the real worker against the peer. */
async function deliver() {
  const smtp = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${peer.port}`, dataDir });
  try {
    return await deliverDueMail(app.db, smtp, FROM, log);
  } finally {
    smtp.close();
  }
}

describe("failed e-mails in the back office", () => {
  it("an owner sees a message the SMTP server refused, with its reason, and sends it again: it arrives once", async () => {
    peer.refuse = { stage: "rcpt", code: 550, text: "5.1.1 Mailbox unavailable", to: "typo@example.com" };
    const id = await enqueueMail(app.db, {
      to: "typo@example.com",
      subject: "Your receipt",
      content: { heading: "Receipt", paragraphs: ["Paid."] },
    });
    expect(await deliver()).toBe(0);

    const owner = await signInAdmin(app, "owner");
    const list = await client(app, owner.token).get("/api/admin/mail/failed");
    expect(list.status).toBe(200);
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1 });
    expect(list.body.mail).toEqual([
      {
        id,
        channel: "email",
        to: "typo@example.com",
        subject: "Your receipt",
        attempts: 1,
        error: expect.stringContaining("550 5.1.1 Mailbox unavailable"),
        created_at: expect.any(String),
      },
    ]);

    // The mailbox is fixed on the other side; the owner sends the message again.
    peer.refuse = undefined;
    const resend = await client(app, owner.token).post(`/api/admin/mail/${id}/resend`);
    expect(resend.status).toBe(200);
    expect(resend.body.message).toBe("The e-mail is queued to be sent again.");
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect([row!.status, row!.attempts, row!.last_error]).toEqual(["pending", 0, null]);
    expect((await client(app, owner.token).get("/api/admin/mail/failed")).body.mail).toEqual([]);
    const [entry] = await auditTrailOf(app.db, "mail", id);
    expect(entry).toMatchObject({ action: "sent the e-mail again", actor_id: owner.admin.id });

    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);
    expect(peer.subjects()).toEqual(["Your receipt"]);

    // Sent now: there is no failed message with that number any more.
    const again = await client(app, owner.token).post(`/api/admin/mail/${id}/resend`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("No failed e-mail with this number.");
  });

  it("an owner sees a failed SMS beside a failed e-mail, each with its channel, and sends the SMS again", async () => {
    peer.refuse = { stage: "rcpt", code: 550, text: "5.1.1 Mailbox unavailable", to: "gone@example.com" };
    const mailId = await enqueueMail(app.db, {
      to: "gone@example.com",
      subject: "Your invoice",
      content: { heading: "Invoice", paragraphs: ["Due."] },
    });
    expect(await deliver()).toBe(0);
    const sms = await failedTextMessage(app.db, {
      to: "+2348012345678",
      body: "Your shipment SW-1 has arrived in Lagos.",
    });

    const owner = await signInAdmin(app, "owner");
    const list = await client(app, owner.token).get("/api/admin/mail/failed");
    expect(list.status).toBe(200);
    expect(list.body.pagination).toMatchObject({ page: 1, total: 2 });
    expect(list.body.mail).toEqual([
      {
        id: sms,
        channel: "sms",
        to: "+2348012345678",
        subject: "Your shipment SW-1 has arrived in Lagos.",
        attempts: 8,
        error: GATEWAY_ERROR,
        created_at: expect.any(String),
      },
      expect.objectContaining({ id: mailId, channel: "email", to: "gone@example.com", subject: "Your invoice" }),
    ]);
    // The pages run across both tables: one per page, the e-mail comes second.
    const paged = await client(app, owner.token).get("/api/admin/mail/failed?pageSize=1&page=2");
    expect(paged.body.mail.map((m: { channel: string }) => m.channel)).toEqual(["email"]);

    const resend = await client(app, owner.token).post(`/api/admin/messages/${sms}/resend`);
    expect(resend.status).toBe(200);
    expect(resend.body.message).toBe("The message is queued to be sent again.");
    const [row] = await app.db.select().from(channelMessages).where(eq(channelMessages.id, sms));
    expect([row!.status, row!.attempts, row!.last_error]).toEqual(["pending", 0, null]);
    expect(row!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
    const [entry] = await auditTrailOf(app.db, "channel_message", sms);
    expect(entry).toMatchObject({ action: "sent the message again", actor_id: owner.admin.id });
    // The e-mail is still failed and listed; only the SMS left the list.
    const after = await client(app, owner.token).get("/api/admin/mail/failed");
    expect(after.body.mail).toEqual([expect.objectContaining({ id: mailId, channel: "email" })]);

    const file = new FileMessageProvider(join(dataDir, "resent-messages.log"), log);
    expect(await deliverDueMessages(app.db, file, log)).toBe(1);
    const [sent] = await app.db.select().from(channelMessages).where(eq(channelMessages.id, sms));
    expect(sent!.status).toBe("delivered");

    // Delivered now: no failed message with that number; the e-mail route does not touch channel messages.
    const again = await client(app, owner.token).post(`/api/admin/messages/${sms}/resend`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("No failed SMS or WhatsApp message with this number.");
    expect((await client(app, owner.token).post(`/api/admin/messages/${mailId + 1000}/resend`)).status).toBe(404);
  });

  it("an owner sends every failed e-mail and SMS again at once; what a restore held back stays failed", async () => {
    const owner = await signInAdmin(app, "owner");
    const failed = async (subject: string) => {
      const id = await enqueueMail(app.db, { to: "outage@example.com", subject, content: { heading: subject } });
      await app.db
        .update(mailOutbox)
        .set({ status: "failed", attempts: 12, last_error: "connect ETIMEDOUT" })
        .where(eq(mailOutbox.id, id));
      return id;
    };
    const mail = [await failed("Outage 1"), await failed("Outage 2")];
    const held = await failed("Held back");
    await app.db.update(mailOutbox).set({ last_error: HELD_BACK_REASON }).where(eq(mailOutbox.id, held));
    const sms = await failedTextMessage(app.db, { to: "+2348012345679", body: "Your shipment SW-2 has left." });
    // Earlier tests' failed e-mail (gone@example.com) goes too.
    const before = (await client(app, owner.token).get("/api/admin/mail/failed")).body.pagination.total as number;

    const all = await client(app, owner.token).post("/api/admin/mail/failed/resend");
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      message: `${before - 2} e-mails and 1 SMS or WhatsApp message queued to be sent again. 1 message held back by a restore is left to send one at a time (it may have gone out already).`,
      mail: before - 2,
      messages: 1,
    });
    for (const id of mail) {
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect([row!.status, row!.attempts, row!.last_error]).toEqual(["pending", 0, null]);
      expect(await auditTrailOf(app.db, "mail", id)).toEqual([
        expect.objectContaining({ action: "sent the e-mail again", actor_id: owner.admin.id }),
      ]);
    }
    const [smsRow] = await app.db.select().from(channelMessages).where(eq(channelMessages.id, sms));
    expect(smsRow!.status).toBe("pending");
    const list = await client(app, owner.token).get("/api/admin/mail/failed");
    expect(list.body.mail).toEqual([expect.objectContaining({ id: held, error: HELD_BACK_REASON })]);

    // Nothing else failed: nothing to queue.
    const none = await client(app, owner.token).post("/api/admin/mail/failed/resend");
    expect(none.body).toMatchObject({ mail: 0, messages: 0 });
    expect(none.body.message).toMatch(/^0 e-mails and 0 SMS or WhatsApp messages queued to be sent again\. 1 message/);
  });

  it("only owners may see or re-send failed e-mails", async () => {
    for (const role of ["manager", "worker"] as const) {
      const { token } = await signInAdmin(app, role);
      expect((await client(app, token).get("/api/admin/mail/failed")).status).toBe(403);
      expect((await client(app, token).post("/api/admin/mail/1/resend")).status).toBe(403);
      expect((await client(app, token).post("/api/admin/messages/1/resend")).status).toBe(403);
      expect((await client(app, token).post("/api/admin/mail/failed/resend")).status).toBe(403);
    }
    expect((await client(app).get("/api/admin/mail/failed")).status).toBe(401);
  });
});
