import { STAFF_TEXTS } from "@app/shared/admins/admins";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, DEFAULT_PASSWORD } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { STAFF_ROUTES } from "../../../test/staff-routes.table.js";

/**
 * A password someone else chose (an owner creating a staff account) must be changed at first sign-in: the account
 * is flagged, sign-in says so, and until it is changed every staff route but "who am I", log out and change
 * password answers 403. The operator's own `admin:create` and the staff test helper make unflagged accounts.
 */
const { app } = await buildTestApp({ PUBLIC_URL: "https://staff.example.test" });
const GIVEN = "Given1234";

async function invitedWorker(email: string) {
  const owner = await signInAdmin(app, "owner");
  const created = await client(app, owner.token).post("/api/admins/signup", {
    firstname: "Nora",
    lastname: "Newcomer",
    email,
    password: GIVEN,
    role: "worker",
    warehouses: null,
  });
  expect(created.status).toBe(201);
  expect(created.body.admin.must_change_password).toBe(true);
  const [mail] = await mailsTo(app, email);
  const token = /\/admin\/verify\/([\w-]+)/.exec(mail!.text_body)![1];
  expect((await client(app).get(`/api/admins/verify/${token}`)).status).toBe(200);
}

describe("a staff password set by an owner", () => {
  it("must be changed at first sign-in: every other staff route answers 403 until then", async () => {
    const email = "nora@staff.test";
    await invitedWorker(email);

    const login = await client(app).post("/api/admins/login", { email, password: GIVEN });
    expect(login.status).toBe(200);
    expect(login.body.admin).toMatchObject({ email, must_change_password: true });
    const staff = client(app, login.body.token);

    // Her own account stays reachable: who am I says why.
    const me = await staff.get("/api/admins/me");
    expect(me.status).toBe(200);
    expect(me.body.admin.must_change_password).toBe(true);
    // Everything else waits, with a clear message: every staff route of the role matrix (guards run before input).
    const others = STAFF_ROUTES.filter((r) => typeof r.url === "string" && r.url !== "/api/admins/me");
    expect(others.length).toBeGreaterThan(20);
    for (const route of others.filter((r) => r.method === "GET")) {
      const refused = await staff.get(route.url as string);
      const label = `GET ${route.url}`;
      expect(refused.status, label).toBe(403);
      expect(refused.body.error, label).toBe(STAFF_TEXTS.mustChangePassword);
    }
    const posted = await staff.post("/api/admins/signup", {});
    expect(posted.status).toBe(403);
    expect(posted.body.error).toBe(STAFF_TEXTS.mustChangePassword);

    // Keeping the given password is not a change.
    const same = await staff.post("/api/admins/password/change-password", { old_password: GIVEN, new_password: GIVEN });
    expect(same.status).toBe(400);
    expect((await staff.get("/api/shipment")).status).toBe(403);

    const changed = await staff.post("/api/admins/password/change-password", {
      old_password: GIVEN,
      new_password: "MyOwn12345",
    });
    expect(changed.status).toBe(200);
    // The same session goes on, now with every route of her role.
    expect((await staff.get("/api/shipment")).status).toBe(200);
    expect((await staff.get("/api/admins/me")).body.admin.must_change_password).toBe(false);
    const again = await client(app).post("/api/admins/login", { email, password: "MyOwn12345" });
    expect(again.body.admin.must_change_password).toBe(false);
  });

  it("log out works before the change", async () => {
    const email = "olu@staff.test";
    await invitedWorker(email);
    const login = await client(app).post("/api/admins/login", { email, password: GIVEN });
    const staff = client(app, login.body.token);
    expect((await staff.post("/api/admins/logout")).status).toBe(200);
    expect((await staff.get("/api/admins/me")).status).toBe(401);
  });

  it("a password chosen through one's own e-mailed reset code counts as one's own", async () => {
    const email = "rita@staff.test";
    await invitedWorker(email);
    const sent = await client(app).post("/api/admins/otp/send-otp", { email_address: email });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    await app.backgroundIdle(); // the code is mailed after the answer
    const mails = (await mailsTo(app, email)).map((m) => m.text_body).join("\n");
    const code = /reset code is (\d{6})/.exec(mails)![1];
    const verified = await client(app).post("/api/admins/otp/verify-otp", { email_address: email, otp: code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const reset = await client(app, verified.body.token).post("/api/admins/password/reset-password", {
      new_password: "Reset12345",
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const login = await client(app).post("/api/admins/login", { email, password: "Reset12345" });
    expect(login.body.admin.must_change_password).toBe(false);
    expect((await client(app, login.body.token).get("/api/shipment")).status).toBe(200);
  });

  it("an account the operator made for themselves (admin:create, the test helper) is not flagged", async () => {
    const { token } = await signInAdmin(app, "worker");
    expect((await client(app, token).get("/api/admins/me")).body.admin.must_change_password).toBe(false);
    expect((await client(app, token).get("/api/shipment")).status).toBe(200);
    expect(DEFAULT_PASSWORD).not.toBe(GIVEN);
  });
});
