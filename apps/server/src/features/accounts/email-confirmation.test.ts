import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, confirmEmailOf, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { confirmationTokenOf, mailsTo } from "../../../test/mail.js";
import { GOOD, png, preAlertCalls } from "../../../test/pre-alerts.js";
import { insertCustomer } from "../../db/factories/index.js";
import { customers, oneTimeCodes } from "../../db/schema.js";
import { sha256 } from "../../lib/auth/tokens.js";
import { MAX_LINKS_PER_HOUR } from "./email-confirmation.service.js";

const { app, dataDir } = await buildTestApp();
const RESET_SEND = "/api/otp/send-otp?otp_purpose=reset_password";
const RESET_VERIFY = "/api/otp/verify-otp?otp_purpose=reset_password";
const RESET = "/api/password/reset-password";
const { preAlert, storedFiles } = preAlertCalls(app, dataDir);

const ticket = (token: string) =>
  app.inject({
    method: "POST",
    url: "/api/tickets",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    payload: { subject: "Where is my parcel?", message: "Hello" },
  });

let address = 0;
/** A fresh client address: the tests below would otherwise meet the sign-up and change routes' per-client limits. */
const fromNewAddress = () => ({ "x-forwarded-for": `10.41.0.${++address}` });

/** A customer made by the factory (confirmed unless told), logged in from an address of its own. */
async function customerOfFactory(overrides: { email_confirmed_at?: null } = {}) {
  const row = await insertCustomer(app.db, { password: DEFAULT_PASSWORD, ...overrides });
  const login = await client(app).post(
    "/api/users/login",
    { email_address: row.email_address, password: DEFAULT_PASSWORD },
    fromNewAddress(),
  );
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { token: login.body.token as string, email: row.email_address, user: row };
}

describe("confirmed e-mail (issue 30)", () => {
  it("an unconfirmed account can sign in and look around, but cannot upload or act until it opens its link", async () => {
    const { token, email, user } = await signUpCustomer(app, {}, { confirmed: false });
    expect(user.email_confirmed).toBe(false);
    const api = client(app, token);
    expect((await api.get("/api/users/me")).status).toBe(200);
    expect((await api.get("/api/packages")).status).toBe(200);
    expect((await api.get("/api/dashboard")).status).toBe(200);

    const before = storedFiles().length;
    const refused = await preAlert(token, GOOD, [png()]);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(CONFIRM_TEXTS.emailNotConfirmed(email));
    expect(storedFiles().length).toBe(before);
    for (const [url, body] of [
      ["/api/ship-requests", {}],
      ["/api/payments/initialize", { invoice_id: 1 }],
      ["/api/invoices/1/question", { message: "Why?" }],
    ] as const) {
      const res = await api.post(url, body);
      expect(res.status, url).toBe(403);
      expect(res.body.error, url).toMatch(/^Confirm your e-mail address first: we sent a link to /);
    }
    expect((await ticket(token)).statusCode).toBe(403);

    await confirmEmailOf(app, email);
    expect((await api.get("/api/users/me")).body.user.email_confirmed).toBe(true);
    const accepted = await preAlert(token, GOOD, [png()]);
    expect(accepted.status).toBe(201);
    expect(storedFiles().length).toBeGreaterThan(before);
  });

  it("sign-up stores only the link's hash; the link works once and not after 48 hours", async () => {
    const { email } = await signUpCustomer(app, {}, { confirmed: false });
    const token = await confirmationTokenOf(app, email);
    const [row] = await app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.code_hash, sha256(token)));
    expect(row).toMatchObject({ purpose: "email_confirm" });
    expect(JSON.stringify(await app.db.select().from(oneTimeCodes))).not.toContain(token);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBeGreaterThan(47 * 3600_000);
    // An expired link confirms nothing.
    await app.db
      .update(oneTimeCodes)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.id, row!.id));
    const expired = await client(app).post("/api/users/confirm-email", { token });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(CONFIRM_TEXTS.badLink);

    const { token: session } = await signUpCustomer(
      app,
      { email_address: email.replace("@", "2@") },
      { confirmed: false },
    );
    const resend = await client(app, session).post("/api/users/confirm-email/resend");
    expect(resend.status).toBe(200);
    const fresh = await confirmationTokenOf(app, email.replace("@", "2@"));
    expect((await client(app).post("/api/users/confirm-email", { token: fresh })).status).toBe(200);
    const again = await client(app).post("/api/users/confirm-email", { token: fresh });
    expect(again.status).toBe(400);
    expect((await client(app).post("/api/users/confirm-email", { token: "" })).body.fields).toHaveProperty("token");
  });

  it("caps new links at 3 an hour (the sign-up's counts) with a clear 429", async () => {
    const { token, email } = await signUpCustomer(app, {}, { confirmed: false });
    const api = client(app, token);
    expect((await api.post("/api/users/confirm-email/resend")).status).toBe(200);
    expect((await api.post("/api/users/confirm-email/resend")).status).toBe(200);
    const fourth = await api.post("/api/users/confirm-email/resend");
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(CONFIRM_TEXTS.tooManyPerHour);
    expect((await mailsTo(app, email)).length).toBe(3);
  });

  it("holds the link limits when requests arrive together: 10 at once for one new address mail it 3 links", async () => {
    const { token, email } = await customerOfFactory();
    const next = `burst-${email}`;
    const change = { email_address: next, password: DEFAULT_PASSWORD };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client(app, token).put("/api/details/email", change, fromNewAddress())),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_LINKS_PER_HOUR);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10 - MAX_LINKS_PER_HOUR);
    expect(await mailsTo(app, next)).toHaveLength(MAX_LINKS_PER_HOUR);
  });

  it("five repeat sign-ups of a registered address send its owner one notice", async () => {
    const { email } = await signUpCustomer(app);
    const mailsBefore = (await mailsTo(app, email)).length;
    for (let i = 0; i < 5; i += 1) {
      const res = await client(app).post("/api/users/signup", {
        firstname: "Mallory",
        lastname: "Intruder",
        email_address: email,
        number: "08012345678",
        password: DEFAULT_PASSWORD,
      });
      expect(res.status).toBe(201);
    }
    const notices = (await mailsTo(app, email)).slice(0, (await mailsTo(app, email)).length - mailsBefore);
    expect(notices.map((m) => m.subject)).toEqual([expect.stringMatching(/Someone tried to sign up/)]);
  });

  it("a new address from the profile takes over only when its link is opened; the old one is told", async () => {
    const { token, email } = await signUpCustomer(app);
    const api = client(app, token);
    const next = `new-${email}`;
    const wrong = await api.put("/api/details/email", { email_address: next, password: "Wrong1234" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty("password");
    const asked = await api.put("/api/details/email", { email_address: next, password: DEFAULT_PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.body.user).toMatchObject({ email_address: email, pending_email: next, email_confirmed: true });
    // The new address's mail says what it is for and that nothing changes meanwhile (not the sign-up's limits),
    // and so does a link sent again.
    expect((await api.post("/api/users/confirm-email/resend")).body.message).toBe(CONFIRM_TEXTS.sent(next));
    const links = await mailsTo(app, next);
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.subject).toMatch(/^Confirm your new .+ e-mail address$/);
      expect(link.text_body).toContain("Until then nothing changes: keep logging in with your current address.");
      expect(link.text_body).not.toContain("not pre-alert parcels");
    }
    // Meanwhile the old address still logs in, and the account may still act.
    const login = await client(app).post("/api/users/login", { email_address: email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);

    await confirmEmailOf(app, next);
    const [row] = await app.db.select().from(customers).where(eq(customers.email_address, next));
    expect(row).toMatchObject({ pending_email: null });
    expect(row!.email_confirmed_at).not.toBeNull();
    expect((await mailsTo(app, email))[0]!.subject).toMatch(/e-mail address was changed/);
    const oldLogin = await client(app).post("/api/users/login", { email_address: email, password: DEFAULT_PASSWORD });
    expect(oldLogin.status).toBe(401);
  });

  it("asking for a new address tells the current one at once, with no link or code that makes the change", async () => {
    const { token, email, user } = await customerOfFactory();
    // Whatever the account's name holds is shown as text, never as markup.
    await app.db.update(customers).set({ firstname: "<b>Ada</b> & co" }).where(eq(customers.id, user.id));
    const next = `moved-${email}`;
    const asked = await client(app, token).put("/api/details/email", {
      email_address: next,
      password: DEFAULT_PASSWORD,
    });
    expect(asked.status).toBe(200);
    const [notice, ...others] = await mailsTo(app, email);
    expect(others).toHaveLength(0);
    expect(notice!.subject).toMatch(/^A change of your .+ e-mail address was requested$/);
    expect(notice!.text_body).toContain(`asked to change its e-mail address to ${next}`);
    expect(notice!.text_body).toContain("Nothing has changed yet");
    expect(notice!.text_body).toContain("If it was not you, reset your password now");
    expect(notice!.text_body).toMatch(/https?:\/\/[^ ]+\/request-otp/);
    // The link that makes the change goes to the new address only; the notice holds neither it nor its token.
    const link = await confirmationTokenOf(app, next);
    for (const body of [notice!.text_body, notice!.html]) {
      expect(body).not.toContain(link);
      expect(body).not.toContain(encodeURIComponent(link));
      expect(body).not.toMatch(/confirm-email/);
    }
    expect(notice!.html).toContain("Hello &lt;b&gt;Ada&lt;/b&gt; &amp; co,");
    expect(notice!.html).not.toContain("<b>Ada</b>");

    // The same notice when the new address has an account of its own (the mail tells nothing about it)...
    const other = await customerOfFactory();
    await client(app, token).put("/api/details/email", { email_address: other.email, password: DEFAULT_PASSWORD });
    const [second] = await mailsTo(app, email);
    expect(second!.subject).toBe(notice!.subject);
    expect(second!.text_body).toContain(`to ${other.email}`);
    // ...and none to an address never confirmed, which may not be the account owner's.
    const unconfirmed = await customerOfFactory({ email_confirmed_at: null });
    const before = (await mailsTo(app, unconfirmed.email)).length;
    await client(app, unconfirmed.token).put("/api/details/email", {
      email_address: `moved-${unconfirmed.email}`,
      password: DEFAULT_PASSWORD,
    });
    expect(await mailsTo(app, unconfirmed.email)).toHaveLength(before);
  });

  it("a reset or a change of password forgets a new address asked for: its link no longer takes the account", async () => {
    // Someone signs up with the victim's address and asks to move the account to their own.
    const victim = `victim-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const intruder = await signUpCustomer(app, { email_address: victim }, { confirmed: false });
    const theirs = `intruder-${victim}`;
    const asked = await client(app, intruder.token).put("/api/details/email", {
      email_address: theirs,
      password: DEFAULT_PASSWORD,
    });
    expect(asked.status).toBe(200);
    const link = await confirmationTokenOf(app, theirs);
    // The banner's "send again" goes to the account's own unconfirmed address, never to the one asked for.
    const resent = await client(app, intruder.token).post("/api/users/confirm-email/resend", {});
    expect(resent.body.message).toBe(CONFIRM_TEXTS.sent(victim));
    // The victim resets the password.
    const headers = { "x-forwarded-for": "10.9.9.9" };
    expect((await client(app).post(RESET_SEND, { email_address: victim }, headers)).status).toBe(200);
    await app.backgroundIdle();
    const code = /reset code is (\d{6})/.exec((await mailsTo(app, victim))[0]?.text_body ?? "")?.[1];
    const verified = await client(app).post(RESET_VERIFY, { email_address: victim, otp: code }, headers);
    const reset = await client(app, verified.body.token).post(RESET, { new_password: "Victim9Pass" });
    expect(reset.status).toBe(200);

    const taken = await client(app).post("/api/users/confirm-email", { token: link });
    expect(taken.status).toBe(400);
    const [row] = await app.db.select().from(customers).where(eq(customers.id, intruder.user.id));
    expect(row).toMatchObject({ email_address: victim, pending_email: null });

    // The same after a change of password from the profile.
    const { token, email } = await signUpCustomer(app);
    await client(app, token).put("/api/details/email", { email_address: `x-${email}`, password: DEFAULT_PASSWORD });
    const changeLink = await confirmationTokenOf(app, `x-${email}`);
    const changed = await client(app, token).post("/api/password/change-password", {
      old_password: DEFAULT_PASSWORD,
      new_password: "Other9Pass",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await client(app).post("/api/users/confirm-email", { token: changeLink })).status).toBe(400);
  });

  it("an address another account has answers like any other (no lookup); its owner is told and nothing moves", async () => {
    const other = await signUpCustomer(app);
    const { token, user } = await signUpCustomer(app);
    const free = `free-${other.email}`;
    const asked = (address: string) =>
      client(app, token).put("/api/details/email", { email_address: address, password: DEFAULT_PASSWORD });
    const taken = await asked(other.email);
    const untaken = await asked(free);
    expect(taken.status).toBe(200);
    expect(taken.body.message).toBe(CONFIRM_TEXTS.changeRequested(other.email));
    expect(untaken.body.message).toBe(CONFIRM_TEXTS.changeRequested(free));
    const [notice] = await mailsTo(app, other.email);
    expect(notice!.subject).toMatch(/Someone tried to move another account to your/);
    expect(notice!.text_body).not.toMatch(/confirm-email\?token=/);
    // The taken address's attempts count for the limits like any link (3 an hour).
    for (let i = 1; i < MAX_LINKS_PER_HOUR; i++) expect((await asked(other.email)).status).toBe(200);
    expect((await asked(other.email)).status).toBe(429);
    const [row] = await app.db.select().from(customers).where(eq(customers.id, user.id));
    expect(row!.email_address).not.toBe(other.email);
  });

  it("'Send the link again' to an address another account has mails it no link, and answers as usual", async () => {
    const other = await signUpCustomer(app);
    const { token } = await signUpCustomer(app);
    const api = client(app, token);
    const change = { email_address: other.email, password: DEFAULT_PASSWORD };
    expect((await api.put("/api/details/email", change)).status).toBe(200);
    const resend = () => api.post("/api/users/confirm-email/resend");
    const resent = await resend();
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(CONFIRM_TEXTS.sent(other.email));
    // Its owner is told of each try, as when it was asked for; no link that could take it goes out.
    const mails = await mailsTo(app, other.email);
    expect(mails.map((m) => m.subject)).toEqual(Array(2).fill(expect.stringMatching(/Someone tried to move/)));
    expect(mails.every((m) => !/confirm-email\?token=/.test(m.text_body))).toBe(true);
    // Each try counts for the limits like a link (3 an hour).
    for (let i = 2; i < MAX_LINKS_PER_HOUR; i++) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
  });
});
