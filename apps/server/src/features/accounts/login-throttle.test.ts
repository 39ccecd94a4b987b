import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { MAX_LOGIN_FAILURES, TOO_MANY_LOGIN_FAILURES } from "./accounts.service.js";

const { app } = await buildTestApp();

let ipCounter = 0;
/** Each attempt from its own client address: only the per-account throttle can refuse it. */
const login = (email: string, password: string) =>
  client(app).post(
    "/api/users/login",
    { email_address: email, password },
    { "x-forwarded-for": `10.2.0.${++ipCounter % 250}` },
  );

describe("per-account log-in throttle", () => {
  it(`refuses an address after ${MAX_LOGIN_FAILURES} failures, even with the right password`, async () => {
    const { email } = await signUpCustomer(app);
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) expect((await login(email, "Wrong1234")).status).toBe(401);
    const right = await login(email, DEFAULT_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ error: TOO_MANY_LOGIN_FAILURES });
    expect(right.body.token).toBeUndefined();
  });

  it("answers an unknown address exactly like a known one, before and after the limit", async () => {
    const { email } = await signUpCustomer(app);
    const ghost = "ghost-throttle@example.com";
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const known = await login(email, "Wrong1234");
      const unknown = await login(ghost, "Wrong1234");
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
    }
    const known = await login(email, "Wrong1234");
    const unknown = await login(ghost, "Wrong1234");
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
  });

  it("counts only the failures since the last successful log-in, and other accounts are unaffected", async () => {
    const a = await signUpCustomer(app);
    const b = await signUpCustomer(app);
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) await login(a.email, "Wrong1234");
    expect((await login(a.email, DEFAULT_PASSWORD)).status).toBe(200);
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) await login(a.email, "Wrong1234");
    expect((await login(a.email, DEFAULT_PASSWORD)).status).toBe(200);
    expect((await login(b.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it("also limits log-ins per client", async () => {
    const ip = { "x-forwarded-for": "10.3.3.3" };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await client(app).post("/api/users/login", { email_address: `c${i}@example.com`, password: "Wrong1234" }, ip))
          .status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
