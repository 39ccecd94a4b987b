import { defaultPreferenceGrid, NOTIFICATION_TEXTS } from "@app/shared/notifications/notifications";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { mailsTo } from "../../../test/mail.js";
import { insertProcurement } from "../../db/factories/index.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { verifyNumber } from "../../../test/phones.js";
import { channelMessages, notificationContacts, notificationPreferences } from "../../db/schema.js";
import { unsubscribeToken } from "../../lib/notify/unsubscribe-token.js";

const { app } = await buildTestApp();
const PREFS = "/api/notifications/preferences";
const UNSUBSCRIBE = "/api/notifications/unsubscribe";

const storedOf = async (customerId: number) => ({
  preferences: await app.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customer_id, customerId)),
  contacts: await app.db.select().from(notificationContacts).where(eq(notificationContacts.customer_id, customerId)),
});

describe("notification preferences", () => {
  it("answers the defaults, saves the grid with numbers normalised to E.164, and reads them back", async () => {
    const { token, user } = await signUpCustomer(app);
    const api = client(app, token);
    const initial = await api.get(PREFS);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      preferences: defaultPreferenceGrid(),
      sms_phone: null,
      whatsapp_phone: null,
      sms_verified: false,
      whatsapp_verified: false,
    });
    expect(initial.body.preferences.arrival).toEqual({ email: true, sms: false, whatsapp: false });

    const preferences = defaultPreferenceGrid();
    preferences.milestones.email = false;
    preferences.milestones.sms = true;
    preferences.delays.whatsapp = true;
    const saved = await api.put(PREFS, { preferences, sms_phone: "0803 123 4567", whatsapp_phone: "+44 7911 123456" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      message: NOTIFICATION_TEXTS.saved,
      preferences,
      sms_phone: "+2348031234567",
      whatsapp_phone: "+447911123456",
    });
    expect((await api.get(PREFS)).body).toEqual({
      preferences,
      sms_phone: "+2348031234567",
      whatsapp_phone: "+447911123456",
      sms_verified: false,
      whatsapp_verified: false,
    });
    const stored = await storedOf(user.id);
    expect(stored.preferences).toHaveLength(12);
    expect(stored.preferences.find((p) => p.kind === "milestones" && p.channel === "email")?.enabled).toBe(false);

    // Clearing a number that nothing needs any more, and turning the channel off with it.
    preferences.delays.whatsapp = false;
    const cleared = await api.put(PREFS, { preferences, sms_phone: "+2348031234567", whatsapp_phone: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.whatsapp_phone).toBeNull();
  });

  it("refuses a bad number and an opt-in without its number with a field message, storing nothing", async () => {
    const { token, user } = await signUpCustomer(app);
    const api = client(app, token);
    const preferences = defaultPreferenceGrid();
    preferences.arrival.sms = true;

    const badPhone = await api.put(PREFS, { preferences, sms_phone: "12345", whatsapp_phone: null });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fields).toEqual({ sms_phone: NOTIFICATION_TEXTS.phone });

    const noNumber = await api.put(PREFS, { preferences, sms_phone: "", whatsapp_phone: null });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.fields).toEqual({ sms_phone: NOTIFICATION_TEXTS.smsNeedsNumber });

    preferences.arrival.sms = false;
    preferences.invoice.whatsapp = true;
    const noWhatsapp = await api.put(PREFS, { preferences, sms_phone: "08031234567", whatsapp_phone: null });
    expect(noWhatsapp.status).toBe(400);
    expect(noWhatsapp.body.fields).toEqual({ whatsapp_phone: NOTIFICATION_TEXTS.whatsappNeedsNumber });

    const missingKind = await api.put(PREFS, {
      preferences: { arrival: preferences.arrival },
      sms_phone: null,
      whatsapp_phone: null,
    });
    expect(missingKind.status).toBe(400);

    expect(await storedOf(user.id)).toEqual({ preferences: [], contacts: [] });
  });

  it("needs a signed-in customer", async () => {
    expect((await client(app).get(PREFS)).status).toBe(401);
    expect((await client(app).put(PREFS, {})).status).toBe(401);
  });
});

describe("unsubscribe link", () => {
  it("describes the kind, turns it off on every channel, and answers the same when used again", async () => {
    const { token, user } = await signUpCustomer(app);
    const api = client(app, token);
    const preferences = defaultPreferenceGrid();
    preferences.invoice.sms = true;
    await api.put(PREFS, { preferences, sms_phone: "08031234567", whatsapp_phone: null });
    const link = unsubscribeToken(app.config.JWT_SECRET, user.id, "invoice");

    const described = await client(app).get(`${UNSUBSCRIBE}?token=${link}`);
    expect(described.status).toBe(200);
    expect(described.body).toEqual({ kind: "invoice", label: "Invoices", already_off: false });
    // Describing changes nothing.
    expect((await api.get(PREFS)).body.preferences.invoice).toEqual({ email: true, sms: true, whatsapp: false });

    const first = await client(app).post(UNSUBSCRIBE, { token: link });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kind: "invoice", label: "Invoices", already_off: false });
    expect(first.body.message).toContain("invoices");
    const after = (await api.get(PREFS)).body.preferences;
    expect(after.invoice).toEqual({ email: false, sms: false, whatsapp: false });
    expect(after.arrival).toEqual({ email: true, sms: false, whatsapp: false });

    const again = await client(app).post(UNSUBSCRIBE, { token: link });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ kind: "invoice", already_off: true });
    expect((await client(app).get(`${UNSUBSCRIBE}?token=${link}`)).body.already_off).toBe(true);
  });

  it("refuses a forged, foreign or unknown customer's token with a clear 400 and stores nothing", async () => {
    const { user } = await signUpCustomer(app);
    const real = unsubscribeToken(app.config.JWT_SECRET, user.id, "arrival");
    const forged = [
      real.replace(`${user.id}.`, `${user.id + 1}.`),
      unsubscribeToken("x".repeat(40), user.id, "arrival"),
      "garbage",
      unsubscribeToken(app.config.JWT_SECRET, 999_999, "arrival"),
    ];
    for (const token of forged) {
      const res = await client(app).post(UNSUBSCRIBE, { token });
      expect(res.status, token).toBe(400);
      expect(res.body).toEqual({ error: NOTIFICATION_TEXTS.badToken, fields: { token: NOTIFICATION_TEXTS.badToken } });
      expect((await client(app).get(`${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`)).status).toBe(400);
    }
    expect((await client(app).post(UNSUBSCRIBE, {})).status).toBe(400);
    expect(
      await app.db.select().from(notificationPreferences).where(eq(notificationPreferences.customer_id, user.id)),
    ).toEqual([]);
  });

  it("is rate-limited per client like the other public writes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: "POST",
        url: UNSUBSCRIBE,
        payload: { token: "garbage" },
        remoteAddress: "10.9.8.7",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("invoice e-mails go through the preferences", () => {
  it("carries an unsubscribe link that turns invoices off; the next invoice is not e-mailed but texted as chosen", async () => {
    const manager = await signInAdmin(app, "manager");
    const { token, user, email } = await signUpCustomer(app);
    const issue = async (transaction_id: string) => {
      const procurement = await insertProcurement(app.db, user.id);
      const res = await client(app, manager.token).post("/api/invoice", {
        user_id: user.id,
        admin_id: manager.admin.id,
        reference_id: procurement.id,
        reference_type: "procurement",
        total_amount: 20,
        currency: "USD",
        status: "pending",
        transaction_id,
        due_date: "2026-06-30T12:00:00.000Z",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await issue("NTF1001ABC");
    const [mail] = await mailsTo(app, email);
    expect(mail?.subject).toBe("Invoice NTF1001ABC has been issued");
    const link = /\/unsubscribe\?token=([^\s"<]+)/.exec(mail!.text_body)?.[1];
    expect(link).toBeTruthy();
    expect((await client(app).post(UNSUBSCRIBE, { token: decodeURIComponent(link!) })).body.kind).toBe("invoice");

    // Invoices by SMS only now.
    const preferences = (await client(app, token).get(PREFS)).body.preferences;
    preferences.invoice.sms = true;
    await client(app, token).put(PREFS, { preferences, sms_phone: "08031112222", whatsapp_phone: null });
    await verifyNumber(app, token, "sms");
    await issue("NTF1002ABC");
    expect((await mailsTo(app, email)).map((m) => m.subject)).toEqual(["Invoice NTF1001ABC has been issued"]);
    const texts = (
      await app.db.select().from(channelMessages).where(eq(channelMessages.to_address, "+2348031112222"))
    ).filter((text) => text.kind !== null);
    expect(texts).toMatchObject([{ channel: "sms", kind: "invoice", status: "pending" }]);
    expect(texts[0]!.body).toContain("NTF1002ABC");
  });
});
