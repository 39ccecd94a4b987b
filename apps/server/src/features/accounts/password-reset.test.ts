import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { loginFailures, mailOutbox, oneTimeCodes } from "../../db/schema.js";
import { ACCOUNT_MAX_FAILURES, TOO_MANY_FOR_ACCOUNT } from "../../lib/auth/login-throttle.js";
import {
  CODE_SENT,
  MAX_CODE_REQUESTS,
  MAX_CODE_REQUESTS_PER_DAY_FROM_DEVICE,
  MAX_CODE_TRIES,
  TOO_MANY_CODE_REQUESTS_TODAY,
} from "./password-reset.service.js";

const { app } = await buildTestApp();

const SEND = "/api/otp/send-otp?otp_purpose=reset_password";
const VERIFY = "/api/otp/verify-otp?otp_purpose=reset_password";
const RESET = "/api/password/reset-password";
const NEW_PASSWORD = "Brand9NewPass";

let ipCounter = 0;
/** Each call from its own client address, so only the per-account limits are in play. */
const fromNewIp = () => ({ "x-forwarded-for": `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

async function lastMailTo(email: string) {
  const [row] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

async function requestCode(email: string) {
  const res = await client(app).post(SEND, { email_address: email }, fromNewIp());
  expect(res.status).toBe(200);
  await app.backgroundIdle(); // the e-mail is queued after the answer, off the request path
  const mail = await lastMailTo(email);
  const code = /reset code is (\d{6})/.exec(mail?.text_body ?? "")?.[1];
  if (!code) throw new Error("no code in the e-mail");
  return code;
}

const verify = (email: string, otp: string) => client(app).post(VERIFY, { email_address: email, otp }, fromNewIp());
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const logIn = (email: string, password: string, headers = {}) =>
  client(app).post("/api/users/login", { email_address: email, password }, { ...fromNewIp(), ...headers });
/** The device cookie a successful log-in gives, as `name=value`. */
async function deviceCookieOf(email: string) {
  const login = await logIn(email, "Passw0rdX");
  return String([login.headers["set-cookie"]].flat().find((c) => String(c).startsWith("device="))).split(";")[0]!;
}

describe("password reset", () => {
  it("answers a code request for an unknown e-mail exactly like one for a known e-mail", async () => {
    const { email } = await signUpCustomer(app);
    const known = await client(app).post(SEND, { email_address: email }, fromNewIp());
    const unknown = await client(app).post(SEND, { email_address: "nobody-here@example.com" }, fromNewIp());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: CODE_SENT });
    await app.backgroundIdle();
    expect(await lastMailTo("nobody-here@example.com")).toBeUndefined();
    // A wrong code is refused the same way for both.
    const knownWrong = await verify(email, "000000");
    const unknownWrong = await verify("nobody-here@example.com", "000000");
    expect(unknownWrong.status).toBe(knownWrong.status);
    expect(unknownWrong.body).toEqual(knownWrong.body);
  });

  it("e-mails a 6-digit code, stores only its hash, and refuses an unknown purpose", async () => {
    const { email } = await signUpCustomer(app);
    const code = await requestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
    const minutes = (rows[0]!.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const bad = await client(app).post(
      "/api/otp/send-otp?otp_purpose=admin_verify",
      { email_address: email },
      fromNewIp(),
    );
    expect(bad.status).toBe(400);
  });

  it("resets the password with the code, ends every session, and e-mails a notice", async () => {
    const { email, token: oldSession } = await signUpCustomer(app);
    const code = await requestCode(email);
    const verified = await verify(email, code);
    expect(verified.status).toBe(200);
    const resetToken = verified.body.token as string;
    expect(resetToken.length).toBeGreaterThan(30);

    const reset = await client(app, resetToken).post(RESET, { new_password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Password reset successful!");
    expect((await client(app, oldSession).get("/api/users/me")).status).toBe(401);
    expect((await lastMailTo(email))?.subject).toMatch(/password was changed/);

    const oldLogin = await client(app).post(
      "/api/users/login",
      { email_address: email, password: "Passw0rdX" },
      fromNewIp(),
    );
    expect(oldLogin.status).toBe(401);
    const newLogin = await client(app).post(
      "/api/users/login",
      { email_address: email, password: NEW_PASSWORD },
      fromNewIp(),
    );
    expect(newLogin.status).toBe(200);
  });

  it("accepts a reset token once only, and never as a session token", async () => {
    const { email } = await signUpCustomer(app);
    const resetToken = (await verify(email, await requestCode(email))).body.token as string;
    expect((await client(app, resetToken).get("/api/users/me")).status).toBe(401);
    expect((await client(app, resetToken).post(RESET, { new_password: NEW_PASSWORD })).status).toBe(200);
    const again = await client(app, resetToken).post(RESET, { new_password: "Another9Pass" });
    expect(again.status).toBe(401);
    expect(again.body.error).toMatch(/expired or was already used/);
    expect((await client(app).post(RESET, { new_password: NEW_PASSWORD })).status).toBe(401);
    expect((await client(app, "made-up-token").post(RESET, { new_password: NEW_PASSWORD })).status).toBe(401);
  });

  it("uses a code once", async () => {
    const { email } = await signUpCustomer(app);
    const code = await requestCode(email);
    expect((await verify(email, code)).status).toBe(200);
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body.token).toBeUndefined();
  });

  it(`refuses the sixth try even with the right code after ${MAX_CODE_TRIES} wrong ones`, async () => {
    const { email } = await signUpCustomer(app);
    const code = await requestCode(email);
    for (let i = 1; i <= MAX_CODE_TRIES; i++) {
      const wrong = await verify(email, wrongCodeFor(code));
      expect(wrong.status).toBe(i < MAX_CODE_TRIES ? 400 : 429);
    }
    const right = await verify(email, code);
    expect(right.status).toBe(429);
    expect(right.body.token).toBeUndefined();
    expect(right.body.error).toMatch(/Too many wrong codes/);
  });

  it("accepts the right code on the fifth try", async () => {
    const { email } = await signUpCustomer(app);
    const code = await requestCode(email);
    for (let i = 1; i < MAX_CODE_TRIES; i++) expect((await verify(email, wrongCodeFor(code))).status).toBe(400);
    const right = await verify(email, code);
    expect(right.status).toBe(200);
    expect(right.body.token).toBeTruthy();
  });

  it("refuses an expired code even when it is right", async () => {
    const { email } = await signUpCustomer(app);
    const code = await requestCode(email);
    await app.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, "reset_password")));
    const res = await verify(email, code);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/expired/);
    expect(res.body.token).toBeUndefined();
  });

  it("refuses an expired reset token", async () => {
    const { email } = await signUpCustomer(app);
    const resetToken = (await verify(email, await requestCode(email))).body.token as string;
    await app.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, "reset_token")));
    expect((await client(app, resetToken).post(RESET, { new_password: NEW_PASSWORD })).status).toBe(401);
  });

  it("invalidates an earlier code when a new one is sent", async () => {
    const { email } = await signUpCustomer(app);
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it(`limits code requests to ${MAX_CODE_REQUESTS} an hour per address, known or not, from any client`, async () => {
    const { email } = await signUpCustomer(app);
    for (const address of [email, "ghost-limit@example.com"]) {
      for (let i = 0; i < MAX_CODE_REQUESTS; i++) {
        expect((await client(app).post(SEND, { email_address: address }, fromNewIp())).status).toBe(200);
      }
    }
    const known = await client(app).post(SEND, { email_address: email }, fromNewIp());
    const unknown = await client(app).post(SEND, { email_address: "ghost-limit@example.com" }, fromNewIp());
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    await app.backgroundIdle();
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
    expect(mails).toHaveLength(MAX_CODE_REQUESTS);
  });

  it("strangers using up an address's codes do not stop its owner's browser from getting one (decision 0110)", async () => {
    const { email } = await signUpCustomer(app);
    const device = await deviceCookieOf(email);
    for (let i = 0; i < MAX_CODE_REQUESTS; i++)
      expect((await client(app).post(SEND, { email_address: email }, fromNewIp())).status).toBe(200);
    expect((await client(app).post(SEND, { email_address: email }, fromNewIp())).status).toBe(429);
    const owner = await client(app).post(SEND, { email_address: email }, { ...fromNewIp(), cookie: device });
    expect(owner.status).toBe(200);
    await app.backgroundIdle();
    const code = /reset code is (\d{6})/.exec((await lastMailTo(email))?.text_body ?? "")?.[1];
    expect((await verify(email, code!)).status).toBe(200);
  });

  it(`still gives the owner's browser at most ${MAX_CODE_REQUESTS_PER_DAY_FROM_DEVICE} codes a day (decision 0132)`, async () => {
    const { email } = await signUpCustomer(app);
    const device = await deviceCookieOf(email);
    const send = () => client(app).post(SEND, { email_address: email }, { ...fromNewIp(), cookie: device });
    for (let i = 0; i < MAX_CODE_REQUESTS_PER_DAY_FROM_DEVICE; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_CODE_REQUESTS_TODAY });
  });

  it("retires the browsers known before it: their cookie lets no one past the log-in lock (decision 0132)", async () => {
    const { email } = await signUpCustomer(app);
    const old = await deviceCookieOf(email);
    const resetToken = (await verify(email, await requestCode(email))).body.token as string;
    expect((await client(app, resetToken).post(RESET, { new_password: NEW_PASSWORD })).status).toBe(200);
    // Strangers' failures lock the account (written as the throttle records them).
    const strangers = Array.from({ length: ACCOUNT_MAX_FAILURES }, (_, i) => ({ email, client: `10.8.0.${i}` }));
    await app.db.insert(loginFailures).values(strangers.map((row) => ({ ...row, kind: "customer" as const })));
    const refused = await logIn(email, NEW_PASSWORD, { cookie: old });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_FOR_ACCOUNT });
    // Nor does it get codes past the address's hourly limit any more.
    for (let i = 0; i < MAX_CODE_REQUESTS - 1; i++)
      expect((await client(app).post(SEND, { email_address: email }, fromNewIp())).status).toBe(200);
    expect((await client(app).post(SEND, { email_address: email }, { ...fromNewIp(), cookie: old })).status).toBe(429);
  });

  it("limits code requests per client", async () => {
    const ip = { "x-forwarded-for": "10.9.9.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await client(app).post(SEND, { email_address: `per-client-${i}@example.com` }, ip)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("shows the spec's validation messages", async () => {
    const noOtp = await client(app).post(VERIFY, { email_address: "a@example.com", otp: "" }, fromNewIp());
    expect(noOtp.status).toBe(400);
    expect(noOtp.body.fields.otp).toBe("OTP is required");
    const badEmail = await client(app).post(VERIFY, { email_address: "not-an-email", otp: "123456" }, fromNewIp());
    expect(badEmail.body.fields.email_address).toBe("Invalid email format");
    const weak = await client(app, "x").post(RESET, { new_password: "abcdefgH" });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe("Password must contain at least one digit");
  });
});
