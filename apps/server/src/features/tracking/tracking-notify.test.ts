import { TRACKING_NOTIFY_TEXTS } from "@app/shared/tracking/notify";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertCustomer, insertShipment } from "../../db/factories/index.js";
import { mailOutbox, trackingSubscriptions } from "../../db/schema.js";
import { notifyTrackingSubscribers, trackingUnsubscribeToken } from "../../lib/notify/tracking-subscribers.js";
import { TRACKING_NOTIFY_RATE_LIMIT } from "./tracking-notify.routes.js";
import {
  TRACKING_CONFIRMATIONS_PER_ADDRESS,
  TRACKING_CONFIRMED_PER_NUMBER,
  TRACKING_PENDING_PER_ADDRESS,
} from "./tracking-notify.service.js";

let t: TestApp;
let shipment: { id: number; tracking_number: string };
let other: { id: number; tracking_number: string };

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await insertCustomer(t.app.db, { email_address: "owner@example.com" });
  shipment = await insertShipment(t.app.db, owner, { tracking_number: "SWG7777NTF" });
  other = await insertShipment(t.app.db, owner, { tracking_number: "SWG8888NTF" });
});

const mailsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));
const linkIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(text)?.[1] ?? "";
/** Each visitor from an address of its own unless told, so the per-client limit stays out of the way of the caps. */
let visitors = 0;
const nextVisitor = () => `198.18.${Math.floor(++visitors / 250)}.${visitors % 250}`;
const subscribe = (body: object, ip = nextVisitor()) =>
  client(t.app).post("/api/track-notify", body, { "x-forwarded-for": ip });
const confirm = (token: string) =>
  client(t.app).post("/api/track-notify/confirm", { token }, { "x-forwarded-for": nextVisitor() });
const milestone = {
  subject: "Your shipment departed",
  content: { heading: "Departed origin", paragraphs: ["Houston"] },
};
const notify = (ids: number[]) =>
  t.app.db.transaction((tx) => notifyTrackingSubscribers(tx, t.app.config, ids, milestone));

/** Subscribes and confirms through the API as a visitor does; the unsubscribe link comes with the milestones. */
async function confirmedVisitor(email: string, trackingNumber = shipment.tracking_number) {
  expect((await subscribe({ tracking_number: trackingNumber, email })).status).toBe(200);
  const [confirmation] = await mailsTo(email);
  const token = linkIn(confirmation!.text_body, "/track-package/confirm");
  const confirmed = await confirm(token);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toEqual({ message: TRACKING_NOTIFY_TEXTS.confirmed, tracking_number: trackingNumber });
}

describe("Notify me", () => {
  it("subscribe → confirm by link → each milestone e-mailed with an unsubscribe link that stops the next", async () => {
    const res = await subscribe({ tracking_number: "swg7777ntf", email: " Visitor@Example.com " });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TRACKING_NOTIFY_TEXTS.subscribed });
    const [confirmation] = await mailsTo("visitor@example.com");
    expect(confirmation!.subject).toBe(TRACKING_NOTIFY_TEXTS.confirmSubject);
    expect(confirmation!.text_body).toContain("SWG7777NTF");
    const token = linkIn(confirmation!.text_body, "/track-package/confirm");
    // Only the token's SHA-256 is stored.
    const [row] = await t.app.db
      .select()
      .from(trackingSubscriptions)
      .where(eq(trackingSubscriptions.email, "visitor@example.com"));
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(token);

    // Unconfirmed: nothing yet.
    expect(await notify([shipment.id])).toBe(0);

    const confirmed = await confirm(token);
    expect(confirmed.body).toEqual({ message: TRACKING_NOTIFY_TEXTS.confirmed, tracking_number: "SWG7777NTF" });
    // A second click is fine.
    expect((await confirm(token)).status).toBe(200);

    // Once per subscriber, even when the shipment is named twice; another shipment's update reaches no one here.
    expect(await notify([shipment.id, shipment.id])).toBe(1);
    expect(await notify([other.id])).toBe(0);
    const mails = await mailsTo("visitor@example.com");
    expect(mails).toHaveLength(2);
    const update = mails.find((m) => m.subject.startsWith("Your shipment departed"))!;
    expect(update.subject).toBe("Your shipment departed (SWG7777NTF)");
    expect(update.text_body).toContain("Tracking number: SWG7777NTF");
    expect(update.text_body).toContain("/track-package/SWG7777NTF");
    const unsubscribe = linkIn(update.text_body, "/track-package/unsubscribe");
    expect(update.html).toContain(`/track-package/unsubscribe?token=${unsubscribe}`);

    const stopped = await client(t.app).post("/api/track-notify/unsubscribe", { token: unsubscribe });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ message: TRACKING_NOTIFY_TEXTS.unsubscribed, tracking_number: "SWG7777NTF" });
    expect(await notify([shipment.id])).toBe(0);
    expect(await mailsTo("visitor@example.com")).toHaveLength(2);
    // The confirmation link does not bring it back.
    expect((await confirm(token)).status).toBe(400);
  });

  it("answers an unknown number exactly like a known one, and sends nothing for it", async () => {
    const known = await subscribe({ tracking_number: other.tracking_number, email: "known@example.com" });
    const unknown = await subscribe({ tracking_number: "NOSUCH999", email: "unknown@example.com" });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo("unknown@example.com")).toHaveLength(0);
    expect(await mailsTo("known@example.com")).toHaveLength(1);
  });

  it("sends a confirmed address no second confirmation, and an unconfirmed one a fresh link", async () => {
    await confirmedVisitor("twice@example.com", other.tracking_number);
    expect((await subscribe({ tracking_number: other.tracking_number, email: "twice@example.com" })).status).toBe(200);
    expect(await mailsTo("twice@example.com")).toHaveLength(1);

    await subscribe({ tracking_number: other.tracking_number, email: "again@example.com" });
    await subscribe({ tracking_number: other.tracking_number, email: "again@example.com" });
    const [first, second] = await mailsTo("again@example.com");
    const old = linkIn(first!.text_body, "/track-package/confirm");
    expect((await client(t.app).post("/api/track-notify/confirm", { token: old })).status).toBe(400);
    const fresh = linkIn(second!.text_body, "/track-package/confirm");
    expect((await confirm(fresh)).status).toBe(200);
  });

  it("refuses forged, foreign and unknown tokens with 400 and changes nothing", async () => {
    await confirmedVisitor("kept@example.com", other.tracking_number);
    const [kept] = await t.app.db
      .select()
      .from(trackingSubscriptions)
      .where(eq(trackingSubscriptions.email, "kept@example.com"));
    const forged = [
      `${kept!.id}.${"A".repeat(32)}`,
      trackingUnsubscribeToken("x".repeat(40), kept!.id),
      trackingUnsubscribeToken(t.app.config.JWT_SECRET, kept!.id).replace(`${kept!.id}.`, `${kept!.id + 1}.`),
      "garbage",
      trackingUnsubscribeToken(t.app.config.JWT_SECRET, 999_999),
    ];
    for (const token of forged) {
      const res = await client(t.app).post("/api/track-notify/unsubscribe", { token });
      expect(res.status, token).toBe(400);
      expect(res.body.error).toBe(TRACKING_NOTIFY_TEXTS.unsubscribeInvalid);
    }
    const confirm = await client(t.app).post("/api/track-notify/confirm", { token: "not-a-real-token" });
    expect(confirm.status).toBe(400);
    expect(confirm.body.error).toBe(TRACKING_NOTIFY_TEXTS.confirmInvalid);
    expect(await notify([other.id])).toBeGreaterThanOrEqual(1);
    expect((await mailsTo("kept@example.com")).some((m) => m.subject.includes(milestone.subject))).toBe(true);
  });

  it("lets the caller write the subject around each tracking number", async () => {
    await confirmedVisitor("subject@example.com", other.tracking_number);
    await t.app.db.transaction((tx) =>
      notifyTrackingSubscribers(tx, t.app.config, [other.id], {
        subject: (n) => `Shipment ${n}: Departed origin`,
        content: { heading: "Departed origin" },
      }),
    );
    const subjects = (await mailsTo("subject@example.com")).map((m) => m.subject);
    expect(subjects).toContain(`Shipment ${other.tracking_number}: Departed origin`);
  });

  it("checks the address and limits each client like the other public forms", async () => {
    const bad = await subscribe({ tracking_number: shipment.tracking_number, email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Invalid email address");
    for (let i = 0; i < TRACKING_NOTIFY_RATE_LIMIT.max; i++) {
      const ok = await subscribe({ tracking_number: "NOSUCH1", email: `r${i}@example.com` }, "203.0.113.50");
      expect(ok.status).toBe(200);
    }
    const limited = await subscribe({ tracking_number: "NOSUCH1", email: "late@example.com" }, "203.0.113.50");
    expect(limited.status).toBe(429);
  });
});

describe("Notify me cannot be used to mail-bomb an address or to lock a shipment's followers out", () => {
  const numbersOf = async (prefix: string, n: number) => {
    const owner = await insertCustomer(t.app.db);
    return Promise.all(
      Array.from({ length: n }, (_, i) => insertShipment(t.app.db, owner, { tracking_number: `SWG${prefix}${i}BMB` })),
    );
  };

  it("keeps at most TRACKING_PENDING_PER_ADDRESS links waiting for one address, whatever the number or client", async () => {
    const numbers = await numbersOf("91", TRACKING_PENDING_PER_ADDRESS + 3);
    for (const { tracking_number } of numbers) {
      const res = await subscribe({ tracking_number, email: "victim@example.com" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: TRACKING_NOTIFY_TEXTS.subscribed });
    }
    expect(await mailsTo("victim@example.com")).toHaveLength(TRACKING_PENDING_PER_ADDRESS);
  });

  it("sends one address at most TRACKING_CONFIRMATIONS_PER_ADDRESS confirmations a day, resends included", async () => {
    const [target] = await numbersOf("92", 1);
    for (let i = 0; i < TRACKING_CONFIRMATIONS_PER_ADDRESS + 3; i++) {
      const res = await subscribe({ tracking_number: target!.tracking_number, email: "resend@example.com" });
      expect(res.status).toBe(200);
    }
    expect(await mailsTo("resend@example.com")).toHaveLength(TRACKING_CONFIRMATIONS_PER_ADDRESS);
  });

  it("counts only confirmed subscriptions toward a number's daily cap: 22 made-up addresses do not block a real one", async () => {
    const [target] = await numbersOf("93", 1);
    const madeUp = Array.from({ length: 22 }, (_, i) => `made-up${i}@example.com`);
    for (const [i, email] of madeUp.entries()) {
      expect(
        (await subscribe({ tracking_number: target!.tracking_number, email }, `198.51.100.${10 + i}`)).status,
      ).toBe(200);
    }
    expect((await Promise.all(madeUp.map(mailsTo))).flat()).toHaveLength(22);
    await confirmedVisitor("real-follower@example.com", target!.tracking_number);
  });

  it("sends no more confirmations for a number once TRACKING_CONFIRMED_PER_NUMBER confirmed today", async () => {
    const [target] = await numbersOf("94", 1);
    for (let i = 0; i < TRACKING_CONFIRMED_PER_NUMBER; i++) {
      await confirmedVisitor(`follower${i}@example.com`, target!.tracking_number);
    }
    expect(
      (await subscribe({ tracking_number: target!.tracking_number, email: "one-too-many@example.com" })).status,
    ).toBe(200);
    expect(await mailsTo("one-too-many@example.com")).toHaveLength(0);
  });

  it("lets an unconfirmed link expire after a day: it no longer confirms and no longer counts", async () => {
    const numbers = await numbersOf("95", TRACKING_PENDING_PER_ADDRESS + 1);
    for (const { tracking_number } of numbers.slice(0, TRACKING_PENDING_PER_ADDRESS)) {
      await subscribe({ tracking_number, email: "slow@example.com" });
    }
    const [first] = await mailsTo("slow@example.com");
    await t.app.db
      .update(trackingSubscriptions)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(trackingSubscriptions.email, "slow@example.com"));
    const token = linkIn(first!.text_body, "/track-package/confirm");
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(TRACKING_NOTIFY_TEXTS.confirmInvalid);
    // The expired ones no longer hold the address's waiting links: a new number gets its link, and an expired one a
    // new subscription whose link works.
    await subscribe({ tracking_number: numbers.at(-1)!.tracking_number, email: "slow@example.com" });
    await subscribe({ tracking_number: numbers[0]!.tracking_number, email: "slow@example.com" });
    const mails = await mailsTo("slow@example.com");
    expect(mails).toHaveLength(TRACKING_PENDING_PER_ADDRESS + 2);
    const fresh = linkIn(mails.at(-1)!.text_body, "/track-package/confirm");
    expect((await confirm(fresh)).status).toBe(200);
  });
});
