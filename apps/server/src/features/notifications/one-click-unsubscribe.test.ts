import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { multipartBody } from "../../../test/multipart.js";
import { memoryLogger, SmtpPeer } from "../../../test/smtp-peer.js";
import { insertMasterWithShipments } from "../../db/factories/masters.js";
import { withStoredListUnsubscribe } from "../../lib/mail/stored-headers.js";
import { createMailTransport } from "../../lib/mail/transport.js";
import { deliverDueMail } from "../../lib/mail/worker.js";

/**
 * RFC 8058 one-click unsubscribe, through the outbox: a notice is queued in the change's transaction, sent later by
 * the worker, and arrives with List-Unsubscribe and List-Unsubscribe-Post; the mail provider's POST of
 * List-Unsubscribe=One-Click to that URL turns the notice off. Security mail carries no such header.
 */
const { app, dataDir } = await buildTestApp();
const peer = new SmtpPeer();
const { log } = memoryLogger();
const staff = client(app, (await signInAdmin(app, "worker")).token);

beforeAll(() => peer.start());
afterAll(() => peer.stop());

/** One run of the worker with the server's transport (the stored List-Unsubscribe read at send time). */
async function deliver() {
  const smtp = withStoredListUnsubscribe(
    app.db,
    createMailTransport({ smtpUrl: `smtp://127.0.0.1:${peer.port}`, dataDir }),
  );
  try {
    return await deliverDueMail(app.db, smtp, "Swiftway <no-reply@swiftway.test>", log);
  } finally {
    smtp.close();
  }
}

/** The header block of the message that went to `to` with a subject matching `subject`, unfolded. */
function headersOf(to: string, subject: RegExp): string {
  const raw = peer.received.find((m) => m.includes(`To: ${to}`) && subject.test(/^Subject: (.*)$/m.exec(m)?.[1] ?? ""));
  expect(raw, `a message to ${to} matching ${subject}`).toBeDefined();
  return raw!.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
}

/** The one-click URL of a message's List-Unsubscribe header, as a path of this server, or undefined. */
function oneClickPath(headers: string): string | undefined {
  const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1];
  return url === undefined ? undefined : url.slice(app.config.PUBLIC_URL.length);
}

const oneClick = (path: string, payload = "List-Unsubscribe=One-Click") =>
  app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload,
  });

const milestone = (masterId: number, value: string) =>
  staff.post(`/api/admin/master-shipments/${masterId}/updates`, { kind: "milestone", milestone: value });

describe("one-click unsubscribe (List-Unsubscribe, RFC 8058)", () => {
  it("a customer's notice carries the headers through the outbox; the provider's POST turns the kind off", async () => {
    const customer = await signUpCustomer(app);
    const { master } = await insertMasterWithShipments(app.db, {
      shipmentsPerCustomer: [1],
      customers: [{ id: customer.user.id, email_address: customer.email }],
    });
    expect((await milestone(master.id, "departed_origin")).status).toBe(201);
    // A security notice of the same customer: no unsubscribe link, no header.
    const changed = await client(app, customer.token).post("/api/password/change-password", {
      old_password: DEFAULT_PASSWORD,
      new_password: "Fresh8Password",
    });
    expect(changed.status).toBe(200);
    const [stored] = await mailsTo(app, customer.email);
    expect(stored!.status).toBe("pending");
    expect(await deliver()).toBeGreaterThanOrEqual(2);

    const notice = headersOf(customer.email, /Departed origin/);
    expect(notice).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const path = oneClickPath(notice)!;
    expect(path).toMatch(/^\/api\/notifications\/unsubscribe\/one-click\?token=[\w.-]+$/);
    expect(oneClickPath(headersOf(customer.email, /password/i))).toBeUndefined();
    expect(headersOf(customer.email, /password/i)).not.toMatch(/^List-Unsubscribe/m);

    // Fetching the URL, or POSTing it without the one-click body, changes nothing; the page's GET only describes.
    const token = new URL(path, "http://x").searchParams.get("token")!;
    const describe = () => client(app).get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await oneClick(path, "List-Unsubscribe=Maybe")).statusCode).toBe(400);
    expect((await describe()).body).toMatchObject({ kind: "milestones", already_off: false });

    const done = await oneClick(path);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(/^You will no longer get notifications about /);
    expect((await describe()).body).toMatchObject({ kind: "milestones", already_off: true });
    // Again is fine (providers retry).
    expect((await oneClick(path)).statusCode).toBe(200);

    const before = (await mailsTo(app, customer.email)).length;
    expect((await milestone(master.id, "arrived_destination")).status).toBe(201);
    expect(await mailsTo(app, customer.email)).toHaveLength(before);
  });

  it("a 'Notify me' e-mail carries its own one-click URL; the provider's multipart POST ends the subscription", async () => {
    const { master, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [1] });
    const number = linked[0]!.shipment.tracking_number;
    const follower = `follower.${Date.now()}@example.com`;
    expect((await client(app).post("/api/track-notify", { tracking_number: number, email: follower })).status).toBe(
      200,
    );
    const [confirmation] = await mailsTo(app, follower);
    expect(confirmation!.list_unsubscribe).toBeNull();
    const confirmToken = /\/track-package\/confirm\?token=([\w-]+)/.exec(confirmation!.text_body)![1];
    expect((await client(app).post("/api/track-notify/confirm", { token: confirmToken })).status).toBe(200);
    expect((await milestone(master.id, "departed_origin")).status).toBe(201);
    await deliver();

    const update = headersOf(follower, new RegExp(`Shipment ${number}`));
    expect(update).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const path = oneClickPath(update)!;
    expect(path).toMatch(/^\/api\/track-notify\/unsubscribe\/one-click\?token=[\w.-]+$/);
    // The confirmation answered the visitor's own request: no header.
    expect(headersOf(follower, /Confirm/i)).not.toMatch(/^List-Unsubscribe/m);

    const form = multipartBody({ "List-Unsubscribe": "One-Click" });
    const done = await app.inject({ method: "POST", url: path, headers: form.headers, payload: form.body });
    expect(done.statusCode, done.body).toBe(200);
    const before = (await mailsTo(app, follower)).length;
    expect((await milestone(master.id, "arrived_destination")).status).toBe(201);
    expect(await mailsTo(app, follower)).toHaveLength(before);
  });

  it("refuses a token it did not sign", async () => {
    const forged = await oneClick(
      "/api/notifications/unsubscribe/one-click?token=1.milestones.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    );
    expect(forged.statusCode).toBe(400);
    expect(
      (await oneClick("/api/track-notify/unsubscribe/one-click?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).statusCode,
    ).toBe(400);
  });
});
