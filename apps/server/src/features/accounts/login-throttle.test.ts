import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { signInAdmin } from "../../../test/admins.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { loginFailures } from "../../db/schema.js";
import {
  ACCOUNT_MAX_FAILURES,
  CLIENT_MAX_FAILURES,
  DEVICE_MAX_FAILURES,
  TOO_MANY_FOR_ACCOUNT,
  TOO_MANY_FROM_CLIENT,
} from "../../lib/auth/login-throttle.js";

const { app } = await buildTestApp();

const kinds = {
  customer: {
    kind: "customer" as const,
    path: "/api/users/login",
    body: (email: string, password: string) => ({ email_address: email, password }),
    account: async () => (await signUpCustomer(app)).email,
    changePassword: "/api/password/change-password",
    signIn: async () => signUpCustomer(app),
  },
  staff: {
    kind: "admin" as const,
    path: "/api/admins/login",
    body: (email: string, password: string) => ({ email, password }),
    account: async () => (await signInAdmin(app, "worker")).email,
    changePassword: "/api/admins/password/change-password",
    signIn: async () => signInAdmin(app, "worker"),
  },
};

let clientCounter = 0;
/** A client address of its own (the route's per-client rate limit allows 20 a minute from one address). */
const newClient = () => `10.2.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

describe.each(Object.entries(kinds))("%s log-in throttle", (_kind, k) => {
  const login = (email: string, password: string, ip: string) =>
    client(app).post(k.path, k.body(email, password), { "x-forwarded-for": ip });
  /** The device cookie a successful log-in gives, as `name=value`. */
  const deviceOf = async (account: string, password = DEFAULT_PASSWORD) => {
    const res = await login(account, password, newClient());
    const cookie = [res.headers["set-cookie"]].flat().find((c) => /^(admin_)?device=/.test(String(c)));
    expect(String(cookie)).toMatch(/Path=\/api; .*HttpOnly; SameSite=Lax/);
    return String(cookie).split(";")[0]!;
  };
  const sendWithCookie = (email: string, password: string, cookie: string) =>
    client(app).post(k.path, k.body(email, password), { "x-forwarded-for": newClient(), cookie });
  /** Strangers' failures from as many addresses as lock the account (written as the throttle records them). */
  const lockByStrangers = (email: string) =>
    app.db
      .insert(loginFailures)
      .values(Array.from({ length: ACCOUNT_MAX_FAILURES }, () => ({ kind: k.kind, email, client: newClient() })));

  it("50 wrong log-ins from one client do not stop the owner logging in from another", async () => {
    const email = await k.account();
    const attacker = newClient();
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await login(email, "Wrong1234", attacker));
    expect(answers.slice(0, CLIENT_MAX_FAILURES).every((a) => a.status === 401)).toBe(true);
    // Then the account+client limit (and after 20 a minute, the per-client rate limit) refuses that client.
    expect(answers.slice(CLIENT_MAX_FAILURES).every((a) => a.status === 429)).toBe(true);
    expect(answers[CLIENT_MAX_FAILURES]!.body).toEqual({ error: TOO_MANY_FROM_CLIENT });
    const refused = await login(email, DEFAULT_PASSWORD, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.token).toBeUndefined();
    const owner = await login(email, DEFAULT_PASSWORD, newClient());
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it("answers an unknown e-mail exactly like a known one, before and after the limit", async () => {
    const email = await k.account();
    const ghost = `ghost-${clientCounter}@example.com`;
    const ip = newClient();
    for (let i = 0; i <= CLIENT_MAX_FAILURES; i++) {
      const known = await login(email, "Wrong1234", ip);
      const unknown = await login(ghost, "Wrong1234", ip);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
    }
    expect((await login(email, "Wrong1234", ip)).status).toBe(429);
  });

  it("slows an account down when failures come from many clients, then lets the owner in once they age out", async () => {
    const email = await k.account();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++)
      expect((await login(email, "Wrong1234", newClient())).status).toBe(401);
    const refused = await login(email, DEFAULT_PASSWORD, newClient());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_FOR_ACCOUNT });
    // The window slides: once the failures are older than an hour, the owner gets in again.
    await app.db
      .update(loginFailures)
      .set({ created_at: sql`${loginFailures.created_at} - interval '61 minutes'` })
      .where(eq(loginFailures.email, email));
    expect((await login(email, DEFAULT_PASSWORD, newClient())).status).toBe(200);
  });

  it("a browser that logged in to the account before is not locked out by strangers' failures (decision 0110)", async () => {
    const email = await k.account();
    const other = await k.account();
    const mine = await deviceOf(email);
    const someoneElses = await deviceOf(other);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++)
      expect((await login(email, "Wrong1234", newClient())).status).toBe(401);
    const withCookie = (cookie: string) => sendWithCookie(email, DEFAULT_PASSWORD, cookie);
    expect((await login(email, DEFAULT_PASSWORD, newClient())).status).toBe(429);
    expect((await withCookie(someoneElses)).status).toBe(429);
    const [name, value] = mine.split("=");
    expect((await withCookie(`${name}=${value!.slice(0, -2)}xx`)).status).toBe(429);
    expect((await withCookie(`${name}=${Date.now() + 1e12}.${value!.split(".")[1]}`)).status).toBe(429);
    expect((await withCookie(mine)).status).toBe(200);
  });

  it(`a device cookie no longer lets its browser past the lock after ${DEVICE_MAX_FAILURES} wrong passwords with it (decision 0132)`, async () => {
    const email = await k.account();
    const stolen = await deviceOf(email);
    await lockByStrangers(email);
    // Guessing with the cookie from ever new addresses: a few tries, then the account's lock holds it too.
    for (let i = 0; i < DEVICE_MAX_FAILURES; i++)
      expect((await sendWithCookie(email, "Wrong1234", stolen)).status).toBe(401);
    const refused = await sendWithCookie(email, "Wrong1234", stolen);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_FOR_ACCOUNT });
    expect((await sendWithCookie(email, DEFAULT_PASSWORD, stolen)).status).toBe(429);
  });

  it("a password change retires the device cookies given before it (decision 0132)", async () => {
    const { email, token } = await k.signIn();
    const old = await deviceOf(email);
    const changed = await client(app, token).post(k.changePassword, {
      old_password: DEFAULT_PASSWORD,
      new_password: "Changed9Pass",
    });
    expect(changed.status).toBe(200);
    await lockByStrangers(email);
    expect((await sendWithCookie(email, "Changed9Pass", old)).status).toBe(429);
    // Logging in with the new password marks a browser again.
    await app.db.delete(loginFailures).where(eq(loginFailures.email, email));
    const fresh = await deviceOf(email, "Changed9Pass");
    await lockByStrangers(email);
    expect((await sendWithCookie(email, "Changed9Pass", fresh)).status).toBe(200);
  });

  it("forgets a client's failures when it logs in successfully", async () => {
    const email = await k.account();
    const ip = newClient();
    for (let i = 0; i < CLIENT_MAX_FAILURES - 1; i++) await login(email, "Wrong1234", ip);
    expect((await login(email, DEFAULT_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < CLIENT_MAX_FAILURES - 1; i++) expect((await login(email, "Wrong1234", ip)).status).toBe(401);
    expect((await login(email, DEFAULT_PASSWORD, ip)).status).toBe(200);
  });

  it("also limits log-ins per client over every account", async () => {
    const ip = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login(`c${i}-${ip}@example.com`, "Wrong1234", ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
