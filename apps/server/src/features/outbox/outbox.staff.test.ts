import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { memoryLogger, SmtpPeer } from "../../../test/smtp-peer.js";
import { mailOutbox } from "../../db/schema.js";
import { auditTrailOf } from "../../lib/audit.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { createMailTransport } from "../../lib/mail/transport.js";
import { deliverDueMail } from "../../lib/mail/worker.js";

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

  it("only owners may see or re-send failed e-mails", async () => {
    for (const role of ["manager", "worker"] as const) {
      const { token } = await signInAdmin(app, role);
      expect((await client(app, token).get("/api/admin/mail/failed")).status).toBe(403);
      expect((await client(app, token).post("/api/admin/mail/1/resend")).status).toBe(403);
    }
    expect((await client(app).get("/api/admin/mail/failed")).status).toBe(401);
  });
});
