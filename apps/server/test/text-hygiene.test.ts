import { resolveClaimSchema } from "@app/shared/packages/claims.staff";
import { hasHiddenCharacters } from "@app/shared/core/plain-text";
import { describe, expect, it } from "vitest";
import { admins, customers, packages, tickets } from "../src/db/schema.js";
import { signInAdmin } from "./admins.js";
import { buildTestApp } from "./build-app.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "./http.js";
import { multipartBody, PNG_1PX } from "./multipart.js";
import { GOOD } from "./pre-alerts.js";

/**
 * One shared rule (packages/shared/src/core/plain-text.ts): names, addresses and free text that reach labels, CSV, XLSX
 * and e-mails refuse bidirectional overrides, zero-width and control characters with a 400 naming the field, and
 * store nothing. Line breaks are allowed in long free text only.
 */
const { app, database } = await buildTestApp();
const RLO = "\u202E"; // RIGHT-TO-LEFT OVERRIDE: "Ada‮ecnalevoL" reads backwards
const ZWSP = "\u200B";

const TABLES = { customers, packages, tickets, admins };
const count = (table: keyof typeof TABLES) => database.db.$count(TABLES[table]);

async function multipart(url: string, token: string, fields: Record<string, string>, fileField?: string) {
  const files = fileField ? [{ field: fileField, name: "photo.png", type: "image/png", data: PNG_1PX }] : [];
  const form = multipartBody(fields, files);
  const res = await app.inject({
    method: "POST",
    url,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.body,
  });
  return { status: res.statusCode, body: res.json() };
}

describe("the shared rule", () => {
  it("refuses overrides, isolates, marks, zero-width and control characters; line breaks only when multiline", () => {
    for (const c of ["\u202A", "\u202E", "\u2066", "\u2069", "\u200E", "\u200F", "\u061C"]) {
      expect(hasHiddenCharacters(`a${c}b`), c.codePointAt(0)?.toString(16)).toBe(true);
    }
    for (const c of ["\u200B", "\u2060", "\uFEFF", "\u0007", "\u001B", "\u007F", "\u0085"]) {
      expect(hasHiddenCharacters(`a${c}b`, { multiline: true }), c.codePointAt(0)?.toString(16)).toBe(true);
    }
    // The joiners ZWNJ and ZWJ between two Latin letters of a name draw nothing (decision 0116; plain-text.test.ts).
    for (const c of ["\u200C", "\u200D"])
      expect(hasHiddenCharacters(`a${c}b`), c.codePointAt(0)?.toString(16)).toBe(true);
    expect(hasHiddenCharacters("line\nbreak")).toBe(true);
    expect(hasHiddenCharacters("tab\there")).toBe(true);
    expect(hasHiddenCharacters("line\r\nbreak\tand tab", { multiline: true })).toBe(false);
    // Real names in other scripts are fine, including right-to-left ones and combining marks.
    expect(hasHiddenCharacters("Chịọma Ọ̀kàfọ̀ محمد 李雷 Zoë")).toBe(false);
  });

  it("the staff's reason for resolving a contested parcel follows it too", () => {
    const refused = resolveClaimSchema.safeParse({ claim_id: 1, reason: `Suite on the label${RLO}` });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(["Reason contains invisible or control characters"]);
    expect(resolveClaimSchema.safeParse({ claim_id: 1, reason: "Suite on the label.\nReceipt matches." }).success).toBe(
      true,
    );
  });
});

describe("a customer's names, addresses and messages", () => {
  it("sign-up with a right-to-left override in the name: 400 naming the field, nothing stored", async () => {
    const email = "rlo@example.com";
    const before = await count("customers");
    const res = await client(app).post("/api/users/signup", {
      firstname: `Ada${RLO}ecnalevoL`,
      lastname: "Lovelace",
      email_address: email,
      number: "08012345678",
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ firstname: "First name contains invisible or control characters" });
    expect(res.body.error).toBe("First name contains invisible or control characters");
    expect(await count("customers")).toBe(before);
    // The same address signs up once the name is clean: nothing of the refused attempt was kept.
    await signUpCustomer(app, { email_address: email });
  });

  it("profile and delivery address: 400 naming the field, the stored values unchanged", async () => {
    const { token } = await signUpCustomer(app);
    const profile = await client(app, token).put("/api/details", {
      firstname: "Ada",
      lastname: `Love${ZWSP}lace`,
      number: "08012345678",
      currency: "NGN (₦)",
    });
    expect(profile.status).toBe(400);
    expect(profile.body.fields).toEqual({ lastname: "Last name contains invisible or control characters" });

    const address = await client(app, token).post("/api/address/delivery", {
      address_line1: `12 Allen Avenue${RLO}`,
      city: "Ikeja",
      state: "Lagos",
      country: "Nigeria",
      phone_number: "08012345678",
      zip: "100001",
    });
    expect(address.status).toBe(400);
    expect(address.body.fields).toEqual({ address_line1: "Address line 1 contains invisible or control characters" });

    const me = await client(app, token).get("/api/users/me");
    expect(me.body.user.lastname).toBe("Lovelace");
    expect(me.body.user.delivery_address).toBeNull();
  });

  it("a pre-alert description: 400 naming the field, no package stored", async () => {
    const { token } = await signUpCustomer(app);
    const before = await count("packages");
    const res = await multipart("/api/packages", token, { ...GOOD, description: `Trainers${RLO}exe.gpj` });
    expect(res.status).toBe(400);
    expect(res.body.fields, JSON.stringify(res.body)).toEqual({
      description: "Description contains invisible or control characters",
    });
    expect(await count("packages")).toBe(before);
  });

  it("a ticket message: control characters refused, line breaks kept", async () => {
    const { token } = await signUpCustomer(app);
    const ticket = { subject: "Parcel", department: "customer service", warehouse: "UK" };
    const refused = await multipart("/api/tickets", token, { ...ticket, message: "Where\u001B[2J is it?" });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ message: "Message contains invisible or control characters" });
    const subject = await multipart("/api/tickets", token, { ...ticket, subject: `Parcel${RLO}`, message: "x" });
    expect(subject.body.fields).toEqual({ subject: "Subject contains invisible or control characters" });
    expect(await count("tickets")).toBe(0);

    const stored = await multipart("/api/tickets", token, { ...ticket, message: "Where is it?\r\nIt was due Monday." });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const [created] = (await client(app, token).get("/api/tickets")).body.tickets;
    expect(created.message).toBe("Where is it?\r\nIt was due Monday.");
    const reply = await client(app, token).post(`/api/tickets/${created.id}/response`, {
      messages: `Any news?${ZWSP}`,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ messages: "Response message contains invisible or control characters" });

    // Emoji sequences and Persian need their joiners (ZWJ, ZWNJ): kept, as written (decision 0116).
    const emoji =
      "Thanks 👍🏽 — my family 👨\u200D👩\u200D👧 says hi. \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645";
    const joined = await client(app, token).post(`/api/tickets/${created.id}/response`, { messages: emoji });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const detail = await client(app, token).get(`/api/tickets/${created.id}`);
    expect(detail.body.ticket.responses.map((r: { message: string }) => r.message)).toContain(emoji);
    // A joiner drawing nothing (at the end, after a space) is still refused.
    const stray = await client(app, token).post(`/api/tickets/${created.id}/response`, { messages: "Hi \u200D there" });
    expect(stray.status).toBe(400);
  });

  it("a visitor's enquiry names the field", async () => {
    const res = await client(app).post("/api/mail/contact-email", {
      kind: "enquiry",
      name: `Mallory${RLO}`,
      email: "m@example.com",
      phone: "08012345678",
      message: "Hello there, I need a quote.",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: "Full name contains invisible or control characters" });
  });
});

describe("staff names", () => {
  it("an owner creating a staff account with a zero-width name: 400 naming the field, no account", async () => {
    const { token } = await signInAdmin(app, "owner");
    const before = await count("admins");
    const res = await client(app, token).post("/api/admins/signup", {
      firstname: `Sam${ZWSP}`,
      lastname: "Worker",
      email: "worker-zw@staff.test",
      password: DEFAULT_PASSWORD,
      role: "worker",
      warehouses: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ firstname: "First name contains invisible or control characters" });
    expect(await count("admins")).toBe(before);
  });
});
