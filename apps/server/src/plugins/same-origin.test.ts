import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../test/admins.js";
import { buildTestApp } from "../../test/build-app.js";
import { client, signUpCustomer } from "../../test/http.js";
import { multipartBody } from "../../test/multipart.js";
import { signWebhook } from "../features/payments/payment-gateway.js";
import { CROSS_SITE_REFUSED } from "./same-origin.js";

const SECRET = "sk_test_same_origin";
const PUBLIC_URL = "https://freight.example.com";
const { app } = await buildTestApp({
  PUBLIC_URL,
  PAYMENT_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_PUBLIC_KEY: "pk_test_same_origin",
  PAYSTACK_API_BASE: "http://127.0.0.1:9",
});

const EVIL = "https://evil.example";
const asCookie = (name: string, token: string) => ({ cookie: `${name}=${token}` });
const TICKET = { subject: "Forged?", department: "technical", warehouse: "USA", message: "Hello" };

describe("state-changing requests authenticated by the session cookie", () => {
  it("answers 403 to a cross-origin cookie POST, while the same call with the bearer token works", async () => {
    const { token } = await signUpCustomer(app);
    const forged = await client(app).post(
      "/api/tickets/0/response",
      { messages: "x" },
      { ...asCookie("session", token), origin: EVIL },
    );
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ error: CROSS_SITE_REFUSED });

    const profile = { firstname: "Ada", lastname: "Lovelace", number: "08012345678", currency: "USD ($)" };
    expect(
      (await client(app).put("/api/details", profile, { ...asCookie("session", token), origin: EVIL })).status,
    ).toBe(403);
    const bearer = await client(app, token).put("/api/details", profile, { origin: EVIL });
    expect(bearer.status).toBe(200);
    const sameSite = await client(app).put("/api/details", profile, {
      ...asCookie("session", token),
      origin: PUBLIC_URL,
    });
    expect(sameSite.status).toBe(200);
    // Logging out is a state change too.
    expect(
      (await client(app).post("/api/users/logout", {}, { ...asCookie("session", token), origin: EVIL })).status,
    ).toBe(403);
    expect((await client(app, token).get("/api/users/me")).status).toBe(200);
  });

  it("refuses a cross-origin multipart upload with the cookie", async () => {
    const { token } = await signUpCustomer(app);
    const form = multipartBody(TICKET);
    const res = await app.inject({
      method: "POST",
      url: "/api/tickets",
      payload: form.body,
      headers: { ...form.headers, ...asCookie("session", token), origin: EVIL },
    });
    expect(res.statusCode).toBe(403);
    expect((await client(app, token).get("/api/tickets")).body.tickets).toHaveLength(0);
    const same = await app.inject({
      method: "POST",
      url: "/api/tickets",
      payload: form.body,
      headers: { ...form.headers, ...asCookie("session", token), origin: PUBLIC_URL },
    });
    expect(same.statusCode).toBe(201);
  });

  it("falls back to Sec-Fetch-Site without an Origin header, for staff cookies too", async () => {
    const { token } = await signInAdmin(app, "owner");
    const cookie = asCookie("admin_session", token);
    for (const site of ["cross-site", "same-site"]) {
      const res = await client(app).post("/api/admins/logout", {}, { ...cookie, "sec-fetch-site": site });
      expect(res.status).toBe(403);
    }
    expect((await client(app).post("/api/admins/logout", {}, { ...cookie, origin: "null" })).status).toBe(403);
    expect((await client(app, token).get("/api/admins/me")).status).toBe(200);
    const same = await client(app).post("/api/admins/logout", {}, { ...cookie, "sec-fetch-site": "same-origin" });
    expect(same.status).toBe(200);
  });

  it("leaves reads, cookie-less calls and the signed Paystack webhook alone", async () => {
    const { token } = await signUpCustomer(app);
    expect((await client(app).get("/api/users/me", { ...asCookie("session", token), origin: EVIL })).status).toBe(200);
    const body = JSON.stringify({ event: "transfer.success", data: { reference: "unknown-ref" } });
    const webhook = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(SECRET, body), origin: EVIL },
    });
    expect(webhook.statusCode).toBe(200);
    expect(webhook.json()).toEqual({ received: true, outcome: "ignored" });
  });
});
