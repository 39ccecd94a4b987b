import { defaultPreferenceGrid } from "@app/shared/notifications/notifications";
import { VERIFY_TEXTS } from "@app/shared/notifications/verify";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { insertCustomer } from "../../db/factories/index.js";
import { codeTextedTo } from "../../../test/phones.js";
import { channelMessages, oneTimeCodes } from "../../db/schema.js";
import { sha256 } from "../../lib/auth/tokens.js";

/** Verified numbers (issue 30): a number gets nothing until its owner typed back the code texted to it. */
const { app } = await buildTestApp();
const staff = client(app, (await signInAdmin(app, "worker")).token);
const PREFS = "/api/notifications/preferences";
const SEND = "/api/notifications/phone/send-code";
const VERIFY = "/api/notifications/phone/verify";

let serial = 0;
async function shipmentFor(email: string) {
  const res = await staff.post("/api/shipment", {
    email,
    tracking_number: `VRF${Date.now() % 100000}${serial++}X`,
    warehouse_arrival_date: "2026-03-01",
    shipment_date: "2026-03-03",
    estimated_delivery_date: "2026-03-20",
    delivery_address: "15 Admiralty Way, Lekki, Lagos",
    weight: 12.5,
    dimensions: "60 x 40 x 35 cm",
    courier: "DHL",
    shipping_cost: 185.5,
    payment_status: "Pending",
    created_by: 0,
    country: "USA",
    currency: "USD ($)",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.shipment.tracking_number as string;
}
const milestone = (tracking_number: string, shipment_status: string) =>
  staff.put("/api/shipment/shipment-status", { tracking_number, shipment_status });
/** The notices (not codes) texted to a number. */
const noticesTo = (to: string) =>
  app.db
    .select()
    .from(channelMessages)
    .where(and(eq(channelMessages.to_address, to), isNotNull(channelMessages.kind)));

async function customerTextedMilestones(phone: string) {
  const customer = await signUpCustomer(app);
  const api = client(app, customer.token);
  const preferences = { ...defaultPreferenceGrid(), milestones: { email: true, sms: true, whatsapp: false } };
  const saved = await api.put(PREFS, { preferences, sms_phone: phone, whatsapp_phone: null });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.sms_verified).toBe(false);
  return { ...customer, api, preferences };
}

/**
 * A confirmed customer made by the factory and logged in from an address of its own (twenty sign-ups from one
 * address would meet the sign-up limit), with `phone` saved for SMS.
 */
async function customerWithNumber(phone: string, remoteAddress: string) {
  const customer = await insertCustomer(app.db, { password: DEFAULT_PASSWORD });
  const login = await app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { email_address: customer.email_address, password: DEFAULT_PASSWORD },
    remoteAddress,
  });
  expect(login.statusCode, login.body).toBe(200);
  const api = client(app, login.json().token);
  const preferences = defaultPreferenceGrid();
  expect((await api.put(PREFS, { preferences, sms_phone: phone, whatsapp_phone: null })).status).toBe(200);
  return { api };
}

describe("verified numbers", () => {
  it("an unverified number receives nothing on a milestone; after verifying with the texted code it does", async () => {
    const { email, api } = await customerTextedMilestones("0803 777 0001");
    const to = "+2348037770001";
    const tracking = await shipmentFor(email);
    expect((await milestone(tracking, "In Transit")).status).toBe(200);
    expect(await noticesTo(to)).toEqual([]);

    const sent = await api.post(SEND, { channel: "sms" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await codeTextedTo(app, to);
    const [stored] = await app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.code_hash, sha256(code)));
    expect(stored).toMatchObject({ purpose: "phone_verify" });
    expect(JSON.stringify(await app.db.select().from(oneTimeCodes))).not.toContain(`"${code}"`);
    const verified = await api.post(VERIFY, { channel: "sms", code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ sms_verified: true, whatsapp_verified: false });

    expect((await milestone(tracking, "Available")).status).toBe(200);
    const notices = await noticesTo(to);
    expect(notices).toMatchObject([{ channel: "sms", kind: "milestones" }]);
  });

  it("changing the number unverifies it; saving the same number keeps it verified", async () => {
    const { api, preferences } = await customerTextedMilestones("0803 777 0002");
    await api.post(SEND, { channel: "sms" });
    await api.post(VERIFY, { channel: "sms", code: await codeTextedTo(app, "+2348037770002") });
    const same = await api.put(PREFS, { preferences, sms_phone: "+2348037770002", whatsapp_phone: null });
    expect(same.body.sms_verified).toBe(true);
    const changed = await api.put(PREFS, { preferences, sms_phone: "0803 777 0003", whatsapp_phone: null });
    expect(changed.body.sms_verified).toBe(false);
    // The old number's code is worth nothing for the new one.
    const old = await api.post(VERIFY, { channel: "sms", code: await codeTextedTo(app, "+2348037770002") });
    expect(old.status).toBe(400);
    expect(old.body.fields).toHaveProperty("code");
  });

  it("caps tries at 5 per code, codes expire after 10 minutes, and sends are capped at 3 an hour", async () => {
    const { api } = await customerTextedMilestones("0803 777 0004");
    const to = "+2348037770004";
    await api.post(SEND, { channel: "sms" });
    const code = await codeTextedTo(app, to);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i += 1) {
      const res = await api.post(VERIFY, { channel: "sms", code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(VERIFY_TEXTS.wrong);
    }
    expect((await api.post(VERIFY, { channel: "sms", code: wrong })).status).toBe(429);
    const spent = await api.post(VERIFY, { channel: "sms", code });
    expect(spent.status).toBe(429);
    expect(spent.body.error).toBe(VERIFY_TEXTS.tooManyTries);

    await api.post(SEND, { channel: "sms" });
    await app.db
      .update(oneTimeCodes)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.purpose, "phone_verify"));
    const expired = await api.post(VERIFY, { channel: "sms", code: await codeTextedTo(app, to) });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(VERIFY_TEXTS.expired);

    expect((await api.post(SEND, { channel: "sms" })).status).toBe(200);
    const fourth = await api.post(SEND, { channel: "sms" });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(VERIFY_TEXTS.tooManyPerHour);
    expect((await api.get(PREFS)).body.sms_verified).toBe(false);
  });

  it("caps the codes one number gets a day from all accounts and both channels together at 6", async () => {
    const to = "+2348037770006";
    const textsTo = async () =>
      (await app.db.select().from(channelMessages).where(eq(channelMessages.to_address, to))).length;
    // Three accounts, each within its own caps (3 an hour per channel), point both channels at one stranger's phone.
    const accounts = await Promise.all([1, 2, 3].map(() => customerTextedMilestones("0803 777 0006")));
    for (const { api, preferences } of accounts) {
      expect((await api.put(PREFS, { preferences, sms_phone: to, whatsapp_phone: to })).status).toBe(200);
    }
    const [first, second, third] = accounts.map((a) => a.api);
    for (const api of [first!, first!, first!, second!, second!, second!]) {
      expect((await api.post(SEND, { channel: "sms" })).status).toBe(200);
    }
    expect(await textsTo()).toBe(6);
    for (const [api, channel] of [
      [third!, "sms"],
      [third!, "whatsapp"],
      [first!, "whatsapp"],
    ] as const) {
      const refused = await api.post(SEND, { channel });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(VERIFY_TEXTS.tooManyToNumber);
    }
    expect(await textsTo()).toBe(6);
    // Another number is not held back by this one's cap.
    await third!.put(PREFS, {
      preferences: accounts[2]!.preferences,
      sms_phone: "0803 777 0007",
      whatsapp_phone: null,
    });
    expect((await third!.post(SEND, { channel: "sms" })).status).toBe(200);
  });

  it("holds the caps when sends arrive together: 20 accounts at once give one number 6 codes, one account 3", async () => {
    const to = "+2348037770008";
    const textsTo = async (number: string) =>
      (await app.db.select().from(channelMessages).where(eq(channelMessages.to_address, number))).length;
    const accounts = await Promise.all(Array.from({ length: 20 }, (_, i) => customerWithNumber(to, `10.8.0.${i + 1}`)));
    const answers = await Promise.all(accounts.map(({ api }) => api.post(SEND, { channel: "sms" })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(6).fill(200), ...Array(14).fill(429)]);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.error === VERIFY_TEXTS.tooManyToNumber)).toBe(
      true,
    );
    expect(await textsTo(to)).toBe(6);

    // One account's own cap (3 an hour per channel) under the same burst.
    const { api } = await customerWithNumber("+2348037770009", "10.8.1.1");
    const own = await Promise.all(Array.from({ length: 10 }, () => api.post(SEND, { channel: "sms" })));
    expect(own.map((a) => a.status).sort()).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    expect(await textsTo("+2348037770009")).toBe(3);
  });

  it("refuses bad input naming the field, and a channel without a number", async () => {
    const { api } = await customerTextedMilestones("0803 777 0005");
    expect((await api.post(SEND, { channel: "fax" })).body.fields).toHaveProperty("channel");
    expect((await api.post(VERIFY, { channel: "sms", code: "12ab56" })).body.fields).toHaveProperty("code");
    const none = await api.post(SEND, { channel: "whatsapp" });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(VERIFY_TEXTS.noNumber);
    const unconfirmed = await signUpCustomer(app, {}, { confirmed: false });
    expect((await client(app, unconfirmed.token).post(SEND, { channel: "sms" })).status).toBe(403);
  });
});
