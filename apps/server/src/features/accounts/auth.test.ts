import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { signInAdmin } from "../../../test/admins.js";
import { customers, mailOutbox, sessions } from "../../db/schema.js";
import { signSessionToken } from "../../lib/auth/tokens.js";

const { app } = await buildTestApp();

describe("customer and admin authentication", () => {
  it("signs up, logs in per the contract, and stores an argon2id hash", async () => {
    const { token, user, email } = await signUpCustomer(app);
    expect(token).toMatch(/^ey/);
    expect(user).toMatchObject({ email_address: email, firstname: "Ada" });
    expect(user.password_hash).toBeUndefined();
    const [row] = await app.db.select().from(customers).where(eq(customers.email_address, email));
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const me = await client(app, token).get("/api/users/me");
    expect(me.status).toBe(200);
    expect(me.body.user.email_address).toBe(email);
  });

  it("sets an httpOnly SameSite session cookie that authenticates like the bearer token", async () => {
    const { email } = await signUpCustomer(app);
    const login = await client(app).post("/api/users/login", { email_address: email, password: DEFAULT_PASSWORD });
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await client(app).get("/api/users/me", { cookie: `session=${login.body.token}` });
    expect(me.status).toBe(200);
  });

  it("answers an unknown e-mail and a wrong password the same way", async () => {
    const { email } = await signUpCustomer(app);
    const wrongPassword = await client(app).post("/api/users/login", { email_address: email, password: "Wrong1234" });
    const unknown = await client(app).post("/api/users/login", {
      email_address: "nobody@example.com",
      password: "Wrong1234",
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(wrongPassword.status);
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it("takes about the same time for an unknown e-mail and a wrong password", async () => {
    const { email } = await signUpCustomer(app);
    const time = async (address: string) => {
      const start = performance.now();
      await client(app).post("/api/users/login", { email_address: address, password: "Wrong1234" });
      return performance.now() - start;
    };
    await time("warmup@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Both paths run one argon2id verification; without the dummy check the unknown e-mail answers ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it("rejects a tampered token and an expired one, and a token whose expiry passed since it was accepted", async () => {
    const { token } = await signUpCustomer(app);
    const [head, payload, signature] = token.split(".");
    const tampered = `${head}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect((await client(app, tampered).get("/api/users/me")).status).toBe(401);
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const expired = await signSessionToken(
      app.config.JWT_SECRET,
      { sid: claims.sid, sub: claims.sub, kind: "customer" },
      new Date(Date.now() - 1000),
    );
    expect((await client(app, expired).get("/api/users/me")).status).toBe(401);
    const forged = await signSessionToken(
      "another-secret-".padEnd(48, "y"),
      { sid: claims.sid, sub: claims.sub, kind: "customer" },
      new Date(Date.now() + 60_000),
    );
    expect((await client(app, forged).get("/api/users/me")).status).toBe(401);
    // The same claims unsigned ('alg: none') or under another algorithm with our secret are refused too.
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: "JWT" })).toString("base64url");
    expect((await client(app, `${header("none")}.${payload}.`).get("/api/users/me")).status).toBe(401);
    const hs512 = createHmac("sha512", app.config.JWT_SECRET).update(`${header("HS512")}.${payload}`);
    const otherAlg = `${header("HS512")}.${payload}.${hs512.digest("base64url")}`;
    expect((await client(app, otherAlg).get("/api/users/me")).status).toBe(401);
    // ...while the untouched token still works, so the refusals above are about the token alone.
    expect((await client(app, token).get("/api/users/me")).status).toBe(200);

    // A token accepted (its check remembered) is refused once its own expiry passes: here the next whole second
    // (a token's expiry is in seconds), at least 300 ms from now.
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + (Date.now() % 1000 > 700 ? 2 : 1)) * 1000);
    const shortLived = await signSessionToken(
      app.config.JWT_SECRET,
      { sid: claims.sid, sub: claims.sub, kind: "customer" },
      expiresAt,
    );
    expect((await client(app, shortLived).get("/api/users/me")).status).toBe(200);
    expect((await client(app, shortLived).get("/api/users/me")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    expect((await client(app, shortLived).get("/api/users/me")).status).toBe(401);
  });

  it("refuses a token whose session record has expired, though the token itself has not", async () => {
    const { token } = await signUpCustomer(app);
    expect((await client(app, token).get("/api/users/me")).status).toBe(200);
    const { sid } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    await app.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    expect((await client(app, token).get("/api/users/me")).status).toBe(401);
  });

  it("ends the session on logout", async () => {
    const { token } = await signUpCustomer(app);
    expect((await client(app, token).post("/api/users/logout")).status).toBe(200);
    expect((await client(app, token).get("/api/users/me")).status).toBe(401);
  });

  it("logs an admin in per the contract and keeps customer and admin tokens apart", async () => {
    const { token, email } = await signInAdmin(app, "manager");
    const me = await client(app, token).get("/api/admins/me");
    expect(me.status).toBe(200);
    expect(me.body.admin).toMatchObject({ email, role: "manager" });
    expect((await client(app, token).get("/api/users/me")).status).toBe(401);
    const customer = await signUpCustomer(app);
    expect((await client(app, customer.token).get("/api/admins/me")).status).toBe(401);
    // The wrong kind of session is told which area it is, not that it expired: by token and by cookie.
    const staffOnly =
      "This page is for staff. You are signed in as a customer: log in with a staff account to continue.";
    expect((await client(app, customer.token).get("/api/admins/me")).body.error).toBe(staffOnly);
    expect((await client(app).get("/api/admins/me", { cookie: `session=${customer.token}` })).body.error).toBe(
      staffOnly,
    );
    expect((await client(app, token).get("/api/users/me")).body.error).toBe(
      "This page is for customers. You are signed in as staff: log in with a customer account to continue.",
    );
    expect((await client(app).get("/api/admins/me")).body.error).toBe("Please log in to continue.");
    const wrong = await client(app).post("/api/admins/login", { email, password: "Wrong1234" });
    const unknown = await client(app).post("/api/admins/login", { email: "ghost@staff.test", password: "Wrong1234" });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("answers a sign-up with a known e-mail exactly like a new one and e-mails the owner instead", async () => {
    const { email } = await signUpCustomer(app);
    const form = (address: string) => ({
      firstname: "Eve",
      lastname: "Mallory",
      email_address: address,
      number: "08012345678",
      password: "Other9Password",
    });
    const fresh = await client(app).post("/api/users/signup", form(`fresh-${email}`));
    const known = await client(app).post("/api/users/signup", form(email.toUpperCase()));
    expect(fresh.status).toBe(201);
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);
    expect(known.body).toEqual({ message: "Signup Success!" });
    // No second account, the owner's password is unchanged, and the owner is told.
    expect(await app.db.select().from(customers).where(eq(customers.email_address, email))).toHaveLength(1);
    const owner = await client(app).post("/api/users/login", { email_address: email, password: DEFAULT_PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.user.firstname).toBe("Ada");
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/Someone tried to sign up/)]);
    expect(mails[0]!.text_body).toMatch(/log in with your password, or reset your password/);
    const freshMails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, `fresh-${email}`));
    // The new address gets only the link that confirms it (issue 30).
    expect(freshMails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Confirm your .* e-mail address$/)]);
  });
});
